import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import {
  UNLISTED_PERSON,
  demoCompanyId,
  insertSession,
  setWatchlistDir,
} from '../support/watchlist-sessions';

/** Screening before any sanctions list is loaded (the lists themselves: ./watchlist.e2e-spec.ts). */
describe('watchlist screening with no list loaded', () => {
  let t: TestApp;
  let restoreWatchlistDir: () => void;

  beforeAll(async () => {
    restoreWatchlistDir = setWatchlistDir(undefined);
    t = await startApp({ demo: true });
  });
  afterAll(async () => {
    await t.stop();
    restoreWatchlistDir();
  });

  it('answers 503 with a clear message, and the tab shows "not checked" (data null)', async () => {
    const api = apiClient(t.baseUrl);
    const token = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const uuid = await insertSession(t, await demoCompanyId(t), UNLISTED_PERSON);
    const screened = await api.call('POST', '/omni/watchlist-result', { token, body: { uuid } });
    expect(screened.status).toBe(503);
    expect(screened.body).toMatchObject({
      status: false,
      message: expect.stringMatching(/sanctions lists have not been loaded/),
    });
    expect((await api.call('GET', `/omni/watchlist-result/${uuid}`, { token })).body).toEqual({
      status: true,
      data: null,
    });
  });
});
