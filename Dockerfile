# One image for every process (services, gateway, apps); docker-compose.yml picks the command.
FROM node:20-slim AS build
WORKDIR /app
COPY . .
RUN npx -y pnpm@10 install --frozen-lockfile \
 && node scripts/build.mjs --force

FROM node:20-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
# Uploaded files (FILES_DIR) when the local storage adapter is used; a named volume keeps them across recreations.
RUN mkdir -p /data/files && chown node:node /data/files
USER node
