// How extracted metadata is matched against the WCXB gold: the strict title match (whitespace and case
// only) and the looser one reported beside it that also folds typographic quotes and dashes.
import { authorMatches, dateMatches, titleMatches, titleMatchesFolded } from '../../src/eval/metadata-match';

describe('metadata matching', () => {
  it('matches titles after whitespace and case normalisation, and only the folded match takes ’ for \' and — for -', () => {
    expect(titleMatches('  The Beginner’s  Guide ', 'the beginner’s guide')).toBe(true);
    expect(titleMatches('The Beginner’s Guide', "The Beginner's Guide")).toBe(false);
    expect(titleMatchesFolded('The Beginner’s Guide', "The Beginner's Guide")).toBe(true);
    expect(titleMatchesFolded('AI won’t steal your job — yet', "AI won't steal your job - yet")).toBe(true);
    expect(titleMatchesFolded('“New Ways”\u00A0to Corrupt LLMs', '"New Ways" to Corrupt LLMs')).toBe(true);
    expect(titleMatchesFolded('Beginner’s Guide', 'Beginners Guide')).toBe(false);
  });

  it('matches authors as the same set of names, and dates on the same calendar day', () => {
    expect(authorMatches('Ana Ruiz, Tom Berg and Li Wei', 'Li Wei & Ana Ruiz, Tom Berg')).toBe(true);
    expect(authorMatches('Ana Ruiz', 'Ana Ruiz, Tom Berg')).toBe(false);
    expect(dateMatches('2025-12-18T21:46:01-05:00', '2025-12-18')).toBe(true);
    expect(dateMatches('2025-12-19T02:41:41Z', '2025-12-18')).toBe(false);
  });
});
