// The page's title. Pages name it in several places that often disagree: <title> and og:title add the site's
// name ("Apple Watch | Best Buy"), the JSON-LD headline may be an SEO variant, and the visible <h1> is what the
// reader sees — or a slogan, or the site's logo. No single rule tells which one a reader takes for the title (on
// WCXB the <h1> and <title> disagree on 4 pages in 10, and the gold follows each about equally often), so a
// learned scorer chooses among every candidate string (title-candidates.ts), with the weights fitted on the train
// parts of WCXB and L3S-GN1 by scripts/train-title-chooser.ts (npm run title:train) and kept in title-chooser.json.
import chooserFile from './title-chooser.json';
import { TITLE_FEATURES, titleCandidates, type TitleSources } from './title-candidates';
import { bestCandidate, chooserWeights, type TitleChooser } from './title-chooser';

let shipped: TitleChooser | undefined;

/** The weights in title-chooser.json, checked once against the features title-candidates.ts computes. */
function shippedChooser(): TitleChooser {
  if (shipped === undefined) {
    if (chooserFile.features.join() !== TITLE_FEATURES.join()) throw new Error('title-chooser.json was fitted on other features than title-candidates.ts computes: run npm run title:train -- --write');
    shipped = chooserFile;
  }
  return shipped;
}

export function chooseTitle(sources: TitleSources, chooser: TitleChooser = shippedChooser()): string | undefined {
  return bestCandidate(titleCandidates(sources), chooserWeights(chooser, sources))?.text;
}
