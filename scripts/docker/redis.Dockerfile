# Debian's redis-server on the same base as the site's image: the Redis of compose.yaml for
# `npm run test:docker` on machines that reach no container registry (REDIS_IMAGE=skyline-redis:test).
# Production takes the official image (compose.yaml's default, redis:7-bookworm).
FROM node:24-bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown redis:redis /data
# like the official image: the data folder (compose mounts a volume there) owned by the server's user
WORKDIR /data
USER redis
CMD ["redis-server", "--bind", "127.0.0.1"]
