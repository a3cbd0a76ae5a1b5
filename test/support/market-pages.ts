// A user's labelled pages: one market report per town, each on a site of its own (https://TOWN.example/market), so
// that a JSONL corpus of them splits by site into train, validation and test parts.
/** Ten towns: ten sites, so that the split by site (60 / 20 / 20) has a test part. */
export const TOWNS = ['Arles', 'Bergen', 'Cork', 'Delft', 'Evora', 'Fulda', 'Ghent', 'Hanko', 'Izmir', 'Jena'];

const MENU = ['Home', 'News', 'Sport', 'Weather', 'Events', 'Contact'];

/** A page of 14 blocks (training windows come from pages of more than 10): a menu, four paragraphs, a footer. */
export function marketPage(town: string): { html: string; gold: string } {
  const paragraphs = [
    `The market of ${town} opened at dawn, and by noon the square held more stalls than the council had counted.`,
    `Farmers from the valleys around ${town} brought apples, cheese and wool, and most of them sold out before evening.`,
    `The council of ${town} said the market would stay open on Saturdays until the end of the harvest season.`,
    `Next year the organisers in ${town} hope to give the square to the market on Sundays as well.`,
  ];
  const html = `<html><body><ul>${MENU.map((item) => `<li><a href="/${item.toLowerCase()}">${item}</a></li>`).join('')}</ul>
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
<div><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></div><p>© ${town} Gazette</p></body></html>`;
  return { html, gold: paragraphs.join('\n\n') };
}

/** JSONL lines {id, url, pageType, html, gold} of the towns' pages. */
export function corpusLines(towns: readonly string[]): string {
  return towns.map((town) => JSON.stringify({ id: town, url: `https://${town.toLowerCase()}.example/market`, pageType: 'article', ...marketPage(town) })).join('\n') + '\n';
}
