# The site in a container: the standalone build (`output: 'standalone'`, next.config.ts) served
# by the same entry as `npm start` (server/index.mjs); docs/architecture.md, "Running in a container".
#   docker build -t cluville .
#   docker run -p 3000:3000 -v cluville-data:/app/.data -e NEXT_PUBLIC_SITE_URL=https://cluville.me cluville
# NEXT_PUBLIC_* values, WORDPRESS_URL (the images' allowed host and the CSP's img-src) and
# WORDPRESS_IMAGES_PRIVATE are read at build time: pass them with --build-arg.

FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The postinstall step (patch-package) applies the reviewed fixes in patches/ to the installed
# dependencies.
COPY patches/ patches/
# `npm ci` refuses this lock file (README.md, "Two commands"): install exactly what it pins.
RUN npm install --no-audit --no-fund

FROM node:20-slim AS build
WORKDIR /app
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_GTM_ID
ARG NEXT_PUBLIC_MAPS_KEY
ARG WORDPRESS_URL
# Set (to any Redis address): the build names server/cache-handler.mjs as Next.js's cache handler,
# so the instances share their cache in the REDIS_URL they get at run time; the build never
# connects to it (next.config.ts, docs/caching-and-cdn.md).
ARG REDIS_URL
ARG WORDPRESS_IMAGES_PRIVATE
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build && node scripts/prepare-standalone.mjs

FROM node:20-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# The standalone folder holds the traced node_modules, the build, the static files, the entry
# (server/) and its error-page texts (messages/), as scripts/prepare-standalone.mjs left them.
COPY --from=build --chown=node:node /app/.next/standalone ./
# PGlite's data, the file outbox and generated keys (DATA_DIR); mount a volume here. /backups is
# BACKUP_DIR in deploy/compose.yaml (a volume shared with the off-site copy).
RUN mkdir -p /app/.data /backups && chown node:node /app/.data /backups
# The site's scheduled backups on PostgreSQL need pg_dump of the server's major version
# (docs/operations.md): `--build-arg PG_CLIENT_MAJOR=16` installs it from the PostgreSQL project's
# Debian repository (apt.postgresql.org); without it the image has no pg_dump (embedded database).
ARG PG_CLIENT_MAJOR=
RUN if [ -n "$PG_CLIENT_MAJOR" ]; then \
      apt-get update && apt-get install -y --no-install-recommends ca-certificates curl && \
      install -d /usr/share/postgresql-common/pgdg && \
      curl -fsSo /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc && \
      echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt $(. /etc/os-release && echo "$VERSION_CODENAME")-pgdg main" \
        > /etc/apt/sources.list.d/pgdg.list && \
      apt-get update && apt-get install -y --no-install-recommends "postgresql-client-$PG_CLIENT_MAJOR" && \
      apt-get purge -y curl && apt-get autoremove -y && rm -rf /var/lib/apt/lists/*; \
    fi
# Not root: the site runs as `node` (uid 1000), the owner of the standalone folder and .data.
USER node
EXPOSE 3000
# Whether the process answers (/api/health/live): Docker marks the container unhealthy, restarts
# nothing. Ready (/api/health/ready) is the operator's and Prometheus's; nginx routes by its own
# passive checks (deploy/nginx.conf). The image has no curl, so Node asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not `-H`: the entry listens on every address, as `next start` does (Docker sets HOSTNAME to the
# container's id, which the entry ignores). SIGTERM from `docker stop` lets requests finish and
# closes the database.
CMD ["node", "server/index.mjs"]
