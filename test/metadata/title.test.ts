// The title as a reader sees it: a headline that carries the site's name loses it, as the metadata titles do;
// characters a reader does not see and entities a page escaped twice are not part of it.
import { loadPage } from '../../src/dom/page';
import { pageMetadata } from '../../src/metadata/metadata';

const titleOf = (html: string) => pageMetadata(loadPage(html)).title;
const PROSE = '<p>The committee met on Tuesday to discuss the new budget for the public library and its branches across the county.</p>';

describe('the title', () => {
  it('takes the site\'s name off a visible headline that carries it, as off <title>', () => {
    const page = '<html><head><title>Vehicle rental News and Reporting Coverage | WRAL</title><meta property="og:site_name" content="WRAL.com"></head>' +
      `<body><h1>Vehicle rental News and Reporting Coverage | WRAL</h1>${PROSE}</body></html>`;
    expect(titleOf(page)).toBe('Vehicle rental News and Reporting Coverage');
  });

  it('keeps a headline\'s last part when it is not a known site name (only metadata titles lose a guessed one)', () => {
    const page = `<html><head><title>Library budget approved</title></head><body><h1>Library budget approved | Opinion</h1>${PROSE}</body></html>`;
    expect(titleOf(page)).toBe('Library budget approved | Opinion');
  });

  it('drops the "Thread:" label forum software puts before a thread\'s title, not a colon inside a title', () => {
    const thread = '<html><head><title>What do you look for in a web host? | Web Hosting Talk</title></head>' +
      `<body><h1>Thread: What do you look for in a web host?</h1>${PROSE}</body></html>`;
    expect(titleOf(thread)).toBe('What do you look for in a web host?');
    expect(titleOf(`<html><body><h1>Threads: Instagram's text app explained</h1>${PROSE}</body></html>`)).toBe("Threads: Instagram's text app explained");
  });

  it('drops soft hyphens and zero-width characters, and decodes entities a page escaped twice', () => {
    expect(titleOf(`<html><body><h1>Home Repair Assis&shy;tance Pro\u200Bgram</h1>${PROSE}</body></html>`)).toBe('Home Repair Assistance Program');
    const page = '<html><head><meta property="og:title" content="Data Analysis Tools: Python, SQL &amp;#x26; AI"></head><body><p>Short.</p></body></html>';
    expect(titleOf(page)).toBe('Data Analysis Tools: Python, SQL & AI');
  });
});
