// The publication date from what pages show when their metadata names none: numeric dates, elements whose class
// names a date, page data in scripts; and which source wins when several give one.
import { loadPage } from '../../src/dom/page';
import { findWrittenDate } from '../../src/metadata/dates';
import { pageMetadata } from '../../src/metadata/metadata';

const dateOf = (html: string) => pageMetadata(loadPage(html)).date;
const PROSE = '<p>The committee met on Tuesday to discuss the new budget for the public library and its branches across the county.</p>';

describe('numeric written dates', () => {
  it('reads dots day first, slashes in the only order their numbers allow, and nothing when both orders are possible', () => {
    expect(findWrittenDate('Veröffentlicht 12.11.2025')).toBe('2025-11-12');
    expect(findWrittenDate('Posted on the 15/12/2025 at 19:00')).toBe('2025-12-15');
    expect(findWrittenDate('4/24/2000 12:00:00 AM')).toBe('2000-04-24');
    expect(findWrittenDate('03/10/2023')).toBeUndefined();
    expect(findWrittenDate('31.02.2025')).toBeUndefined();
  });
});

describe('dates written in the page\'s language', () => {
  it('reads month names of the page\'s language, as its dates write them', () => {
    expect(findWrittenDate('Veröffentlicht am 12. Mai 2012', 'de')).toBe('2012-05-12');
    expect(findWrittenDate('Publicado el 12 de mayo de 2012 por Ana', 'es-ES')).toBe('2012-05-12');
    expect(findWrittenDate('Опубликовано 12 мая 2012 г.', 'ru')).toBe('2012-05-12');
    expect(findWrittenDate('Opublikowano 3 listopada 2021', 'pl')).toBe('2021-11-03');
    expect(findWrittenDate('Objavljeno 3. listopada 2021.', 'hr')).toBe('2021-10-03');
    expect(findWrittenDate('Közzétéve: 2012. május 12.', 'hu')).toBe('2012-05-12');
    expect(findWrittenDate('Δημοσιεύτηκε στις 12 Μαΐου 2012', 'el')).toBe('2012-05-12');
    expect(findWrittenDate('12 मई 2012 को प्रकाशित', 'hi')).toBe('2012-05-12');
    expect(findWrittenDate('Publié le 3 févr. 2024', 'fr')).toBe('2024-02-03');
  });

  it('reads another language\'s month names only in that language, and Chinese, Japanese and Korean dates in any', () => {
    expect(findWrittenDate('12. Mai 2012', 'en')).toBeUndefined();
    expect(findWrittenDate('12. Mai 2012')).toBeUndefined();
    expect(findWrittenDate('3 listopada 2021', 'de')).toBeUndefined();
    expect(findWrittenDate('Der 12. Bundestag 2012', 'de')).toBeUndefined();
    expect(findWrittenDate('发布于 2012年5月12日')).toBe('2012-05-12');
    expect(findWrittenDate('2012年5月12日 投稿')).toBe('2012-05-12');
    expect(findWrittenDate('2012년 5월 12일 작성')).toBe('2012-05-12');
  });

  it('dates a page by the month names of the language it declares or is written in', () => {
    const german = `<html lang="de"><body><h1>Die alte Mühle öffnet wieder</h1><p>Veröffentlicht am 12. Mai 2012 von Anna Berg</p>${PROSE}</body></html>`;
    expect(dateOf(german)).toBe('2012-05-12');
    // Undeclared: the language detected in its text (the Hindi line's words held vowel signs, which split them).
    const hindi = '<html><body><h1>पुरानी चक्की फिर से खुली</h1><p>12 मई 2012 को अन्ना द्वारा प्रकाशित</p><p>ग्यारह साल तक तख्तों से बंद खिड़कियों के बाद नदी किनारे की पुरानी चक्की ने शनिवार को फिर से अपने दरवाज़े खोले, इस बार कस्बे के चालीस परिवारों की सहकारी समिति द्वारा चलाई जाने वाली बेकरी के रूप में।</p></body></html>';
    expect(dateOf(hindi)).toBe('2012-05-12');
  });

  it('reads dates in Arabic-Indic and Persian digits, and the Gregorian months of a language whose calendar is another', () => {
    expect(findWrittenDate('نُشر في ١٢ مايو ٢٠١٢', 'ar')).toBe('2012-05-12');
    expect(findWrittenDate('٢٥/١٢/٢٠١٢', 'ar')).toBe('2012-12-25');
    expect(findWrittenDate('منتشر شده در ۱۲ مهٔ ۲۰۱۲', 'fa')).toBe('2012-05-12');
    // A Persian-calendar date is no Gregorian one: its month name is not read as one.
    expect(findWrittenDate('۲۳ اردیبهشت ۲۰۱۲', 'fa')).toBeUndefined();
  });

  it('reads the Levant\'s and Iraq\'s Arabic month names, of one word and of two, beside Egypt\'s', () => {
    expect(findWrittenDate('نُشر في 12 أيار 2012', 'ar')).toBe('2012-05-12');
    expect(findWrittenDate('بيروت، ٣ كانون الثاني ٢٠١٢', 'ar-LB')).toBe('2012-01-03');
    expect(findWrittenDate('15 تشرين الأول 2019 - 10:30', 'ar')).toBe('2019-10-15');
    expect(findWrittenDate('نُشر في 12 مايو 2012', 'ar')).toBe('2012-05-12');
    // A day, a word that is no month, another word, a year: no date.
    expect(findWrittenDate('12 de mayo de 2012', 'es')).toBe('2012-05-12');
    expect(findWrittenDate('12 كانون البحر 2012', 'ar')).toBeUndefined();
  });

  it('reads Hebrew dates, whose month carries its preposition glued on ("in May"), on Hebrew pages', () => {
    expect(findWrittenDate('פורסם ב-12 במאי 2012', 'he')).toBe('2012-05-12');
    expect(findWrittenDate('עודכן 3 בנובמבר 2021, 10:00', 'he-IL')).toBe('2021-11-03');
    expect(findWrittenDate('פורסם ב-12 מאי 2012', 'he')).toBe('2012-05-12');
    expect(findWrittenDate('12 במאי 2012', 'ar')).toBeUndefined();
    const hebrew = '<html lang="he" dir="rtl"><body><h1>הטחנה הישנה נפתחה מחדש</h1><p>פורסם ב-12 במאי 2012 על ידי אנה ברג</p><p>אחרי אחת עשרה שנים של חלונות מוגפים, הטחנה הישנה על גדת הנהר פתחה שוב את דלתותיה ביום שבת, הפעם כמאפייה שמנהלת אגודה שיתופית של ארבעים משפחות מהעיירה.</p></body></html>';
    expect(dateOf(hebrew)).toBe('2012-05-12');
  });
});

