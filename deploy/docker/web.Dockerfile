# Two images from one file:
#   --target web      Debian's nginx serving the shell and every remote's build, /api proxied to the
#                     API replicas and page addresses to the gateway replicas
#   --target gateway  the page renderer (packages/gateway/src/process/serve.js): the same builds, their
#                     server bundles (dist/server) included, rendered with React on Node
#   --target release  the release tools without the build tools: the canary watcher
#                     (packages/release/bin/releases.js --watch) and `releases` for the figures
# The same nginx configuration (deploy/nginx) runs natively in CI
# (packages/release/bin/nginx-native.js), so what CI tests is what this image serves.
# Builds with the classic builder and with BuildKit alike (no BuildKit-only instruction).
# Node 22 LTS, pinned by digest: a rebuild uses the same base until this line changes.
ARG NODE_IMAGE=node:22.14-bookworm-slim@sha256:bac8ff0b5302b06924a5e288fb4ceecef9c8bb0bb92515985d2efdc3a2447052
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

# What every front end builds with: the shared packages (design system, platform, build config).
FROM deps AS shared
COPY tsconfig.base.json ./
COPY packages ./packages

# One stage per front end, each copying only its own folder on top of the shared packages: a change
# to one remote rebuilds only its stage (BuildKit also builds them side by side).
FROM shared AS shell
COPY shell ./shell
RUN npm run build -w shell
FROM shared AS marketing
COPY mf-marketing ./mf-marketing
RUN npm run build -w mf-marketing
FROM shared AS portfolio
COPY mf-portfolio ./mf-portfolio
RUN npm run build -w mf-portfolio
FROM shared AS blog
COPY mf-blog ./mf-blog
RUN npm run build -w mf-blog
FROM shared AS commerce
COPY mf-commerce ./mf-commerce
RUN npm run build -w mf-commerce
FROM shared AS assistant
COPY mf-assistant ./mf-assistant
RUN npm run build -w mf-assistant
FROM shared AS admin
COPY mf-admin ./mf-admin
RUN npm run build -w mf-admin

# The served layout: shell/, remotes/<name>/, defaults/remotes.json; text files pre-compressed (.gz, .br).
FROM shared AS site
COPY --from=shell /app/shell/dist /site/shell
COPY --from=marketing /app/mf-marketing/dist /site/remotes/marketing
COPY --from=portfolio /app/mf-portfolio/dist /site/remotes/portfolio
COPY --from=blog /app/mf-blog/dist /site/remotes/blog
COPY --from=commerce /app/mf-commerce/dist /site/remotes/commerce
COPY --from=assistant /app/mf-assistant/dist /site/remotes/assistant
COPY --from=admin /app/mf-admin/dist /site/remotes/admin
RUN mkdir -p /site/defaults \
 && node -p "JSON.stringify(require('@agency/workspace').defaultRemotesMap(), null, 2)" > /site/defaults/remotes.json \
 && find /site -name .build-inputs -delete \
 && node packages/release/bin/csp-headers.js /site/shell > /site/csp-headers.conf \
 && node packages/release/bin/compress.js /site/shell /site/remotes/*

# The page renderer's production dependencies only (express, pino, http-proxy-middleware): the
# server bundles carry React, emotion and the federation runtime inside them, so the renderer needs
# none of the build tools the `shared` stage holds (the image went from 1.34 GB to the figure in
# docs/OPERATIONS.md).
FROM ${NODE_IMAGE} AS gateway-deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund --omit=dev -w packages/gateway && npm cache clean --force

# The page renderer: the builds where the gateway looks for them (<app>/dist, server bundles too).
FROM ${NODE_IMAGE} AS gateway
WORKDIR /app
COPY --from=gateway-deps /app ./
COPY packages/workspace ./packages/workspace
COPY packages/server-kit ./packages/server-kit
COPY packages/gateway/package.json ./packages/gateway/
COPY packages/gateway/src ./packages/gateway/src
COPY shell/src/routing/routes.json ./shell/src/routing/routes.json
COPY --from=shell /app/shell/dist ./shell/dist
COPY --from=marketing /app/mf-marketing/dist ./mf-marketing/dist
COPY --from=portfolio /app/mf-portfolio/dist ./mf-portfolio/dist
COPY --from=blog /app/mf-blog/dist ./mf-blog/dist
COPY --from=commerce /app/mf-commerce/dist ./mf-commerce/dist
COPY --from=assistant /app/mf-assistant/dist ./mf-assistant/dist
COPY --from=admin /app/mf-admin/dist ./mf-admin/dist
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DEPLOY_DIR=/srv/deploy
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "packages/gateway/src/process/serve.js"]

# The canary watcher (compose's `watcher`, Kubernetes' Deployment `watcher`): Node's standard library
# and the repository's own packages it requires, linked by hand as npm links workspaces; nothing to
# install. packages/release/test/release-image.test.js runs the watcher from exactly these files.
FROM ${NODE_IMAGE} AS release
WORKDIR /app
COPY package.json ./
COPY packages/workspace ./packages/workspace
COPY packages/build/package.json ./packages/build/
COPY packages/build/contracts ./packages/build/contracts
COPY packages/gateway/package.json ./packages/gateway/
COPY packages/gateway/src ./packages/gateway/src
COPY packages/release/package.json ./packages/release/
COPY packages/release/bin ./packages/release/bin
COPY packages/release/src ./packages/release/src
COPY shell/src/routing/routes.json ./shell/src/routing/routes.json
RUN mkdir -p node_modules/@agency && for p in workspace build gateway release; do ln -s ../../packages/$p node_modules/@agency/$p; done
ENV NODE_ENV=production \
    DEPLOY_DIR=/srv/deploy \
    RUM_API_URL=http://api:3100
USER node
# Healthy while it keeps looking (--heartbeat is touched after every look, every --interval seconds).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const fs = require('fs'); try { process.exit(Date.now() - fs.statSync('/tmp/watcher-heartbeat').mtimeMs < 180000 ? 0 : 1) } catch { process.exit(1) }"]
CMD ["node", "packages/release/bin/releases.js", "--watch", "--heartbeat", "/tmp/watcher-heartbeat"]

FROM ${RUNTIME_IMAGE} AS web
# nginx 1.22 + the brotli_static module + envsubst, nothing else.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /var/www/html \
 && mkdir -p /srv/deploy /tmp/nginx \
 && chown -R www-data:www-data /srv/deploy /tmp/nginx
COPY --from=site /site /srv/site
COPY deploy/nginx/ /etc/agency-nginx/
COPY deploy/docker/web-entrypoint.sh deploy/docker/web-healthcheck.sh deploy/docker/nginx-error-json.pl /usr/local/bin/
RUN chmod 0755 /usr/local/bin/web-entrypoint.sh /usr/local/bin/web-healthcheck.sh /usr/local/bin/nginx-error-json.pl
ENV LISTEN_PORT=8080 \
    API_UPSTREAMS="api:3100" \
    API_RESOLVER=127.0.0.11 \
    WORKER_PROCESSES=auto \
    DEPLOY_DIR=/srv/deploy
# Released remote versions and remotes.json live on a volume: `npm run release` output is copied there.
VOLUME ["/srv/deploy"]
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 CMD ["/usr/local/bin/web-healthcheck.sh"]
ENTRYPOINT ["/usr/local/bin/web-entrypoint.sh"]
