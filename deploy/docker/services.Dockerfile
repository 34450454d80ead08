# Two images from one file.
#   --target api              the NestJS API (stateless; several replicas behind nginx)
#   --target payment-sandbox  the local payment provider (Pesapal API 3.0, MTN MoMo), built from its own
#                             workspace packages/payment-sandbox: it is not in the API's build or image
# Runtime: Node 22 LTS (bookworm-slim, pinned by digest), production dependencies only, non-root
# user `node`. Builds with the classic builder and with BuildKit alike.
ARG NODE_IMAGE=node:22.14-bookworm-slim@sha256:bac8ff0b5302b06924a5e288fb4ceecef9c8bb0bb92515985d2efdc3a2447052

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund -w services --include-workspace-root
COPY tsconfig.base.json ./
COPY packages/server-kit ./packages/server-kit
COPY services ./services
RUN npm run build -w services

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /app ./
# npm links every workspace another names, even as a devDependency (a workspace link is never
# flagged dev): the test-only payment sandbox's link goes, so the image holds no trace of it.
# The shared server package (@agency/server-kit) is copied in place of its link, so the runtime
# stage needs no packages/ folder.
COPY packages/server-kit ./packages/server-kit
RUN npm ci --no-audit --no-fund --omit=dev -w services && npm cache clean --force && rm -f node_modules/@agency/payment-sandbox \
 && rm node_modules/@agency/server-kit && cp -r packages/server-kit node_modules/@agency/server-kit

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=prod-deps /app/package.json ./package.json
# migrations/ (applied on start) and assets/ (downloadable files) come with the sources.
COPY services/package.json ./services/package.json
COPY services/migrations ./services/migrations
COPY services/assets ./services/assets
COPY --from=build /app/services/dist ./services/dist
RUN mkdir -p /data && chown node:node /data
USER node

FROM ${NODE_IMAGE} AS sandbox-build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund -w packages/payment-sandbox --include-workspace-root
COPY tsconfig.base.json ./
COPY packages/payment-sandbox ./packages/payment-sandbox
RUN npm run build -w packages/payment-sandbox

# Node's standard library only: no node_modules at run time.
FROM ${NODE_IMAGE} AS payment-sandbox
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3200
WORKDIR /app
COPY --from=sandbox-build /app/packages/payment-sandbox/dist ./dist
USER node
EXPOSE 3200
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD ["node", "-e", "require('net').connect(process.env.PORT, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))"]
CMD ["node", "dist/main.js"]

FROM runtime AS api
ENV PORT=3100 \
    DATA_DIR=/data
EXPOSE 3100
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run inside the start (under an advisory lock, so replicas starting together are safe).
CMD ["node", "services/dist/main.js"]
