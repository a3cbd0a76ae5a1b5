// A link as a page writes it (relative, padded) made absolute: an http(s) URL, or undefined.

/** Whether `value` is an absolute http(s) URL with a host, as a page's address must be. */
export function isAbsoluteHttpUrl(value: string): boolean {
  return /^https?:\/\/[^/]/i.test(value) && absoluteUrl(value) !== undefined;
}

export function absoluteUrl(value: string | undefined, base?: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
