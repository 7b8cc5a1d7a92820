# GlobalHire's site server: one stateless Node process serving the server-rendered public pages, the
# client shell of the panels, the hashed assets, robots.txt and the live sitemap.
#   docker build -t globalhire-site .
#   docker run --init -p 3000:3000 -e SITE_URL=... -e SUPABASE_URL=... -e SUPABASE_ANON_KEY=... globalhire-site
# The build needs no database and no secret: one image serves any environment (docs/deploying.md).
# Debian (glibc), not Alpine: the build's native bindings (rolldown, esbuild) are the glibc builds.

FROM node:20-slim AS build
WORKDIR /src
ENV CI=true
# pnpm at the version package.json's packageManager names ("pnpm@x.y.z", itself an npm spec).
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN npm install --global "$(node -p "require('./package.json').packageManager")"
# Every package the lockfile names, from the lockfile alone: kept while these four files are unchanged.
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @globalhire/site build

FROM node:20-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# The server bundle is self-contained (no node_modules at run time). Owned by root, run as `node`:
# the process cannot rewrite its own code or assets.
COPY --from=build /src/apps/site/dist ./apps/site/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/robots.txt', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/site/dist/server/main.js"]
