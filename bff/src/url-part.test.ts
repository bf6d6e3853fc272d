import assert from 'node:assert/strict';
import { it } from 'node:test';
import { urlPart } from './url-part.ts';

it('encodes a path part, a lone surrogate half as U+FFFD instead of throwing (NUL as itself)', () => {
  assert.equal(urlPart('CU Legacy/2'), 'CU%20Legacy%2F2');
  assert.equal(urlPart(42), '42');
  assert.equal(urlPart('a\ud800b'), 'a%EF%BF%BDb');
  assert.equal(urlPart('\u0000'), '%00');
  assert.equal(urlPart('🙂'), '%F0%9F%99%82');
});
