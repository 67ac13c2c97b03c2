# Shared set-up for scripts/start.sh and scripts/test.sh: installs what a fresh Debian/Ubuntu machine
# with Node 20 lacks, or says exactly what to install when it cannot (not root, not Debian).

log() { printf '\033[1;34m[verifydesk]\033[0m %s\n' "$*"; }
die() { printf '\033[1;31m[verifydesk]\033[0m %s\n' "$*" >&2; exit 1; }

require_node() {
  command -v node >/dev/null || die "Node.js 20.19+ is required (https://nodejs.org)."
  local major minor
  IFS=. read -r major minor _ <<<"$(node -p 'process.versions.node')"
  if (( major < 20 || (major == 20 && minor < 19) )); then
    die "Node.js $(node -v) is too old: 20.19 or newer is required."
  fi
}

# npm ci only when the lock file changed since the last install.
install_node_modules() {
  local stamp=node_modules/.verifydesk-lock-hash hash
  hash=$(sha256sum package-lock.json | cut -c1-64)
  if [[ -f $stamp && $(cat "$stamp") == "$hash" ]]; then return; fi
  log "installing npm dependencies (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$hash" >"$stamp"
}

apt_install() {
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    log "installing Debian packages: $*"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq "$@" >/dev/null
  else
    die "please install: $* (e.g. sudo apt-get install $*), then run this again."
  fi
}

# A local redis-server is started only when REDIS_URL is unset or does not answer.
ensure_redis_server() {
  command -v redis-server >/dev/null || apt_install redis-server
  # Debian's package starts a system-wide service; ours runs separately on its own port.
}

ensure_chromium() {
  [[ -x ${CHROMIUM_PATH:-/usr/bin/chromium} ]] || apt_install chromium fonts-liberation
}

# The tests read the PDF reports' text with poppler's pdftotext (test/support/pdf-text.ts).
ensure_pdftotext() {
  command -v pdftotext >/dev/null || apt_install poppler-utils
}

# Tests only: Debian's docker-compose resolves docker-compose.yml (`config`) without a Docker engine;
# without the recommended docker.io, so no engine is installed.
ensure_docker_compose() {
  command -v docker-compose >/dev/null || apt_install --no-install-recommends docker-compose
}
