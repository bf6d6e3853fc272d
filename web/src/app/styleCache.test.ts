import { cspNonce } from '../shared/csp/cspNonce';
import { createStyleCache } from './styleCache';

afterEach(() => {
  document.head.innerHTML = '';
});

function pageWithNonce(nonce: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
}

it('gives emotion the nonce the bff wrote into the page', () => {
  pageWithNonce('c2VjcmV0LW5vbmNl');
  expect(cspNonce()).toBe('c2VjcmV0LW5vbmNl');
  expect(createStyleCache().nonce).toBe('c2VjcmV0LW5vbmNl');
});

it('has no nonce without the meta tag or with the unreplaced placeholder', () => {
  expect(cspNonce()).toBeUndefined();
  pageWithNonce('__CSP_NONCE__');
  expect(cspNonce()).toBeUndefined();
});
