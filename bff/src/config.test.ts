import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readConfig } from './config.ts';

describe('bff configuration', () => {
  it('has a safe default for every setting', () => {
    const config = readConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.restApiUrl, 'http://localhost:4001');
    assert.equal(config.restTimeoutMs, 4000);
    assert.equal(config.oidcIssuer, 'http://localhost:8180/realms/cost-steering');
    assert.equal(config.oidcAudience, 'cost-steering-api');
    assert.equal(config.oidcClientId, 'cost-steering-web');
    assert.match(config.webDistDir, /web[/\\]dist$/);
    assert.equal(config.playgroundEnabled, true);
    assert.equal(config.introspectionEnabled, true);
    assert.equal(config.logLevel, 'info');
    assert.ok(Object.isFrozen(config));
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '4300',
      REST_API_URL: 'http://rest:8080/',
      REST_TIMEOUT_MS: '1500',
      PLAYGROUND_ENABLED: 'false',
      INTROSPECTION_ENABLED: 'off',
      LOG_LEVEL: 'warn',
    });
    assert.equal(config.port, 4300);
    assert.equal(config.restApiUrl, 'http://rest:8080');
    assert.equal(config.restTimeoutMs, 1500);
    assert.equal(config.playgroundEnabled, false);
    assert.equal(config.introspectionEnabled, false);
    assert.equal(config.logLevel, 'warn');
  });

  it('refuses bad values with a message naming the variable', () => {
    assert.throws(() => readConfig({ PORT: 'eighty' }), /PORT must be an integer/);
    assert.throws(() => readConfig({ REST_TIMEOUT_MS: '0' }), /REST_TIMEOUT_MS/);
    assert.throws(() => readConfig({ REST_API_URL: 'localhost:4001' }), /REST_API_URL/);
    assert.throws(() => readConfig({ PLAYGROUND_ENABLED: 'maybe' }), /PLAYGROUND_ENABLED/);
    assert.throws(() => readConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
  });
});
