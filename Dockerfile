# Forkcast in a container (docs/operations.md, "In a container"). Build and run:
#   docker compose up -d --build
# The image holds the production dependencies and the build; everything Forkcast writes goes to the /data volume.

FROM node:20-slim AS build
WORKDIR /app
# A compiler for better-sqlite3, for when its prebuilt binary cannot be downloaded.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Production dependencies only: the build tools (Vite, esbuild, tsx) are among them.
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-slim
WORKDIR /app
# Sources, build and node_modules stay root's: the server only reads them.
COPY --from=build /app /app
RUN mkdir /data && chown node:node /data && chmod 700 /data
ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
VOLUME /data
USER node
EXPOSE 3000
# The server finishes requests in flight within SHUTDOWN_TIMEOUT_MS (10 s) and exits 0; compose.yaml waits 30 s.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` runs (package.json), without npm in between: the server is PID 1 and gets SIGTERM itself.
CMD ["node", "scripts/start.js"]