describe('numeric dates with hyphens', () => {
  it('reads month-day-year where the numbers allow only that order, as forum software writes a post\'s time', () => {
    expect(dateOf(`<html><body><h1>Web hosting</h1><p>11-29-2024, 09:03 AM#1</p>${PROSE}</body></html>`)).toBe('2024-11-29');
    expect(dateOf(`<html><body><h1>Web hosting</h1><p>03-04-2024, 09:03 AM#1</p>${PROSE}</body></html>`)).toBeUndefined();
  });
});

describe('written dates run into the words around them', () => {
  it('reads a date whose year runs into the next word, or whose month runs into the word before', () => {
    expect(findWrittenDate('Dec 17, 2025Julian K. Arni')).toBe('2025-12-17');
    expect(findWrittenDate('Posted onNov 21, 2018')).toBe('2018-11-21');
    expect(findWrittenDate('Published 3 March 2024Updated')).toBe('2024-03-03');
  });

  it('reads a year-month-day date in text after a month-name date, and not inside a longer run of numbers', () => {
    expect(findWrittenDate('by Jon Foster - 2025-09-13')).toBe('2025-09-13');
    expect(findWrittenDate('2025-09-13, first posted March 2, 2024')).toBe('2024-03-02');
    expect(findWrittenDate('Order 2025-09-13-0042')).toBeUndefined();
    expect(findWrittenDate('2025-13-09')).toBeUndefined();
  });

  it('reads no year in a longer number', () => {
    expect(findWrittenDate('Dec 17, 20251')).toBeUndefined();
  });
});

describe('visible dates in elements whose class names a date', () => {
  it('takes the date at the start of a date element, skipping one that says it was updated', () => {
    const page = `<html><body><h1>Library budget approved</h1>${PROSE}${PROSE}${PROSE}<div class="sidebar"><span class="post-date">Last updated on Feb 27, 2026</span>` +
      `<span class="post_date">2019-02-23, 09:14 PM (This post was last modified: 2024-01-05, 03:27 AM by a moderator)</span></div></body></html>`;
    expect(dateOf(page)).toBe('2019-02-23');
  });

  it('does not read a date in a class that only contains the letters ("candidate", "update")', () => {
    expect(dateOf(`<html><body>${PROSE}<p class="candidate-list">March 3, 2021</p><p class="entry_update">20 Dec 2025</p></body></html>`)).toBeUndefined();
  });

  it('prefers the <meta> date to a date element, and a date element to page data in a script', () => {
    const element = '<div class="single-post-date">July 8, 2025</div>';
    expect(dateOf(`<html><head><meta name="published" content="July 17, 2025"></head><body>${PROSE}${element}</body></html>`)).toBe('2025-07-17');
    const script = '<script>window.__DATA__ = {"postedAt":"2025-12-18T22:37:57.570Z"}</script>';
    expect(dateOf(`<html><body>${PROSE}${element}${script}</body></html>`)).toBe('2025-07-08');
    expect(dateOf(`<html><body>${PROSE}${script}</body></html>`)).toBe('2025-12-18T22:37:57Z');
  });
});

