# syntax=docker/dockerfile:1
# Turf: one image serving the API and the built PWA on one port (see README "Deploy with Docker Compose").

# ---- build: every dependency, then the PWA, its page renderer (the venue's values live in the database) and the server ----
FROM node:24-bookworm-slim AS build
WORKDIR /app

# Manifests first, so the dependency layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY sync-contract/package.json sync-contract/
COPY api/package.json api/
COPY pwa/package.json pwa/
RUN npm ci --no-audit --no-fund

COPY tsconfig.base.json tsconfig.json ./
COPY sync-contract/ sync-contract/
COPY pwa/ pwa/
COPY api/ api/
COPY scripts/precompress.mjs scripts/

# The site's public address, named by each page's hreflang links (decision 043); empty keeps http://localhost:3000.
ARG VITE_SITE_URL=""
RUN npm run build

# ---- runtime: production dependencies of the API only, the built server (decision 094) ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app

COPY package.json package-lock.json ./
COPY sync-contract/package.json sync-contract/
COPY api/package.json api/
COPY pwa/package.json pwa/
# `-w api` installs what the server imports (with the sync-contract workspace linked), not the PWA's React stack.
RUN npm ci --omit=dev --workspace=api --no-audit --no-fund && npm cache clean --force

COPY tsconfig.base.json tsconfig.json ./
# Sources as they are (tests and benches are left out by .dockerignore): the migrations, and the admin and migrate
# commands, run by tsx (a production dependency).
COPY sync-contract/ sync-contract/
COPY api/ api/
# The server as one built module: Node starts it without a transpiler (decision 094).
COPY --from=build /app/api/dist/ api/dist/
COPY --from=build /app/pwa/dist/ pwa/dist/
# The renderer the server fills the pages with for each version of the venue's settings (React bundled in: decision 055).
COPY --from=build /app/pwa/dist-ssr/ pwa/dist-ssr/

# The embedded-database folder (used only without DATABASE_URL) must be writable by the non-root user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node

EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# node directly (not npm) so SIGTERM reaches the server and its graceful shutdown runs.
CMD ["node", "--enable-source-maps", "api/dist/server.mjs"]
