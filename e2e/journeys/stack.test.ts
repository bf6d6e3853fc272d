// The journeys' stack stops what it started when a later part cannot start: a dev IdP left
// listening kept the journey's process alive, so the whole e2e run never ended (a CI run waited on
// it after one stack's database migration failed).
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { describe, it } from 'node:test';
import { startStack } from '../support/stack.ts';

async function listening(port = 0): Promise<Server> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('journey stack', () => {
  it('stops the dev IdP and the REST API when the bff cannot start', async () => {
    const busy = await listening();
    const probe = await listening();
    const idpPort = portOf(probe);
    probe.close();
    await once(probe, 'close');
    try {
      await assert.rejects(startStack({ appPort: portOf(busy), idpPort }), { code: 'EADDRINUSE' });
      // The IdP's port is free again: nothing of the failed stack still listens.
      const again = await listening(idpPort);
      again.close();
    } finally {
      busy.close();
    }
  });
});
