# The site in one image: built once, run as many times as needed, with the database in /data
# (embedded) or in PostgreSQL (DATABASE_URL). See "Deploying" in the README.

# Dependencies the server needs at run time, Node 24 itself among them (the `node` package).
FROM node:24.21.0-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# Everything, dev tools included, to build the pages and the server bundle.
FROM runtime-deps AS build
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
# Nothing about the address is built in: one image serves any SITE_URL, given at run time (docker run -e SITE_URL=…).
RUN npm run build

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# server.ts and the database scripts (backup, restore) run from source, as Node 24 runs TypeScript.
COPY package.json package-lock.json server.ts ./
COPY app ./app
COPY db ./db
COPY scripts ./scripts
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers 503 while the database cannot store anything (full disk, read-only volume).
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not through npm: signals (SIGTERM on `docker stop`) reach the server, which finishes requests and closes the database.
CMD ["node_modules/.bin/node", "server.ts"]
