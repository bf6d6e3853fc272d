// Emotion (MUI's styling) injects <style> tags. Under the bff's Content-Security-Policy only tags
// carrying this page's nonce apply; the bff writes it into <meta property="csp-nonce"> of each
// index.html it serves (bff/README.md, "Security headers").
import createCache, { type EmotionCache } from '@emotion/cache';

/** The page's CSP nonce; none in tests or on the vite dev server (no policy there). */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once the policy applies; the property keeps the value.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}

export function createStyleCache(doc: Document = document): EmotionCache {
  return createCache({ key: 'css', nonce: cspNonce(doc) });
}
