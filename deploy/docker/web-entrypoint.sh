#!/bin/sh
# Renders deploy/nginx/nginx.conf.template with the container's settings and runs nginx in the
# foreground as the non-root user. packages/release/src/nginx/render.js fills the same
# placeholders with the same text for the native run (a unit test compares the two renderings).
set -eu

: "${LISTEN_PORT:=8080}"
: "${API_UPSTREAMS:=api:3100}"
: "${PAGES_UPSTREAMS:=gateway:3000}"
: "${WORKER_PROCESSES:=auto}"
: "${DEPLOY_DIR:=/srv/deploy}"
PREFIX=/tmp/nginx

: "${API_RESOLVER:=}"
: "${TRUSTED_PROXIES:=}"

# Who the visitor is: the connection's address, or with a load balancer in front (TRUSTED_PROXIES,
# addresses or subnets separated by spaces) the X-Forwarded-For it sends. Same text as render.js.
if [ -n "$TRUSTED_PROXIES" ]; then
  REAL_IP=""
  for proxy in $TRUSTED_PROXIES; do
    case "$proxy" in
      *[!0-9A-Fa-f.:/]*) echo "TRUSTED_PROXIES: \"$proxy\" is not an address or a subnet" >&2; exit 1 ;;
    esac
    REAL_IP="${REAL_IP}set_real_ip_from ${proxy}; "
  done
  REAL_IP="${REAL_IP}real_ip_header X-Forwarded-For; real_ip_recursive on;"
else
  REAL_IP="# no proxy in front of nginx is believed (TRUSTED_PROXIES is empty)"
fi

# With a resolver (compose: Docker's DNS at 127.0.0.11), API_UPSTREAMS is one name for every
# replica, resolved again every 5 s; otherwise a fixed upstream block. Same text as render.js.
if [ -n "$API_RESOLVER" ]; then
  API_UPSTREAM="resolver ${API_RESOLVER} valid=5s ipv6=off;"
  API_BACKEND="$API_UPSTREAMS"
  PAGES_UPSTREAM="# page renderers: one name, resolved through the resolver above"
  PAGES_BACKEND="$PAGES_UPSTREAMS"
else
  servers=""
  for server in $API_UPSTREAMS; do
    servers="${servers}server ${server} max_fails=3 fail_timeout=10s; "
  done
  API_UPSTREAM="upstream api_upstream { ${servers}keepalive 16; }"
  API_BACKEND=api_upstream
  servers=""
  for server in $PAGES_UPSTREAMS; do
    servers="${servers}server ${server} max_fails=3 fail_timeout=10s; "
  done
  PAGES_UPSTREAM="upstream pages_upstream { ${servers}keepalive 16; }"
  PAGES_BACKEND=pages_upstream
fi

# The master runs as www-data already (USER in the Dockerfile): no user switch for the workers.
WORKER_USER="# workers run as the container user"
LOAD_MODULES="load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;"
BROTLI_STATIC="brotli_static on;"
MIME_TYPES=/etc/nginx/mime.types
SHELL_ROOT=/srv/site/shell
REMOTE_BUILDS_DIR=/srv/site/remotes
DEFAULTS_DIR=/srv/site/defaults
RUN_DIR=$PREFIX/run
LOG_DIR=$PREFIX/logs
CONF_DIR=$PREFIX/conf
export WORKER_USER LISTEN_PORT WORKER_PROCESSES DEPLOY_DIR REAL_IP API_UPSTREAM API_BACKEND PAGES_UPSTREAM PAGES_BACKEND LOAD_MODULES BROTLI_STATIC MIME_TYPES \
  SHELL_ROOT REMOTE_BUILDS_DIR DEFAULTS_DIR RUN_DIR LOG_DIR CONF_DIR

mkdir -p "$RUN_DIR" "$LOG_DIR" "$CONF_DIR"
# Logs go to the container's output.
ln -sf /dev/stdout "$LOG_DIR/access.log"
# The error log through a FIFO to nginx-error-json.pl: one JSON object per line on stderr, like the
# access log's lines (nginx has no format for its error log).
rm -f "$LOG_DIR/error.log"
mkfifo "$LOG_DIR/error.log"
perl /usr/local/bin/nginx-error-json.pl "$LOG_DIR/error.log" >&2 &

VARS='${WORKER_USER} ${LOAD_MODULES} ${WORKER_PROCESSES} ${RUN_DIR} ${LOG_DIR} ${MIME_TYPES} ${BROTLI_STATIC} ${REAL_IP} ${API_UPSTREAM} ${API_BACKEND} ${PAGES_UPSTREAM} ${PAGES_BACKEND} ${LISTEN_PORT} ${SHELL_ROOT} ${DEPLOY_DIR} ${DEFAULTS_DIR} ${REMOTE_BUILDS_DIR} ${CONF_DIR}'
envsubst "$VARS" < /etc/agency-nginx/nginx.conf.template > "$CONF_DIR/nginx.conf"
cp /etc/agency-nginx/static-headers.conf "$CONF_DIR/"
# The page headers for this image's shell, made at build time (packages/release/bin/csp-headers.js).
cp /srv/site/csp-headers.conf "$CONF_DIR/"

nginx -t -q -p "$PREFIX" -e "$LOG_DIR/error.log" -c "$CONF_DIR/nginx.conf"

# The page policy allows the origins of remotes released to their own hosts: the release tool writes
# them into the deploy folder (nginx-csp-origins.conf, included by nginx.conf's map) and nginx reads
# that file again when it changes. A file nginx refuses leaves the running configuration as it was.
: "${CSP_ORIGINS_POLL_SECONDS:=5}"
ORIGINS_FILE="$DEPLOY_DIR/nginx-csp-origins.conf"
origins_seen=$(cksum "$ORIGINS_FILE" 2>/dev/null || echo none)
(
  while sleep "$CSP_ORIGINS_POLL_SECONDS"; do
    origins_now=$(cksum "$ORIGINS_FILE" 2>/dev/null || echo none)
    [ "$origins_now" = "$origins_seen" ] && continue
    origins_seen=$origins_now
    if nginx -t -q -p "$PREFIX" -e "$LOG_DIR/error.log" -c "$CONF_DIR/nginx.conf"; then
      nginx -p "$PREFIX" -e "$LOG_DIR/error.log" -c "$CONF_DIR/nginx.conf" -s reload
    fi
  done
) &

exec nginx -p "$PREFIX" -e "$LOG_DIR/error.log" -c "$CONF_DIR/nginx.conf" -g 'daemon off;'
