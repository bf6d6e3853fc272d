// `npm start -w dev-idp`: the development identity provider on its configured port.
import { readConfig } from './config.ts';
import { startDevIdp } from './index.ts';

const config = readConfig();
const idp = await startDevIdp(config);
console.log(`dev-idp ready on ${idp.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    idp.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
