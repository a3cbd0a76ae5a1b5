import { loadPage } from '../../src/dom/page';

const texts = (html: string, cleaneval = false) => loadPage(html, { cleaneval }).blocks.map((block) => block.text.trim());

describe('icon-font ligatures are not text (src/dom/icon-text.ts)', () => {
  it('skips Material icons and symbols written as their names, keeping the text beside them', () => {
    const html =
      '<p><i class="material-icons">star</i><i class="material-icons">star_half</i>' +
      '<span class="material-symbols-outlined">chevron_right</span><mat-icon>home</mat-icon>Rated by 12 riders</p>';
    expect(texts(html)).toEqual(['Rated by 12 riders']);
  });

  it('skips a one-name text in an element whose class names an icon, and an aria-hidden name with an underscore', () => {
    const html =
      '<div><span class="social-icon">instagram</span><i class="glyphicon glyphicon-search">search</i>' +
      '<i class="x1" aria-hidden="true">heart_outlined</i><p>Follow us</p></div>';
    expect(texts(html)).toEqual(['Follow us']);
  });

  it('keeps words that only look like names: aria-hidden without an underscore, capitalised or several words, no icon mark', () => {
    const html =
      '<p>Cook time 20<span aria-hidden="true">mins</span></p><p><i class="fa fa-comments">Messages</i></p>' +
      '<p><span class="icon-label">share this page</span></p><p><span class="unit">check_in</span></p>';
    expect(texts(html)).toEqual(['Cook time 20', 'mins', 'Messages', 'share this page', 'check_in']);
  });

  it('keeps an icon element that holds other elements (its text is not only a name)', () => {
    expect(texts('<p><span class="icon-text"><b>new</b></span> arrivals</p>')).toEqual(['new', 'arrivals']);
  });

  it('keeps icon names on CleanEval pages, read as the reference reads them', () => {
    const orig = '<text id="1">\n<p><i class="material-icons">star</i>Rated</p>\n</text>';
    expect(texts(orig, true)).toEqual(['star', 'Rated']);
  });
});
