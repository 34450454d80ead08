# syntax=docker/dockerfile:1.7
# The `web` image: Debian's nginx serving the shell and every remote's build, /api proxied to the
# API replicas. The same nginx configuration (deploy/nginx) runs natively in CI
# (packages/release/bin/nginx-native.js), so what CI tests is what this image serves.
ARG NODE_IMAGE=node:20-slim
ARG RUNTIME_IMAGE=debian:bookworm-slim

# Only the package manifests, so the install is cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY . .

# One stage per front end: BuildKit builds them side by side, and one remote's change rebuilds only it.
FROM source AS shell
RUN npm run build -w shell
FROM source AS marketing
RUN npm run build -w mf-marketing
FROM source AS portfolio
RUN npm run build -w mf-portfolio
FROM source AS blog
RUN npm run build -w mf-blog
FROM source AS commerce
RUN npm run build -w mf-commerce
FROM source AS assistant
RUN npm run build -w mf-assistant

# The served layout: shell/, remotes/<name>/, defaults/remotes.json; text files pre-compressed (.gz, .br).
FROM source AS site
COPY --from=shell /app/shell/dist /site/shell
COPY --from=marketing /app/mf-marketing/dist /site/remotes/marketing
COPY --from=portfolio /app/mf-portfolio/dist /site/remotes/portfolio
COPY --from=blog /app/mf-blog/dist /site/remotes/blog
COPY --from=commerce /app/mf-commerce/dist /site/remotes/commerce
COPY --from=assistant /app/mf-assistant/dist /site/remotes/assistant
RUN mkdir -p /site/defaults \
 && node -p "JSON.stringify(require('@agency/gateway/src/apps').defaultRemotesMap(), null, 2)" > /site/defaults/remotes.json \
 && find /site -name .build-inputs -delete \
 && node packages/release/bin/csp-headers.js /site/shell > /site/csp-headers.conf \
 && node packages/release/bin/compress.js /site/shell /site/remotes/*

FROM ${RUNTIME_IMAGE} AS web
# nginx 1.22 + the brotli_static module + envsubst, nothing else.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /var/www/html \
 && mkdir -p /srv/deploy /tmp/nginx \
 && chown -R www-data:www-data /srv/deploy /tmp/nginx
COPY --from=site /site /srv/site
COPY deploy/nginx/ /etc/agency-nginx/
COPY --chmod=0755 deploy/docker/web-entrypoint.sh /usr/local/bin/web-entrypoint.sh
ENV LISTEN_PORT=8080 \
    API_UPSTREAMS="api-1:3100 api-2:3100" \
    WORKER_PROCESSES=auto \
    DEPLOY_DIR=/srv/deploy
# Released remote versions and remotes.json live on a volume: `npm run release` output is copied there.
VOLUME ["/srv/deploy"]
USER www-data
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/web-entrypoint.sh"]
