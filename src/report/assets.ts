// The browser side of the report, as real files read once and inlined into each page (the site opens from disk,
// without network): the report's stylesheet and scripts (./browser, copied next to the compiled code by the
// build) and Chart.js's UMD bundle from node_modules.
import { readFileSync } from 'fs';
import * as path from 'path';

const BROWSER_DIR = path.join(__dirname, 'browser');

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

export interface ReportAssets {
  css: string;
  indexScript: string;
  pageScript: string;
  chartScript: string;
}

let assets: ReportAssets | undefined;

export function reportAssets(): ReportAssets {
  assets ??= {
    css: read(path.join(BROWSER_DIR, 'report.css')),
    indexScript: read(path.join(BROWSER_DIR, 'index.js')),
    pageScript: read(path.join(BROWSER_DIR, 'page.js')),
    // The package exports only its module entries; the UMD bundle sits beside the CommonJS one.
    chartScript: read(path.join(path.dirname(require.resolve('chart.js')), 'chart.umd.min.js')),
  };
  return assets;
}

/** A script inlined in a <script> element; `</script` inside it would end the element early. */
export function inlineScript(source: string): string {
  if (/<\/script/i.test(source)) throw new Error('an inlined report script contains </script');
  return `<script>${source}</script>`;
}
