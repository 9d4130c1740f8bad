# syntax=docker/dockerfile:1
# Probity's container image (issue 18): the compiled server and the built web app, on Node.js 20.
#   docker build -t probity .
#   docker run -p 3000:3000 -v probity-data:/data probity      # the embedded database, in /data
# Production form (PostgreSQL, Redis, S3-compatible storage, SMTP): compose.yaml and
# deploy/kubernetes/, described in the README under "Running in production".
# Not built in CI (no Docker engine on those machines): scripts/check-deploy.sh lints this file.

# 1. Every workspace's dependencies, development ones included (vite, esbuild). Only the
#    package.json files are copied first, so this layer is rebuilt only when they change.
FROM node:20.20.2-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The browser journeys (e2e) and the benchmarks are not built into the image.
RUN npm ci --no-audit --no-fund \
      --workspace @probity/domain --workspace @probity/server --workspace @probity/web

# 2. The build: the web app into apps/web/dist, the server into apps/server/dist (npm run build).
FROM deps AS build
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# 3. What runs: production dependencies of the server only, the two builds and the help content.
FROM node:20.20.2-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @probity/server \
    && npm cache clean --force \
    && mkdir -p /data \
    && chown node:node /data
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY apps/server/help apps/server/help
# The embedded database (db/), its generated keys, files and mail when no PostgreSQL, S3 or SMTP is
# configured; with all three only the identity server's signing keys (identity-jwks.json) live here.
VOLUME ["/data"]
# The image's own user (uid 1000), never root.
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (database, Redis, storage) is GET /readyz, which compose
# and Kubernetes ask for themselves: an orchestrator that restarts unhealthy containers must not
# restart every instance because the database is away.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 (not npm), so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
