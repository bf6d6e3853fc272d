// The page's Content-Security-Policy nonce. The bff writes a fresh one into
// <meta property="csp-nonce"> of each index.html it serves and allows <style> tags carrying it
// (bff/README.md, "Security headers"); everything that injects styles hands it on: emotion's
// cache (app/styleCache.ts) and the data grid's CSS-variables tag (DataTable).

/** None in tests or on the vite dev server (no policy there). */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once the policy applies; the property keeps the value.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}
