// `npm start -w bff`: settings from the environment (config.ts), then one line when ready.
import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startBff } from './server.ts';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig();
} catch (error) {
  console.error(`bff: invalid configuration: ${(error as Error).message}`);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
const bff = await startBff({ ...config, logger });
logger.info(`bff ready on ${bff.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void bff.close().then(() => process.exit(0));
  });
}
