#!/usr/bin/env bash
# Before `npm test`: the programs the tests start for real — redis-server (the queue tests) and Chromium (the
# report tests, through playwright-core, which ships no browser). A missing one is installed from Debian's
# packages where this user may (root, or sudo without a password); otherwise the tests do not start, and this
# says what to install.
set -u

# Where the tests look: PATH, then /usr/bin (test/support/redis-server.ts, test/support/chromium.ts).
has() {
  local file
  for file in "$(command -v "$1" 2>/dev/null)" "/usr/bin/$1"; do
    [ -n "$file" ] && [ -f "$file" ] && [ -x "$file" ] && return 0
  done
  return 1
}

missing=()
has redis-server || missing+=(redis-server)
{ [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } || has chromium || has chromium-browser || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0

install_hint="install them (Debian: sudo apt-get install -y ${missing[*]}; set CHROMIUM_PATH for a Chromium elsewhere)"
if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo=(sudo -n)
else
  echo "npm test: the tests need ${missing[*]}, not installed, and this user cannot install packages: $install_hint" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test: the tests need ${missing[*]}, not installed, and there is no apt-get here: $install_hint" >&2
  exit 1
fi
echo "npm test: installing ${missing[*]} (Debian packages) for the queue and report tests" >&2
"${sudo[@]}" apt-get update -qq >/dev/null 2>&1
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1
still=()
for package in "${missing[@]}"; do has "$package" || still+=("$package"); done
if [ ${#still[@]} -gt 0 ]; then
  echo "npm test: could not install ${still[*]}: $install_hint" >&2
  exit 1
fi
