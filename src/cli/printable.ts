// Text from a page, a file name or a queue (an id, a shard name, an error message) as it may be written to a
// terminal: a control character in it (ESC starts a terminal command: it could move the cursor, retitle the
// window or rewrite what was printed) is written escaped, `\x1b` or `\u009b`; line breaks too, so that one
// line stays one line.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function printable(text: string): string {
  return text.replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
