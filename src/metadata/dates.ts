// Dates as pages write them (ISO 8601 in attributes and JSON-LD, often a little off; "March 5, 2024" or
// "5 Mar 2024" in text) → ISO 8601: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM:SS` with the source's offset when it gives
// a time. The calendar day is the one the page wrote (no conversion to UTC), which is the day its reader sees.
// Month names of other languages are read in the page's own language (month-names.ts).
import { monthNamesOf } from './month-names';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 2025-12-18, 2025-12-18T13:21:19.000+00:00, 2025-12-02 08:30:10 -0600, 2025-07-05T06:03:42+0800, 2021-01-18T19:55Z. */
const ISO_LIKE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:(?:T|\s+|UTC)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?)?/i;
const MONTH_NAME = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
/** December 19, 2025 · Dec. 19 2025 · Dec 17th 2025; the year may run into the next word ("Dec 17, 2025Julian K. Arni"). */
const MONTH_DAY_YEAR = new RegExp(`\\b${MONTH_NAME}\\s+${DAY},?\\s+(\\d{4})(?!\\d)`, 'i');
/** 19 December 2025 · 19 Dec, 2025 · 19. Dezember is not English and not read. */
const DAY_MONTH_YEAR = new RegExp(`\\b${DAY}\\s+${MONTH_NAME},?\\s+(\\d{4})(?!\\d)`, 'i');
/**
 * 12. Mai 2012 · 12 de mayo de 2012 · 12 мая 2012 г. · 12 كانون الثاني 2012: a day, a word (or two, when one does not
 * reach the year) that may be a month of the page's language, a year.
 */
const DAY_WORD_YEAR = /(?<![\d.])(\d{1,2})\.?\s+(?:de\s+)?([\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+)??)\.?,?\s+(?:de\s+)?(\d{4})(?!\d)/gu;
/** 2012. május 12. (Hungarian, Lithuanian order): a year, a word that may be a month, a day. */
const YEAR_WORD_DAY = /(?<!\d)(\d{4})\.?\s+([\p{L}\p{M}]+)\.?\s+(\d{1,2})(?![\d:])/gu;
/** 2012年5月12日 (Chinese, Japanese) · 2012년 5월 12일 (Korean): written so in any language. */
const EAST_ASIAN = /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/;
/** A lower-case letter run into a capital: markup that set two words in separate elements ("Posted onNov 21, 2018"). */
const RUN_TOGETHER = /(\p{Ll})(\p{Lu})/gu;
/** Arabic-Indic and Persian digits ("١٢ مايو ٢٠١٢", "۱۲ مهٔ ۲۰۱۲"), read as the digits 0–9. */
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

