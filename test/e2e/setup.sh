#!/bin/sh
# Prepares what the end-to-end tests need, once; later runs only check.
#   - Debian packages: chromium (the browser playwright-core drives),
#     ripgrep (stands in for @vscode/ripgrep's GitHub download),
#     libkrb5-dev (headers for code-server's native `kerberos` module),
#     ffmpeg (makes the rollout video the preview step plays).
#   - code-server 4.100.3 (VS Code 1.100.3; the newest that runs on Node 20),
#     installed with npm into <repo>/.e2e/code-server (git-ignored).
# Works as root on Debian 12 reaching only the npm registry and Debian's archive.
set -eu

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CACHE="$ROOT/.e2e"
CS_DIR="$CACHE/code-server"
CS_VERSION=4.100.3
START=$(date +%s)

step() { echo "[setup +$(( $(date +%s) - START ))s] $*"; }

# --- Debian packages -------------------------------------------------------
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v rg >/dev/null 2>&1 || missing="$missing ripgrep"
[ -f /usr/include/krb5.h ] || [ -f /usr/include/gssapi/gssapi.h ] || missing="$missing libkrb5-dev"
command -v ffmpeg >/dev/null 2>&1 || missing="$missing ffmpeg"
if [ -n "$missing" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "setup: need root to apt-get install:$missing" >&2
    exit 1
  fi
  step "apt-get install$missing"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
fi

# --- code-server -----------------------------------------------------------
CS_BIN="$CS_DIR/node_modules/code-server/out/node/entry.js"
CS_PKG="$CS_DIR/node_modules/code-server/package.json"
installed_version() {
  [ -f "$CS_PKG" ] && node -p "require('$CS_PKG').version" 2>/dev/null || true
}
if [ -f "$CS_BIN" ] && [ "$(installed_version)" = "$CS_VERSION" ] \
   && [ -d "$CS_DIR/node_modules/code-server/lib/vscode/node_modules/@vscode/ripgrep/bin" ]; then
  step "code-server $CS_VERSION already in $CS_DIR"
else
  step "installing code-server $CS_VERSION into $CS_DIR"
  rm -rf "$CS_DIR"
  mkdir -p "$CS_DIR"
  # @vscode/ripgrep's postinstall downloads rg from GitHub (blocked here). It
  # first looks in $TMPDIR/vscode-ripgrep-cache-<its version>/ for the release
  # tarball, so we seed that cache with a tarball holding Debian's rg.
  SEED_TMP="$CACHE/tmp"
  rm -rf "$SEED_TMP"
  mkdir -p "$SEED_TMP/rg"
  cp "$(command -v rg)" "$SEED_TMP/rg/rg"
  for rgver in 1.15.9 1.15.10 1.15.11 1.15.12 1.15.13 1.15.14; do
    mkdir -p "$SEED_TMP/vscode-ripgrep-cache-$rgver"
    for asset in v13.0.0-10 v13.0.0-11 v13.0.0-12 v13.0.0-13; do
      tar -czf "$SEED_TMP/vscode-ripgrep-cache-$rgver/ripgrep-$asset-x86_64-unknown-linux-musl.tar.gz" -C "$SEED_TMP/rg" rg
    done
  done
  echo '{"name":"e2e-code-server","private":true}' > "$CS_DIR/package.json"
  # --unsafe-perm: code-server's postinstall refuses to run as root without it.
  # npm_config_yes: node-pty's postinstall calls `npx node-gyp`.
  # nodedir: argon2/kerberos/node-pty build from source against Node's headers.
  (cd "$CS_DIR" && TMPDIR="$SEED_TMP" npm_config_yes=true npm_config_nodedir=/usr \
    npm install --no-audit --no-fund --unsafe-perm --loglevel=error "code-server@$CS_VERSION")
  rm -rf "$SEED_TMP"
  [ -f "$CS_BIN" ] || { echo "setup: code-server entry point missing after install" >&2; exit 1; }
fi

# --- a rollout video for the preview step ------------------------------------
# H.264 (what VS Code webviews can play), no audio track (AAC does not play there).
VIDEO="$CACHE/media/episode_0.mp4"
if [ ! -s "$VIDEO" ]; then
  step "making $VIDEO"
  mkdir -p "$CACHE/media"
  ffmpeg -loglevel error -y -f lavfi -i testsrc=size=320x180:rate=20 -t 6 \
    -c:v libx264 -pix_fmt yuv420p -movflags +faststart -an "$VIDEO.tmp.mp4"
  mv "$VIDEO.tmp.mp4" "$VIDEO"
fi

step "done (chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}'), code-server $(installed_version))"
