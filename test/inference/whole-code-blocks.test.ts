// Code blocks read whole (src/inference/whole-code-blocks.ts): the blocks of one <pre> take the label most of their
// characters have; blocks outside it, and each other <pre>, keep their own.
import { readFileSync } from 'fs';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { loadPage } from '../../src/dom/page';
import { extractWith } from '../../src/inference/extract';
import { createExtractor } from '../../src/inference/registry';
import { withWholeCodeBlocks } from '../../src/inference/whole-code-blocks';

const PAGE = `<html><body><p>The first listing opens the file.</p>
<pre><code><span class="kw">use</span> std::fs::File;
<span class="kw">fn</span> <span class="fn">main</span>() {
    <span class="kw">let</span> f = File::open(<span class="str">"hello.txt"</span>);
}</code></pre>
<p>The second one only prints.</p>
<pre><code><span class="kw">fn</span> main() { println!(<span class="str">"hi"</span>); }</code></pre></body></html>`;

function labelled(keep: (text: string) => boolean): { texts: string[]; labels: Uint8Array; page: ReturnType<typeof loadPage> } {
  const page = loadPage(PAGE);
  const texts = page.blocks.map((block) => block.text.trim());
  return { texts, labels: Uint8Array.from(texts, (text) => (keep(text) ? 1 : 0)), page };
}

describe('code blocks read whole', () => {
  it('keep every token of a listing whose characters are mostly kept', () => {
    // The labeller dropped the keywords and the string: the listing's other characters outweigh them.
    const { texts, labels, page } = labelled((text) => !['use', 'fn', 'let', '"hello.txt"'].includes(text) && !text.startsWith('The second'));
    const [whole] = withWholeCodeBlocks(page, [labels]);
    const kept = texts.filter((_, b) => whole[b] === 1);
    expect(kept).toEqual(expect.arrayContaining(['use', 'std::fs::File;', 'fn', 'main', 'let', '"hello.txt"']));
    // The paragraph between the listings is left as it was labelled, and the second listing by its own characters.
    expect(kept).not.toContain('The second one only prints.');
    expect(kept).not.toContain('println!(');
  });

  it('drop a listing whose characters are mostly dropped', () => {
    const { texts, labels, page } = labelled((text) => text.startsWith('The') || text === '"hi"');
    const [whole] = withWholeCodeBlocks(page, [labels]);
    expect(texts.filter((_, b) => whole[b] === 1)).toEqual(['The first listing opens the file.', 'The second one only prints.']);
  });
});

it('keeps the listings of a chapter of the Rust book whole (WCXB page 2996, test/fixtures/wcxb/ATTRIBUTION.md)', async () => {
  const html = gunzipSync(readFileSync(path.join(__dirname, '..', 'fixtures', 'wcxb', 'html', '2996.html.gz')));
  const { text } = extractWith(await createExtractor('web2text'), html);
  expect(text).toContain('use std::fs::File;\n\nfn main() -> Result<(), Box<dyn Error>> {\n    let greeting_file = File::open("hello.txt")?;\n\n    Ok(())\n}');
});
