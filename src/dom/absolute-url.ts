// A link as a page writes it (relative, padded) made absolute: an http(s) URL, or undefined.

export function absoluteUrl(value: string | undefined, base?: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
