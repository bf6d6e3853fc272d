// The REST API answers JSON (and PDF/CSV downloads) only: a browser that renders one of its
// answers may load nothing from it, frame it nowhere, send no referrer. HSTS is the
// TLS-terminating proxy's (docker/README.md). Decisions: rest-api/CONTRACT.md, "Security headers".
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
}
