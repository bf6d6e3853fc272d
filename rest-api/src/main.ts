// `npm start -w rest-api`: settings from the environment (config.ts), one line when ready.
import { loadConfig } from './config.ts';
import { startRestApi } from './index.ts';

const config = loadConfig();
const api = await startRestApi({
  port: config.port,
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
  oidcIssuer: config.oidcIssuer,
  oidcAudience: config.oidcAudience,
  oidcJwksUrl: config.oidcJwksUrl,
  configFile: config.configFile,
  logoFile: config.logoFile,
  seed: config.seedDemoData,
  logLevel: config.logLevel,
  renewalAlertIntervalMs: config.renewalAlertIntervalMinutes * 60_000,
});
console.log(`rest-api ready on ${api.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
