import { configOrExit } from '@teleconsulta/schema';
import { createApp } from './app.js';
import { loadConfig } from './config.js';

// A configuration it refuses (issue 16: production with a default secret, …) stops the start with the reasons only.
const config = configOrExit(loadConfig);
const services = await createApp(config);
await services.app.listen({ port: config.port, host: config.host });

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  services.app.log.info({ signal }, 'shutting down: draining requests');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await services.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
