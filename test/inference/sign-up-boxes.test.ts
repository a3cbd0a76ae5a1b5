// Sign-up boxes (src/inference/sign-up-boxes.ts): the largest element around an email field with few words, not a
// page-wide form, a contact page or a list item.
import { loadPage } from '../../src/dom/page';
import { SIGN_UP_BOX_BLOCKS } from '../../src/inference/sign-up-boxes';

const ARTICLE = Array.from({ length: 8 }, (_, i) => `<p>Paragraph ${i} of the story tells what the council decided on Tuesday and what the residents who came to the meeting said about it afterwards.</p>`).join('');

function boxTexts(html: string): string[] {
  const page = loadPage(html);
  const inBox = page.get(SIGN_UP_BOX_BLOCKS);
  return page.blocks.filter((_, b) => inBox[b] === 1).map((block) => block.text.trim());
}

describe('sign-up boxes', () => {
  it('take the box around an email field inside the article, its heading and notes with it', () => {
    const html = `<html><body><article>${ARTICLE}<div class="signup"><h3>Sign up for the newsletter</h3><p>The news in your inbox every morning.</p><form><input type="email" placeholder="Email"><button>Subscribe</button></form><p>By signing up you agree to our privacy notice.</p></div>${ARTICLE}</article></body></html>`;
    expect(boxTexts(html)).toEqual(['Sign up for the newsletter', 'The news in your inbox every morning.', 'Subscribe', 'By signing up you agree to our privacy notice.']);
  });

  it('read a text field named for an email address as one', () => {
    const html = `<html><body>${ARTICLE}<div><p>Get our letters</p><form><input type="text" name="EMAIL"><button>Go</button></form></div></body></html>`;
    expect(boxTexts(html)).toEqual(['Get our letters', 'Go']);
  });

  it("leave a form around the whole page, a contact page's text and a list item alone", () => {
    const wholePage = `<html><body><form id="aspnetForm">${ARTICLE}<input type="email" name="email"><button>Subscribe</button></form></body></html>`;
    const contact = `<html><body><h1>Contact us</h1><p>Write to us and we will answer within a day.</p><form><label>Email</label><input type="email"><textarea></textarea><button>Send</button></form></body></html>`;
    const listItem = `<html><body>${ARTICLE}<ul><li><h3>Nature Station</h3><p>Coming soon.</p><form><input type="email"><button>Join the waitlist</button></form></li><li><h3>Feeder</h3><p>In stock.</p></li></ul></body></html>`;
    expect(boxTexts(wholePage)).toEqual([]);
    expect(boxTexts(contact)).toEqual(['Email', 'Send']);
    expect(boxTexts(listItem)).toEqual([]);
  });

  it('leave search fields alone', () => {
    const html = `<html><body>${ARTICLE}<div><p>Search the site</p><form><input type="search" name="q"><button>Search</button></form></div></body></html>`;
    expect(boxTexts(html)).toEqual([]);
  });
});
