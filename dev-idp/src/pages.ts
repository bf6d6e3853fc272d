// Server-rendered pages of the provider: sign-in, sign-out and errors. Self-contained HTML with
// inline CSS only (no fonts, scripts or images from elsewhere: the intranet has no internet).
// Element ids and texts follow Keycloak's login theme, so browser tests fit both providers.
import { createHash } from 'node:crypto';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const LOGIN_TIMED_OUT = 'Your login attempt timed out. Login will start from the beginning.';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;
  justify-content:center;background:#eef1f5;color:#1f2933;
  font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
#kc-header-wrapper{font-size:26px;font-weight:600;letter-spacing:.02em;margin-bottom:20px;color:#12355b}
.card{width:min(400px,92vw);background:#fff;border-radius:8px;padding:32px;
  box-shadow:0 2px 10px rgba(18,53,91,.12)}
h1{font-size:20px;font-weight:600;margin:0 0 20px}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=text],input[type=password]{width:100%;padding:10px 12px;font:inherit;
  border:1px solid #9aa5b1;border-radius:4px}
input:focus{outline:2px solid #1d6fd6;outline-offset:1px;border-color:#1d6fd6}
input[aria-invalid=true]{border-color:#c62828}
.alert{margin:0 0 8px;padding:10px 12px;border-radius:4px;background:#fdecea;color:#8e1c1c;
  border-left:4px solid #c62828}
button{margin-top:24px;width:100%;padding:11px;font:inherit;font-weight:600;color:#fff;
  background:#1d6fd6;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#155bb5}
.note{margin-top:18px;font-size:13px;color:#52606d}
`;

function page(title: string, heading: string, body: string, headExtra = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${headExtra}
</head>
<body>
<div id="kc-header-wrapper">${escapeHtml(heading)}</div>
<main class="card">
${body}
</main>
</body>
</html>`;
}

/** The Content-Security-Policy for pages without scripts. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export interface LoginPageOptions {
  realmDisplayName: string;
  action: string;
  username?: string;
  error?: string;
}

export function loginPage({ realmDisplayName, action, username = '', error }: LoginPageOptions) {
  const invalid = error ? ' aria-invalid="true" aria-describedby="input-error"' : '';
  return page(
    `Sign in to ${realmDisplayName}`,
    realmDisplayName,
    `<h1 id="kc-page-title">Sign in to your account</h1>
${error ? `<p class="alert" id="input-error" role="alert" aria-live="polite">${escapeHtml(error)}</p>` : ''}
<form id="kc-form-login" method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">Username</label>
<input id="username" name="username" type="text" value="${escapeHtml(username)}"
  autocomplete="username" autocapitalize="none" spellcheck="false" ${username ? '' : 'autofocus'}${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" ${username ? 'autofocus' : ''}${invalid}>
<button id="kc-login" name="login" type="submit">Sign In</button>
</form>
<p class="note">Development identity provider: demo users sign in with their username as password.</p>`,
  );
}

export function messagePage(realmDisplayName: string, heading: string, message: string) {
  return page(
    `${heading} - ${realmDisplayName}`,
    realmDisplayName,
    `<h1 id="kc-page-title">${escapeHtml(heading)}</h1>
<p id="kc-error-message" class="instruction">${escapeHtml(message)}</p>`,
  );
}

// The sign-out confirmation of oidc-provider guards against cross-site logout with a one-time
// token in a form. Keycloak signs out without asking when the client sends id_token_hint, so this
// page submits that form at once; without JavaScript the user presses the button.
const AUTO_SUBMIT = "document.getElementById('kc-logout').click();";
const AUTO_SUBMIT_HASH = createHash('sha256').update(AUTO_SUBMIT).digest('base64');

export const LOGOUT_CSP = `${PAGE_CSP}; script-src 'sha256-${AUTO_SUBMIT_HASH}'`;

/** `form` is oidc-provider's hidden form (id op.logoutForm) carrying the one-time token. */
export function logoutPage(realmDisplayName: string, form: string) {
  return page(
    `Signing out - ${realmDisplayName}`,
    realmDisplayName,
    `<h1 id="kc-page-title">Signing out</h1>
${form}
<button id="kc-logout" type="submit" form="op.logoutForm" name="logout" value="yes">Logout</button>
<script>${AUTO_SUBMIT}</script>`,
  );
}
