# One image, two ways to run (decision 196). By default one container: one Node process, one SQLite file and one
# uploads folder under /app/data. With DATABASE_URL=postgresql://… and FILE_STORE=s3 any number of these
# containers share one PostgreSQL and one bucket (deploy/chain/compose.yaml; README, "A chain of branches").
# Build:  docker build -t institute .
# Run:    docker run -p 3000:3000 -v institute-data:/app/data \
#           -e TEACHER_CODE=… -e SESSION_SECRET=… institute

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
# Two malloc arenas instead of eight per core: the server is one event loop, and each arena keeps
# freed memory of its own; and a bound on V8's heap (in CMD), which otherwise lets a page's garbage
# pile up to 150 MB between collections (decision 113).
ENV NODE_ENV=production PORT=3000 DATABASE_URL=file:/app/data/app.db UPLOAD_DIR=/app/data/uploads MALLOC_ARENA_MAX=2
COPY --from=build --chown=node:node /app/package.json /app/server.js /app/prisma.config.ts ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/prisma ./prisma
COPY --from=build --chown=node:node /app/fonts ./fonts
# npm run backup / npm run restore (README, "Backups")
COPY --from=build --chown=node:node /app/server/backup.mjs ./server/backup.mjs
COPY --from=build --chown=node:node /app/scripts/backup.mjs /app/scripts/restore.mjs /app/scripts/copy-to-postgresql.mjs ./scripts/
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Apply pending migrations, then serve; `exec` lets SIGTERM reach Node for a clean shutdown.
CMD ["sh", "-c", "node_modules/.bin/prisma migrate deploy && exec node --max-old-space-size=192 --max-semi-space-size=8 server.js"]