function withLatinDigits(text: string): string {
  return text.replace(ARABIC_DIGIT, (digit) => {
    const code = digit.codePointAt(0)!;
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** 2025-09-13 written in a page's text ("by Jon Foster - 2025-09-13"). */
const ISO_IN_TEXT = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/;
/** 12.12.2025 · 15/12/2025 · 3/24/2025 · 11-29-2024: day and month in either order, read only where the order is certain. */
const NUMERIC = /\b(\d{1,2})([./-])(\d{1,2})\2(\d{4})\b/;

/** Years a publication date can have. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2100;

function pad(n: number | string, width = 2): string {
  return String(n).padStart(width, '0');
}

function validDay(year: number, month: number, day: number): boolean {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetOf(zone: string | undefined): string {
  if (zone === undefined) return '';
  if (/^(z|utc|gmt)$/i.test(zone)) return 'Z';
  const digits = zone.replace(':', '');
  return `${digits.slice(0, 3)}:${digits.slice(3)}`;
}

function fromIsoLike(match: RegExpMatchArray): string | undefined {
  const [, y, m, d, hours, minutes, seconds, zone] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (!validDay(year, month, day)) return undefined;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (hours === undefined || Number(hours) > 23) return date;
  return `${date}T${pad(hours)}:${minutes}:${seconds ?? '00'}${offsetOf(zone)}`;
}

function fromParts(year: string, monthName: string, day: string): string | undefined {
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
  return validDay(Number(year), month, Number(day)) ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** A machine-readable date (an attribute, a <meta> content, JSON-LD): ISO-like, or else a written date (in `language`). */
export function parseDate(value: string, language?: string): string | undefined {
  const text = value.trim();
  const iso = text.match(ISO_LIKE);
  return iso ? fromIsoLike(iso) : findWrittenDate(text, language);
}

/** The numbers and separator of the first numeric date in a text (12.12.2025, 3/24/2025, 11-29-2024). */
function numericParts(text: string): { first: number; separator: string; second: number; year: number } | undefined {
  const match = text.match(NUMERIC);
  return match ? { first: Number(match[1]), separator: match[2], second: Number(match[3]), year: Number(match[4]) } : undefined;
}

/** Whether a text holds a day in digits, whatever the order of its day and month (02-12-2025). */
export function holdsNumericDay(text: string): boolean {
  return NUMERIC.test(text);
}

/**
 * A numeric date: with dots day first (12.12.2025, the European order); with slashes or hyphens in the order its
 * numbers allow (15/12/2025, 3/24/2025, 11-29-2024), none when both are possible (3/4/2025).
 */
function numericDate(text: string): string | undefined {
  const numbers = numericParts(text);
  if (numbers === undefined) return undefined;
  const { first, separator, second, year } = numbers;
  const dayFirst = separator === '.' || (first > 12 && second <= 12);
  if (!dayFirst && !(second > 12 && first <= 12)) return undefined;
  const [day, month] = dayFirst ? [first, second] : [second, first];
  return validDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/**
 * The first written date in a text: English month names ("Posted by X on Friday December 19, 2025 @08:00PM"), else
 * those of the page's `language` ("12. Mai 2012", "2012. május 12."), else a Chinese, Japanese or Korean date, else
 * year-month-day, else numeric.
 */
export function findWrittenDate(written: string, language?: string): string | undefined {
  const text = withLatinDigits(written).replace(RUN_TOGETHER, '$1 $2');
  const monthFirst = text.match(MONTH_DAY_YEAR);
  const dayFirst = text.match(DAY_MONTH_YEAR);
  if (monthFirst && (!dayFirst || monthFirst.index! <= dayFirst.index!)) return fromParts(monthFirst[3], monthFirst[1], monthFirst[2]);
  if (dayFirst) return fromParts(dayFirst[3], dayFirst[2], dayFirst[1]);
  const names = language === undefined ? undefined : monthNamesOf(language);
  const named = names === undefined ? undefined : namedDate(text, names);
  if (named !== undefined) return named;
  const eastAsian = text.match(EAST_ASIAN);
  if (eastAsian && validDay(Number(eastAsian[1]), Number(eastAsian[2]), Number(eastAsian[3]))) return `${eastAsian[1]}-${pad(eastAsian[2])}-${pad(eastAsian[3])}`;
  const iso = text.match(ISO_IN_TEXT);
  return iso && validDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? `${iso[1]}-${iso[2]}-${iso[3]}` : numericDate(text);
}

/** The first date in `text` written with one of `names` (a language's month names), day first or year first. */
function namedDate(text: string, names: ReadonlyMap<string, number>): string | undefined {
  let first: { index: number; date: string } | undefined;
  for (const [pattern, year, name, day] of [[DAY_WORD_YEAR, 3, 2, 1], [YEAR_WORD_DAY, 1, 2, 3]] as const) {
    for (const match of text.matchAll(pattern)) {
      if (first !== undefined && match.index >= first.index) break;
      const month = names.get(match[name].toLowerCase().replace(/\s+/g, ' '));
      if (month === undefined || !validDay(Number(match[year]), month, Number(match[day]))) continue;
      first = { index: match.index, date: `${match[year]}-${pad(month)}-${pad(match[day])}` };
      break;
    }
  }
  return first?.date;
}

/** Where a written date's year ends (not an ISO date's, whose month follows): a line may hold two ("May 21, 2025April 24, 2025"). */
const YEAR_END = /(?<=\b(?:19|20)\d{2})(?![-/.\d])/;

/**
 * Both readings of a numeric date (09.10.2024: 9 October, or 10 September as a US page writes it with dots; 3/4/2025),
 * the one its numbers allow when only one is possible.
 */
function numericReadings(text: string): string[] {
  const numbers = numericParts(text);
  if (numbers === undefined) return [];
  const { first, second, year } = numbers;
  return [
    [first, second],
    [second, first],
  ]
    .filter(([month, day]) => validDay(year, month, day))
    .map(([month, day]) => `${year}-${pad(month)}-${pad(day)}`);
}

/** The calendar days written in `lines` (in `language`), each of their dates; a numeric date whose order is not certain both ways. */
export function writtenDays(lines: readonly string[], language?: string): Set<string> {
  const pieces = lines.flatMap((line) => line.split(YEAR_END));
  const dates = [...pieces.map((piece) => findWrittenDate(piece, language)), ...pieces.flatMap(numericReadings)];
  return new Set(dates.filter((date): date is string => date !== undefined).map(calendarDay));
}

/** The calendar day of an ISO date this module wrote. */
export function calendarDay(iso: string): string {
  return iso.slice(0, 10);
}

/** The offset of an ISO date this module wrote (`+05:00`, `-08:00`, `Z`), none without a time. */
export function offsetOfDate(iso: string): string | undefined {
  return iso.match(/T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/)?.[1];
}

/** A UTC date-time of this module written in another offset: the same moment, the calendar day of that zone. */
export function inOffset(iso: string, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offset}`;
}
