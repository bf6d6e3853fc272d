// The whole stack (dev IdP, rest-api on PGlite with the demo seed, bff serving web/dist) in a
// Node process of its own with NODE_ENV=production, so the browser bench's own work (driving
// Chromium, reading its events) shares no event loop with the servers it measures.
import { startStack } from '../../e2e/support/stack.ts';

const { appPort, idpPort, webDistDir } = JSON.parse(process.argv[2] ?? '{}') as {
  appPort: number;
  idpPort: number;
  webDistDir?: string;
};
const stack = await startStack({ appPort, idpPort, ...(webDistDir ? { webDistDir } : {}) });
process.on('message', (message) => {
  if (message !== 'close') return;
  void stack.close().then(() => process.exit(0));
});
process.send?.({ appUrl: stack.appUrl });
