import { loadRuntimeConfig } from './config';

function serve(status: number, body: object) {
  return jest.fn(
    async () => ({ ok: status === 200, status, json: async () => body }) as unknown as Response,
  );
}

describe('runtime configuration', () => {
  it('reads the OIDC settings the bff serves at /app-config.json', async () => {
    const fetchFn = serve(200, {
      oidcAuthority: 'http://localhost:8180/realms/cost-steering',
      oidcClientId: 'cost-steering-web',
    });
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual({
      oidcAuthority: 'http://localhost:8180/realms/cost-steering',
      oidcClientId: 'cost-steering-web',
    });
    expect(fetchFn).toHaveBeenCalledWith('/app-config.json', expect.anything());
  });

  it('reads the settings the bff wrote into the page without a request', async () => {
    const page = document.implementation.createHTMLDocument('app');
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = 'app-config';
    block.textContent = JSON.stringify({
      oidcAuthority: 'https://sso.example.org/realms/cost-steering',
      oidcClientId: 'cost-steering-web',
    });
    page.head.append(block);
    const fetchFn = serve(503, {});
    await expect(loadRuntimeConfig(fetchFn, page)).resolves.toEqual({
      oidcAuthority: 'https://sso.example.org/realms/cost-steering',
      oidcClientId: 'cost-steering-web',
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('refuses to start with an incomplete configuration', async () => {
    await expect(loadRuntimeConfig(serve(200, { oidcClientId: 'x' }))).rejects.toThrow(
      '/app-config.json has no oidcAuthority',
    );
    await expect(loadRuntimeConfig(serve(503, {}))).rejects.toThrow('answered 503');
  });
});
