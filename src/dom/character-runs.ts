// Lets parse5's tokenizer take runs of ordinary characters in one step.
//
// parse5 consumes its input one code point at a time: for every character of text, script, style, comment or
// attribute value it advances the preprocessor, dispatches on the tokenizer state, builds a one-character string
// and appends it to the current token, and the tree builder then handles one token per word and per space. Here
// the states that only *collect* characters (data, RCDATA, RAWTEXT, script data, escaped script data, comments,
// quoted attribute values) first look ahead for the next character that state treats specially and append
// everything before it as one slice. The tokens are exactly parse5's: character tokens are still split into
// whitespace and non-whitespace runs at the same places, with the same offsets, except where the caller says the
// tree builder handles both kinds alike (`mergesWhitespace`): there a text run is one token instead of one per
// word and space. Anything unusual (a carriage return, a surrogate, NUL, a partial input chunk) is left to
// parse5's own per-character code.
//
// Only parse5 internals named below are touched (parse5 is pinned to 7.3.0). The preprocessor's line/column
// counters are not advanced over a run; they only feed parse errors and location info, both off here.
import { Token, Tokenizer } from 'parse5';
import { setOwnMethods } from './own-methods';

/** The tokenizer members used here (parse5 7.x; protected in its typings). */
interface RunTokenizer {
  preprocessor: { html: string; pos: number; droppedBufferSize: number; lastChunkWritten: boolean };
  consumedAfterSnapshot: number;
  currentToken: { data?: string } | null;
  currentCharacterToken: { type: Token.TokenType } | null;
  currentAttr: { value: string };
  /** Whether the tree builder handles whitespace and other text alike at this point (see the file comment). */
  mergesWhitespace(): boolean;
  _appendCharToCurrentCharacterToken(type: Token.TokenType, chars: string): void;
  _stateData(cp: number): void;
  _stateRcdata(cp: number): void;
  _stateRawtext(cp: number): void;
  _stateScriptData(cp: number): void;
  _stateScriptDataEscaped(cp: number): void;
  _stateComment(cp: number): void;
  _stateAttributeValueDoubleQuoted(cp: number): void;
  _stateAttributeValueSingleQuoted(cp: number): void;
}

/**
 * A search for the next character that ends a run: one of `specials`, or NUL, CR or a surrogate, which are
 * left to parse5's own code. The first characters are looked up in a table, since most runs (attribute values,
 * the text between two tags) are short; a regular expression scans longer ones ≈ 2× faster than a charCodeAt loop.
 */
interface StopSearch {
  /** Per ASCII code, 1 when it ends a run. */
  ascii: Uint8Array;
  pattern: RegExp;
}

function stopSearch(specials: string): StopSearch {
  const pattern = new RegExp(`[${specials}\\0\\r\\ud800-\\udfff]`, 'g');
  const ascii = new Uint8Array(128);
  for (let code = 0; code < 128; code++) ascii[code] = String.fromCharCode(code).search(pattern) === 0 ? 1 : 0;
  return { ascii, pattern };
}

/** Characters looked up in the table before the regular expression takes over. */
const TABLE_SCAN = 16;

/** Index of the first character from `from` on that ends a run, or the text's length. */
function nextStop(html: string, from: number, { ascii, pattern }: StopSearch): number {
  const tableEnd = Math.min(html.length, from + TABLE_SCAN);
  for (let i = from; i < tableEnd; i++) {
    const code = html.charCodeAt(i);
    if (code < 128 ? ascii[code] === 1 : code >= 0xd800 && code <= 0xdfff) return i;
  }
  if (tableEnd === html.length) return tableEnd;
  pattern.lastIndex = tableEnd;
  return pattern.test(html) ? pattern.lastIndex - 1 : html.length;
}

// The characters each state handles otherwise than "append it" (WHATWG tokenizer §13.2.5.1–5, 20, 43, 36–37).
const DATA_STOPS = stopSearch('<&');
const RAWTEXT_STOPS = stopSearch('<');
const DASH_OR_LESS_THAN_STOPS = stopSearch('\\-<');
const DOUBLE_QUOTED_STOPS = stopSearch('"&');
const SINGLE_QUOTED_STOPS = stopSearch("'&");

/** parse5's whitespace for character tokens (space, LF, tab, form feed). */
function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0c;
}

/** End (exclusive) of the run of characters of one kind (whitespace or not) that starts at `from`, before `end`. */
function sameKindEnd(html: string, from: number, end: number): number {
  const whitespace = isWhitespace(html.charCodeAt(from));
  let stop = from + 1;
  while (stop < end && isWhitespace(html.charCodeAt(stop)) === whitespace) stop++;
  return stop;
}

/**
 * End (exclusive) of the run that starts with the code point just consumed, or -1 when there is none: that code
 * point is special in this state, or is not read from the input as it is (a CR turned into LF), or only part of
 * the input has been written.
 */