describe('the last modification', () => {
  it('dates a page only when it gives no publication date anywhere', () => {
    const modified = '<meta property="article:modified_time" content="2023-06-12T10:39:42+00:00">';
    expect(dateOf(`<html><head>${modified}</head><body>${PROSE}</body></html>`)).toBe('2023-06-12T10:39:42+00:00');
    expect(dateOf(`<html><head>${modified}</head><body>${PROSE}<p class="post-date">May 2, 2021</p></body></html>`)).toBe('2021-05-02');
    const jsonLd = '<script type="application/ld+json">{"@type":"Article","datePublished":"2020-03-11","dateModified":"2021-07-22"}</script>';
    expect(dateOf(`<html><head>${jsonLd}${modified}</head><body>${PROSE}</body></html>`)).toBe('2020-03-11');
  });
});

describe('the time zone of the date', () => {
  const published = '<meta property="article:published_time" content="2025-12-19T02:41:41+00:00">';

  it('writes a UTC moment of the metadata in the zone the page\'s <time> elements show, whose day the reader sees', () => {
    const shown = '<time datetime="2025-12-18T21:46:01-05:00">December 18, 2025 at 9:46 pm</time>';
    expect(dateOf(`<html><head>${published}</head><body>${PROSE}${shown}</body></html>`)).toBe('2025-12-18T21:41:41-05:00');
  });

  it('keeps the metadata\'s moment as written when the page shows no other zone, or the metadata gives its own', () => {
    expect(dateOf(`<html><head>${published}</head><body>${PROSE}<time datetime="2025-12-19T09:00:00Z">today</time></body></html>`)).toBe('2025-12-19T02:41:41+00:00');
    const ownZone = '<meta property="article:published_time" content="2025-12-18T21:41:41-05:00">';
    expect(dateOf(`<html><head>${ownZone}</head><body>${PROSE}<time datetime="2025-12-19T04:25:38+05:00">yesterday</time></body></html>`)).toBe('2025-12-18T21:41:41-05:00');
  });
});

describe('a declared date the page never shows', () => {
  const declared = (iso: string) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Best business certifications', datePublished: iso })}</script>`;
  const page = (iso: string, underHeadline: string, footer = '') =>
    `<html><head>${declared(iso)}</head><body><h1>Best business certifications</h1><p>${underHeadline}</p>${PROSE}<footer>${footer}</footer></body></html>`;

  it('gives way to the date written under the headline', () => {
    expect(dateOf(page('2019-08-14T13:00:00Z', 'Updated Sep 17, 2025'))?.slice(0, 10)).toBe('2025-09-17');
  });

  it('is kept where the page shows it too, also on a line with another date, or where the two are a day apart', () => {
    expect(dateOf(page('2019-08-14T13:00:00Z', 'Updated Sep 17, 2025', 'First published August 14, 2019'))?.slice(0, 10)).toBe('2019-08-14');
    expect(dateOf(page('2025-04-24T16:12:49+00:00', 'May 21, 2025April 24, 2025by The Ritualist'))?.slice(0, 10)).toBe('2025-04-24');
    expect(dateOf(page('2025-12-02T23:00:55+00:00', 'Dec 3, 2025'))?.slice(0, 10)).toBe('2025-12-02');
  });

  it('is kept where the only date under the headline is the day a forum poster joined', () => {
    expect(dateOf(page('2025-12-18T23:25:38+00:00', 'beijingwalker</p><p>JoinedNov 4, 2011'))?.slice(0, 10)).toBe('2025-12-18');
    expect(dateOf(page('2025-12-18T23:25:38+00:00', 'Member since Nov 4, 2011'))?.slice(0, 10)).toBe('2025-12-18');
  });

  it('is kept where the page shows it as a numeric date in the other order (09.10.2024 for 10 September on a US page)', () => {
    expect(dateOf(page('2024-09-10T16:07:00Z', '09.10.2024'))?.slice(0, 10)).toBe('2024-09-10');
    expect(dateOf(page('2024-09-10T16:07:00Z', '10/9/2024'))?.slice(0, 10)).toBe('2024-09-10');
    // A declared day the page shows in neither order still gives way to the written date, read day first.
    expect(dateOf(page('2024-03-02T16:07:00Z', '09.10.2024'))?.slice(0, 10)).toBe('2024-10-09');
  });
});
