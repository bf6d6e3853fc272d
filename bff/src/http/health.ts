// Liveness and readiness. Ready means the REST API answers its own /healthz in time: without it
// no GraphQL field can be served.
import { Router } from 'express';

export function healthRoutes(restApiUrl: string, timeoutMs: number): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    try {
      const upstream = await fetch(`${restApiUrl}/healthz`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      await upstream.arrayBuffer();
      if (upstream.ok) {
        res.json({ status: 'ready' });
        return;
      }
      req.log.warn({ status: upstream.status }, 'REST API is not healthy');
    } catch (error) {
      req.log.warn({ err: error }, 'REST API is not reachable');
    }
    res.status(503).json({ status: 'unavailable', reason: 'The REST API is not reachable.' });
  });
  return router;
}
