// The sign-in step of the authorization flow (oidc-provider "interactions"): shows the sign-in
// page, checks the credentials against the realm's users, and hands the result back.
import express, { type Request, type Response } from 'express';
import { errors, type Provider } from 'oidc-provider';
import type { Accounts } from './accounts.ts';
import { INVALID_CREDENTIALS, LOGIN_TIMED_OUT, loginPage, messagePage, PAGE_CSP } from './pages.ts';

interface LoginRouterOptions {
  provider: Provider;
  accounts: Accounts;
  realmDisplayName: string;
  /** Path of this router, e.g. /realms/cost-steering/login-actions */
  basePath: string;
}

function sendHtml(res: Response, status: number, html: string) {
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    })
    .send(html);
}

export function createLoginRouter({
  provider,
  accounts,
  realmDisplayName,
  basePath,
}: LoginRouterOptions) {
  const router = express.Router();

  /** The pending interaction of this browser, or undefined when its cookie is gone or stale. */
  async function pendingInteraction(req: Request, res: Response) {
    try {
      const details = await provider.interactionDetails(req, res);
      return details.uid === req.params.uid ? details : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  const timedOut = (res: Response) =>
    sendHtml(res, 400, messagePage(realmDisplayName, 'We are sorry...', LOGIN_TIMED_OUT));

  /** First-party clients never see a consent screen: grant what was asked and go on. */
  async function grantConsent(
    req: Request,
    res: Response,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) {
    const { params, session, grantId } = details;
    const clientId = String(params.client_id);
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ accountId: session!.accountId, clientId });
    const scope = typeof params.scope === 'string' ? params.scope : 'openid';
    grant.addOIDCScope(scope);
    if (typeof params.resource === 'string') grant.addResourceScope(params.resource, scope);
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  router.get('/:uid', async (req, res) => {
    const details = await pendingInteraction(req, res);
    if (!details) return timedOut(res);
    if (details.prompt.name !== 'login') return grantConsent(req, res, details);
    const hint = details.params.login_hint;
    sendHtml(
      res,
      200,
      loginPage({
        realmDisplayName,
        action: `${basePath}/${details.uid}`,
        username: typeof hint === 'string' ? hint : '',
      }),
    );
  });

  router.post('/:uid', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    const details = await pendingInteraction(req, res);
    if (!details) return timedOut(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const user = accounts.authenticate(username, password);
    if (!user) {
      // Keycloak answers a failed sign-in with the form again, the username kept.
      return sendHtml(
        res,
        200,
        loginPage({
          realmDisplayName,
          action: `${basePath}/${details.uid}`,
          username,
          error: INVALID_CREDENTIALS,
        }),
      );
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: accounts.subjectOf(user) } },
      { mergeWithLastSubmission: false },
    );
  });

  return router;
}
