// Emotion (MUI's styling) injects <style> tags: under the bff's Content-Security-Policy only tags
// carrying the page's nonce apply.
import createCache, { type EmotionCache } from '@emotion/cache';
import { cspNonce } from '../shared/csp/cspNonce';

export function createStyleCache(doc: Document = document): EmotionCache {
  return createCache({ key: 'css', nonce: cspNonce(doc) });
}
