// The page's language: the one it declares, else the one eld detects in the start of its prose. The pages in
// test/fixtures/languages were written for the tests (see languages.test.ts); the paragraphs below too.
import { readFileSync } from 'fs';
import * as path from 'path';
import { loadPage } from '../../src/dom/page';
import { detectLanguage, DETECTION_CHARS } from '../../src/metadata/language';
import { pageMetadata } from '../../src/metadata/metadata';

const metadataOf = (html: string) => pageMetadata(loadPage(html));
const FIXTURES = path.join(__dirname, '..', 'fixtures', 'languages');

/** A paragraph of each language, about a town library's budget, as a local paper would write it. */
const PROSE: Record<string, string> = {
  en: 'The committee met on Tuesday to discuss the new budget for the public library and its branches across the county.',
  fr: 'Le conseil municipal s’est réuni mardi soir pour discuter du nouveau budget de la bibliothèque publique et de ses annexes dans les quartiers.',
  es: 'El ayuntamiento se reunió el martes por la tarde para debatir el nuevo presupuesto de la biblioteca pública y de sus sucursales en los barrios.',
  it: 'Il consiglio comunale si è riunito martedì sera per discutere il nuovo bilancio della biblioteca pubblica e delle sue sedi nei quartieri.',
  nl: 'De gemeenteraad kwam dinsdagavond bijeen om de nieuwe begroting van de openbare bibliotheek en haar filialen in de wijken te bespreken.',
  pl: 'Rada miejska zebrała się we wtorek wieczorem, aby omówić nowy budżet biblioteki publicznej i jej filii w poszczególnych dzielnicach.',
  de: 'Der Gemeinderat ist am Dienstagabend zusammengekommen, um über den neuen Haushalt der öffentlichen Bibliothek und ihrer Zweigstellen zu beraten.',
};

const page = (lang: string | undefined, body: string, head = '') => `<html${lang ? ` lang="${lang}"` : ''}><head>${head}</head><body>${body}</body></html>`;

describe('the language of a page that declares none', () => {
  it.each(Object.keys(PROSE))('detects %s in a page of its prose', (code) => {
    expect(metadataOf(page(undefined, `<h1>Library</h1><p>${PROSE[code]}</p><p>${PROSE[code]}</p>`)).language).toBe(code);
  });

  it.each(['zh', 'ja', 'ko', 'ar', 'ru', 'hi'])('detects %s in the written article page once its lang attribute is taken away', (code) => {
    const html = readFileSync(path.join(FIXTURES, `${code}.html`), 'utf8');
    const undeclared = html.replace(/<html[^>]*>/, '<html>');
    expect(undeclared).not.toMatch(/\blang=/);
    expect(metadataOf(undeclared).language).toBe(code);
  });

  it('reads the prose, not the menu: an English article in a site whose menu is German', () => {
    const menu = '<ul><li><a href="/">Startseite</a></li><li><a href="/n">Nachrichten</a></li><li><a href="/k">Kontakt und Impressum</a></li></ul>';
    expect(metadataOf(page(undefined, `${menu}<p>${PROSE.en}</p><p>${PROSE.en}</p>`)).language).toBe('en');
  });

  it(`reads only the start of the prose: French for ${DETECTION_CHARS} characters, then English`, () => {
    const french = `<p>${PROSE.fr}</p>`.repeat(Math.ceil(DETECTION_CHARS / PROSE.fr.length) + 1);
    expect(metadataOf(page(undefined, french + `<p>${PROSE.en}</p>`.repeat(40))).language).toBe('fr');
    expect(detectLanguage(`${PROSE.en} `.repeat(20) + `${PROSE.fr} `.repeat(5))).toBe('en');
  });

  it('gives no language for too little text', () => {
    expect(metadataOf(page(undefined, '<p>Hello there</p>')).language).toBeUndefined();
    expect(detectLanguage('12 345 — 67')).toBeUndefined();
  });
});

describe('a declared language wins over the text', () => {
  it('takes <html lang>, Content-Language or og:locale as declared, whatever the text is written in', () => {
    expect(metadataOf(page('de', `<p>${PROSE.en}</p>`)).language).toBe('de');
    expect(metadataOf(page(undefined, `<p>${PROSE.en}</p>`, '<meta http-equiv="Content-Language" content="nl, en">')).language).toBe('nl');
    expect(metadataOf(page(undefined, `<p>${PROSE.de}</p>`, '<meta property="og:locale" content="fr_FR">')).language).toBe('fr-FR');
  });

  it('detects the language where the declaration is not a language tag', () => {
    expect(metadataOf(page('{{ locale }}', `<p>${PROSE.it}</p><p>${PROSE.it}</p>`)).language).toBe('it');
  });
});