function runEnd(t: RunTokenizer, cp: number, stops: StopSearch): number {
  const { html, pos, lastChunkWritten } = t.preprocessor;
  if (!lastChunkWritten || html.charCodeAt(pos) !== cp) return -1;
  const end = nextStop(html, pos, stops);
  return end === pos ? -1 : end;
}

/** Consume the input up to `end` (exclusive): the next code point read is the one at `end`. */
function consumeTo(t: RunTokenizer, end: number): void {
  t.consumedAfterSnapshot += end - 1 - t.preprocessor.pos;
  t.preprocessor.pos = end - 1;
}

/**
 * Emits html[pos, end) as character tokens split into whitespace / non-whitespace runs, as parse5 does char by
 * char, or, while mergesWhitespace() holds, as one token together with the pending one (a token holding any
 * non-whitespace character is a CHARACTER token). The preprocessor sits at each run's start while it is
 * appended, so a token change takes the same offset parse5 would; parse5 may drop the parsed part of its buffer
 * then, which shifts every index.
 */
function emitCharacters(t: RunTokenizer, end: number): void {
  const pre = t.preprocessor;
  let start = pre.pos;
  while (start < end) {
    const pending = t.currentCharacterToken;
    const startsWithWhitespace = isWhitespace(pre.html.charCodeAt(start));
    let stop: number;
    let type: Token.TokenType;
    if ((pending === null || pending.type !== Token.TokenType.NULL_CHARACTER) && t.mergesWhitespace()) {
      stop = end;
      const onlyWhitespace = startsWithWhitespace && sameKindEnd(pre.html, start, end) === end;
      type = onlyWhitespace && pending?.type !== Token.TokenType.CHARACTER ? Token.TokenType.WHITESPACE_CHARACTER : Token.TokenType.CHARACTER;
      if (pending !== null) pending.type = type;
    } else {
      stop = sameKindEnd(pre.html, start, end);
      type = startsWithWhitespace ? Token.TokenType.WHITESPACE_CHARACTER : Token.TokenType.CHARACTER;
    }
    const chars = pre.html.slice(start, stop);
    pre.pos = start;
    const dropped = pre.droppedBufferSize;
    t._appendCharToCurrentCharacterToken(type, chars);
    const shift = pre.droppedBufferSize - dropped;
    start = stop - shift;
    end -= shift;
  }
  consumeTo(t, end);
}

type State = (this: RunTokenizer, cp: number) => void;

/** A text-collecting state that emits a run as character tokens. */
function textState(perCharacter: State, stops: StopSearch): State {
  return function (this: RunTokenizer, cp: number) {
    const end = runEnd(this, cp, stops);
    if (end < 0) return perCharacter.call(this, cp);
    emitCharacters(this, end);
  };
}

/** A state that appends a run to the current token (a comment's data, an attribute's value). */
function appendState(perCharacter: State, stops: StopSearch, append: (t: RunTokenizer, chars: string) => void): State {
  return function (this: RunTokenizer, cp: number) {
    const end = runEnd(this, cp, stops);
    if (end < 0) return perCharacter.call(this, cp);
    append(this, this.preprocessor.html.slice(this.preprocessor.pos, end));
    consumeTo(this, end);
  };
}

const appendToComment = (t: RunTokenizer, chars: string): void => {
  (t.currentToken as { data: string }).data += chars;
};

const appendToAttribute = (t: RunTokenizer, chars: string): void => {
  t.currentAttr.value += chars;
};

const parse5States = Tokenizer.prototype as unknown as RunTokenizer;

// The same functions for every tokenizer, so that the tokenizer's calls to them meet one target from page to page.
const RUN_STATES: Partial<RunTokenizer> = {
  _stateData: textState(parse5States._stateData, DATA_STOPS),
  _stateRcdata: textState(parse5States._stateRcdata, DATA_STOPS),
  _stateRawtext: textState(parse5States._stateRawtext, RAWTEXT_STOPS),
  _stateScriptData: textState(parse5States._stateScriptData, RAWTEXT_STOPS),
  _stateScriptDataEscaped: textState(parse5States._stateScriptDataEscaped, DASH_OR_LESS_THAN_STOPS),
  _stateComment: appendState(parse5States._stateComment, DASH_OR_LESS_THAN_STOPS, appendToComment),
  _stateAttributeValueDoubleQuoted: appendState(parse5States._stateAttributeValueDoubleQuoted, DOUBLE_QUOTED_STOPS, appendToAttribute),
  _stateAttributeValueSingleQuoted: appendState(parse5States._stateAttributeValueSingleQuoted, SINGLE_QUOTED_STOPS, appendToAttribute),
};

/** Replaces the tokenizer's character-collecting states with run-at-a-time versions (see the file comment). */
export function consumeCharacterRuns(tokenizer: unknown, mergesWhitespace: () => boolean = () => false): void {
  const t = tokenizer as RunTokenizer;
  setOwnMethods(t, RUN_STATES);
  t.mergesWhitespace = mergesWhitespace;
}
