// html-encoding-sniffer ships no typings: the WHATWG encoding-sniffing algorithm (BOM, transport label, <meta> prescan).
declare module 'html-encoding-sniffer' {
  function sniffHtmlEncoding(
    bytes: Uint8Array,
    options?: { transportLayerEncodingLabel?: string; defaultEncoding?: string },
  ): string;
  export = sniffHtmlEncoding;
}
