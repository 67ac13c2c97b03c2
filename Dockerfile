# VerifyDesk: one image for every role (PROCESS_ROLE=api | worker, and the one-shot migrations).
# Built once: the source is compiled here and nothing is installed or built when a container starts.
# docs/operations.md, "Production stack (Docker Compose)".

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Everything needed to build: all dependencies (dev too), the TypeScript API and the console.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/package.json services/package.json
COPY console/package.json console/package.json
RUN npm ci --no-audit --no-fund --loglevel=error
COPY tsconfig.json ./
COPY services services
COPY console console
RUN npm run build -w services && npm run build -w console

# 2. The production dependencies of the API alone (no console, no dev tools), in a clean tree.
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/package.json services/package.json
COPY console/package.json console/package.json
RUN npm ci --omit=dev --workspace services --include-workspace-root=false --no-audit --no-fund --loglevel=error \
  && npm cache clean --force

# 3. What runs: Node, Chromium and fonts for the PDF reports, tini as PID 1 (it reaps Chromium's
#    helper processes and forwards SIGTERM), the built files, a non-root user.
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core fonts-noto-core tini ca-certificates \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/var/lib/verifydesk \
    CHROMIUM_PATH=/usr/bin/chromium \
    MALLOC_ARENA_MAX=2 \
    PROCESS_ROLE=api
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=build /app/package.json package.json
COPY --from=build /app/services/package.json /app/services/node-flags services/
COPY --from=build /app/services/migrations services/migrations
COPY --from=build /app/services/dist services/dist
COPY --from=build /app/console/dist console/dist
# DATA_DIR holds Chromium profiles and, shared between api and worker through a volume, the
# encrypted uploads waiting for their import (DATA_DIR/imports). The user node (uid 1000) owns it, so
# a named volume mounted there starts with that owner.
RUN mkdir -p /var/lib/verifydesk/imports /var/lib/verifydesk/erasures && chown -R node:node /var/lib/verifydesk
USER node
EXPOSE 3000
# Liveness of the HTTP process (api). The worker has no HTTP port: compose disables this check there.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The V8 flags of services/node-flags (docs/operations.md, "Memory"); exec so node gets the signals.
CMD ["sh", "-c", "exec node $(cat services/node-flags) services/dist/main.js"]
