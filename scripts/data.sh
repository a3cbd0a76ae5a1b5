#!/usr/bin/env bash
# `npm run data`: the corpora that training, evaluation and the corpus tests read, laid out beside the repository
# as ../shared/cleaneval and ../shared/wcxb; the commands read them there by default once WEB2TEXT_DATA names the
# folder (export WEB2TEXT_DATA=$(realpath ../shared)), as the scripts and the corpus tests do without it.
#
#   npm run data                      # fetch both from their public repositories (git, network)
#   npm run data -- --from DIR        # copy them from DIR/cleaneval and DIR/wcxb, already in this layout (and
#                                     # DIR/l3s-gn1, L3S-GN1, where DIR has it: it is not fetched)
#   npm run data -- --to DIR          # somewhere else than ../shared
#
# CleanEval (Baroni et al., LREC 2008): the pages and cleaned texts the Web2Text authors publish in
# github.com/dalab/web2text (src/main/resources/cleaneval/orig, clean), with the paper's page splits
# (splits/cleaneval.json). WCXB (Murrough Foley, 2026, CC-BY-4.0): the development set of
# github.com/Murrough-Foley/web-content-extraction-benchmark, as html/ID.html.gz, ground-truth/ID.json and
# metadata.json.
set -euo pipefail
cd "$(dirname "$0")/.."
from="" to="../shared"
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from="$2"; shift 2 ;;
    --to) to="$2"; shift 2 ;;
    *) echo "npm run data: unknown option $1 (--from DIR, --to DIR)" >&2; exit 2 ;;
  esac
done
mkdir -p "$to"
finished() { echo "npm run data: done: $to/cleaneval, $to/wcxb$([ -d "$to/l3s-gn1" ] && echo ", $to/l3s-gn1") (for the commands' defaults: export WEB2TEXT_DATA=$(cd "$to" && pwd))" >&2; }

if [ -n "$from" ]; then
  for corpus in cleaneval wcxb; do
    [ -d "$from/$corpus" ] || { echo "npm run data: $from/$corpus is not a folder" >&2; exit 2; }
    echo "npm run data: copying $from/$corpus to $to/$corpus" >&2
    rm -rf "${to:?}/$corpus" && cp -r "$from/$corpus" "$to/$corpus"
  done
  # L3S-GN1 is shared by its authors for research and not fetched: copied when DIR has it.
  if [ -d "$from/l3s-gn1" ]; then
    echo "npm run data: copying $from/l3s-gn1 to $to/l3s-gn1" >&2
    rm -rf "${to:?}/l3s-gn1" && cp -r "$from/l3s-gn1" "$to/l3s-gn1"
  fi
  finished
  exit 0
fi

command -v git >/dev/null || { echo "npm run data: needs git (or --from DIR)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "npm run data: CleanEval from github.com/dalab/web2text" >&2
git clone -q --depth 1 --filter=blob:none --sparse https://github.com/dalab/web2text "$work/web2text"
git -C "$work/web2text" sparse-checkout set src/main/resources/cleaneval
rm -rf "${to:?}/cleaneval" && mkdir -p "$to/cleaneval"
cp -r "$work/web2text/src/main/resources/cleaneval/orig" "$work/web2text/src/main/resources/cleaneval/clean" "$to/cleaneval/"
cp splits/cleaneval.json "$to/cleaneval/splits.json"

echo "npm run data: WCXB from github.com/Murrough-Foley/web-content-extraction-benchmark" >&2
git clone -q --depth 1 https://github.com/Murrough-Foley/web-content-extraction-benchmark "$work/wcxb"
node scripts/wcxb-layout.js "$work/wcxb" "$to/wcxb"
finished
