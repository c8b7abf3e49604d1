import { parseConfig } from './config.js';
import { createPrintHelper } from './server.js';

const config = parseConfig(process.env);
const helper = createPrintHelper(config);
const url = await helper.start();
console.info(`Print helper on ${url} (printer: ${helper.printer.name})`);

const stop = () => {
  helper.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
