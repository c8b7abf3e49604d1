import { configOrExit } from '@teleconsulta/schema';
import { loadConfig } from './config.js';
import { createGateway } from './server.js';

// A configuration it refuses (issue 16: production with a default secret, …) stops the start with the reasons only.
const config = configOrExit(loadConfig);
const gateway = createGateway(config);
const url = await gateway.start();
console.log(`gateway ready at ${url}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await gateway.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
