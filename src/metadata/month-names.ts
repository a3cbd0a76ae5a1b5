// Month names of a page's language, as the CLDR data of the runtime's Intl writes them: long and short, on their own
// and inside a date (Russian "май" and "12 мая 2012", Polish "maj" and "12 maja 2012", Hebrew "מאי" and "12 במאי 2012"
// with its preposition glued on), lower-cased, without a final
// dot → the month's number. Read only in the page's own language: one word names different months in two languages
// (Croatian "listopad" is October, Polish and Czech "listopad" November). English is dates.ts's own.
const NAMES_BY_LANGUAGE = new Map<string, ReadonlyMap<string, number> | undefined>();
/**
 * A month name of letters and marks only, one word or two ("كانون الثاني"); Japanese "5月" and Vietnamese "tháng 5"
 * hold digits: dates.ts reads them.
 */
const NAME = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)?$/u;
/**
 * Locales whose months a language also writes: Arabic names the Gregorian months in two ways, Egypt's and the Gulf's
 * ("مايو") and the Levant's and Iraq's ("أيار"), which CLDR gives under ar-SY.
 */
const ALSO_WRITTEN: Readonly<Record<string, readonly string[]>> = { ar: ['ar-SY'] };

/** The month names of `language` (a BCP 47 tag or ISO 639 code), or undefined for English and languages Intl lacks. */
export function monthNamesOf(language: string): ReadonlyMap<string, number> | undefined {
  const base = language.toLowerCase().split(/[-_]/)[0];
  if (base === 'en' || !/^[a-z]{2,3}$/.test(base)) return undefined;
  if (NAMES_BY_LANGUAGE.has(base)) return NAMES_BY_LANGUAGE.get(base);
  const names = Intl.DateTimeFormat.supportedLocalesOf(base).length === 0 ? undefined : namesOf([base, ...(ALSO_WRITTEN[base] ?? [])]);
  NAMES_BY_LANGUAGE.set(base, names);
  return names;
}

function namesOf(locales: readonly string[]): ReadonlyMap<string, number> {
  const names = new Map<string, number>();
  for (const locale of locales) for (const month of ['long', 'short'] as const) {
    // The Gregorian months, whatever calendar the language uses by default (Persian's: its months are others).
    const alone = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC', calendar: 'gregory' });
    const inDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC', calendar: 'gregory' });
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2020, m, 15));
      const written = [alone.format(date), ...monthInDate(inDate.formatToParts(date))];
      for (const name of written.map((text) => text.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' '))) if (NAME.test(name) && !names.has(name)) names.set(name, m + 1);
    }
  }
  return names;
}

/** The month as a date writes it, and with the letters the date glues before it (Hebrew "12 במאי 2012": "in May"). */
function monthInDate(parts: readonly Intl.DateTimeFormatPart[]): string[] {
  const index = parts.findIndex((part) => part.type === 'month');
  if (index < 0) return [];
  const month = parts[index].value;
  const glued = index > 0 ? /[\p{L}\p{M}]+$/u.exec(parts[index - 1].value)?.[0] : undefined;
  return glued === undefined ? [month] : [month, glued + month];
}
