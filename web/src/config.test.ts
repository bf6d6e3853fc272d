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

  it('refuses to start with an incomplete configuration', async () => {
    await expect(loadRuntimeConfig(serve(200, { oidcClientId: 'x' }))).rejects.toThrow(
      '/app-config.json has no oidcAuthority',
    );
    await expect(loadRuntimeConfig(serve(503, {}))).rejects.toThrow('answered 503');
  });
});
