# syntax=docker/dockerfile:1
# CoachCore: one image for the API (serving the built SPA) and the BullMQ worker.
#   docker build -t coachcore .
#   API:    docker run -e DATABASE_URL=... -e REDIS_URL=... -p 3000:3000 coachcore
#   worker: docker run -e DATABASE_URL=... -e REDIS_URL=... coachcore node backend/dist/worker.js
# docker-compose.yml at the repository root runs both with PostgreSQL and Redis.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: install everything, build libs/domain, the backend and the frontend, then drop dev dependencies
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/api-client/package.json libs/api-client/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN --mount=type=cache,target=/root/.npm npm ci

COPY tsconfig.json nest-cli.json ./
COPY libs libs
COPY backend backend
COPY frontend frontend
RUN npm run build

# Production dependencies only (also removes the `node` devDependency: the image has its own Node 24).
RUN npm prune --omit=dev

# ---- runtime: built output and production node_modules, run as the unprivileged `node` user
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000

COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/domain/package.json libs/domain/
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/api-client/package.json libs/api-client/
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/frontend/dist frontend/dist

# DATA_DIR is only written when DATABASE_URL / REDIS_URL are unset (embedded services); keep it writable anyway.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
