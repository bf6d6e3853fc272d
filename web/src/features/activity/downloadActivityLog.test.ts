import { ACTIVITY_LOG_FILE_NAME, downloadActivityLog } from './downloadActivityLog';

function respond(status: number, body = '') {
  return jest.fn(
    async () =>
      ({
        status,
        ok: status >= 200 && status < 300,
        blob: async () => body,
      }) as unknown as Response,
  );
}

describe('activity log download', () => {
  it('asks the bff with the bearer token and saves activityLog.txt', async () => {
    const fetchFn = respond(200, 'log lines');
    const save = jest.fn();
    const outcome = await downloadActivityLog({
      getAccessToken: async () => 'abc',
      fetchFn,
      save,
    });
    expect(outcome).toBe('downloaded');
    expect(fetchFn).toHaveBeenCalledWith('/files/activity-log', {
      headers: { Authorization: 'Bearer abc' },
    });
    expect(save).toHaveBeenCalledWith('log lines', ACTIVITY_LOG_FILE_NAME);
    expect(ACTIVITY_LOG_FILE_NAME).toBe('activityLog.txt');
  });

  it('reports a lost session on 401 and on no response at all', async () => {
    const save = jest.fn();
    const getAccessToken = async () => 'abc';
    expect(await downloadActivityLog({ getAccessToken, fetchFn: respond(401), save })).toBe(
      'sessionLost',
    );
    const unreachable = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await downloadActivityLog({ getAccessToken, fetchFn: unreachable, save })).toBe(
      'sessionLost',
    );
    // The identity provider renewing the token could not be reached.
    const noRenewal = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(
      await downloadActivityLog({ getAccessToken: noRenewal, fetchFn: respond(200), save }),
    ).toBe('sessionLost');
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a refusal without saving anything', async () => {
    const save = jest.fn();
    const outcome = await downloadActivityLog({
      getAccessToken: async () => 'abc',
      fetchFn: respond(403),
      save,
    });
    expect(outcome).toBe('forbidden');
    expect(save).not.toHaveBeenCalled();
  });
});
