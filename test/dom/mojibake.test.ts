import { loadPage } from '../../src/dom/page';
import { extract } from '../../src/inference/extract';

const texts = (html: string | Uint8Array, cleaneval = false) => loadPage(html, { cleaneval }).blocks.map((block) => block.text.trim());

// UTF-8 text read as windows-1252 and stored again, as a CMS with a mismatched database encoding writes it: the
// characters below are what a browser shows of the page.
const SHOWN = 'Artificial intelligence isnâ€™t just changing search â€” itâ€™s changing how we write.';
const MEANT = 'Artificial intelligence isn’t just changing search — it’s changing how we write.';

describe('mojibake is read as it was written (src/dom/mojibake.ts)', () => {
  it('repairs text stored in a wrong encoding, in the bytes of a UTF-8 page and in entities', () => {
    const bytes = Buffer.from(`<html><head><meta charset="utf-8"></head><body><p>${SHOWN}</p><p>Freie LastenrÃ¤der fÃ¼r Berlin</p></body></html>`, 'utf8');
    expect(texts(bytes)).toEqual([MEANT, 'Freie Lastenräder für Berlin']);
    const entities = '<body><p>In Tehran it is the &acirc;&#128;&#156;Persian Gulf&acirc;&#128;&#157; on every map.</p></body>';
    expect(texts(entities)).toEqual(['In Tehran it is the “Persian Gulf” on every map.']);
  });

  it('repairs text stored wrongly twice', () => {
    expect(texts('<body><p>It wasnÃ¢â‚¬â„¢t over.</p></body>')).toEqual(['It wasn’t over.']);
  });

  it('leaves text in Latin-1 accents and other alphabets as it is', () => {
    const page = '<body><p>Crème brûlée à Noël, „Spaß“ für alle, SÃO PAULO, naïve café, Øresund, Привет.</p></body>';
    expect(texts(page)).toEqual(['Crème brûlée à Noël, „Spaß“ für alle, SÃO PAULO, naïve café, Øresund, Привет.']);
  });

  it('gives the repaired words in the text and in the Markdown and HTML outputs', async () => {
    const page = `<html><body><article><h2>Why search changed</h2><p>${SHOWN} Writers now plan for answers, not only for links, and editors measure what readers keep.</p><p>Teams that adapt early see their work cited more often than teams that wait.</p></article></body></html>`;
    const result = await extract(page, { method: 'cetd', markdown: true, html: true });
    for (const output of [result.text, result.markdown, result.html]) {
      expect(output).toContain('isn’t just changing search — it’s');
      expect(output).not.toContain('â€');
    }
  });

  it('keeps CleanEval pages as the reference reads them', () => {
    expect(texts(`<text id="1">\n<p>${SHOWN}</p>\n</text>`, true)).toEqual([SHOWN]);
  });
});
