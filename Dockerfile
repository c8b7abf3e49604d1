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
USER node
