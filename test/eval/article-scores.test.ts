import { articleScores, summariseArticleScores } from '../../src/eval/article-scores';
import type { PartTexts } from '../../src/corpora/l3s-annotation';

const parts: PartTexts = {
  headline: 'Storm hits the coast tonight',
  body: 'A strong storm reached the coast on Monday night and cut power to thousands of homes',
  supplemental: 'By Ann Example on the third of March',
  related: 'Floods expected in the north later this week',
  comments: 'Posted by a reader who says stay safe everyone the wind is terrible',
};

describe('the article metric', () => {
  it('scores the body alone as 1, and does not count the headline and byline against an output that adds them', () => {
    expect(articleScores(parts.body, parts).body).toEqual({ precision: 1, recall: 1, f1: 1 });
    // 26 shingles: 13 of the body, 10 of the headline and byline (with the 3 across them), 3 across byline and body.
    const withNeutral = articleScores(`${parts.headline}\n${parts.supplemental}\n${parts.body}`, parts);
    expect(withNeutral.body.precision).toBeCloseTo(13 / 16, 10);
    expect(withNeutral.body.recall).toBe(1);
    const asOtherText = articleScores(`${parts.headline}\n${parts.supplemental}\n${parts.body}`, { ...parts, headline: '', supplemental: '' });
    expect(asOtherText.body.precision).toBeCloseTo(13 / 26, 10);
  });

  it('counts kept comments and related teasers against precision and reports the share kept', () => {
    const scores = articleScores(`${parts.body}\n${parts.comments}`, parts);
    // 26 shingles: the body's 13, the comments' 10 and 3 across them.
    expect(scores.body.recall).toBe(1);
    expect(scores.body.precision).toBeCloseTo(13 / 26, 10);
    expect(scores.comments).toBe(1);
    expect(scores.related).toBe(0);
    expect(articleScores('nothing of the page at all here', parts).body).toEqual({ precision: 0, recall: 0, f1: 0 });
  });

  it('leaves out of the comment count pages without comments, and counts pages keeping more than 10% of theirs', () => {
    const noComments = { ...parts, comments: '' };
    expect(articleScores(parts.body, noComments).comments).toBeUndefined();
    const summary = summariseArticleScores([
      articleScores(parts.body, parts),
      articleScores(`${parts.body} ${parts.comments}`, parts),
      articleScores(parts.body, noComments),
    ]);
    expect(summary.pages).toBe(3);
    expect(summary.comments).toEqual({ pages: 2, kept: 1, meanShare: 0.5 });
  });
});
