import type { AddressInfo } from 'node:net';
import { parseConfig as parseGatewayConfig } from '@teleconsulta/gateway/config';
import { createGateway, type Gateway } from '@teleconsulta/gateway/server';
import type { ServicesApp } from '@teleconsulta/services/app';

/** Starts the services' HTTP server on a free port of 127.0.0.1; answers its base URL. */
export async function listenOnFreePort(services: ServicesApp): Promise<string> {
  await services.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(services.app.server.address() as AddressInfo).port}`;
}

/**
 * A gateway in front of `servicesUrl` (not started yet) on a free port, logging nothing, with a per-address sign-in
 * limit and a per-tenant budget of operations no run reaches (every test signs in from 127.0.0.1, and the matrices fire
 * thousands of one clinic's operations a minute; each limit is tested on its own with a low value); `env` adds to these
 * settings or overrides them.
 */
export function gatewayInFrontOf(servicesUrl: string, internalToken: string, env: Record<string, string> = {}): Gateway {
  return createGateway(
    parseGatewayConfig({
      GATEWAY_PORT: '0',
      SERVICES_URL: servicesUrl,
      INTERNAL_TOKEN: internalToken,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      TENANT_REQUESTS_PER_MINUTE: '1000000',
      ...env,
    }),
  );
}
