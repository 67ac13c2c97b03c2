import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { generateApplicantCsv } from '../support/applicant-csv';

describe('smoke', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startApp({ demo: true }); });
  afterAll(() => t.stop());
  it('imports', async () => {
    const api = apiClient(t.baseUrl);
    const token = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const { csv } = generateApplicantCsv(3000, { badEvery: 50 });
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'applicants.CSV');
    const r = await api.call('POST', '/api/read-file', { token, form });
    console.log(r.status, r.body);
    for (let i = 0; i < 50; i++) {
      const p = await api.call('GET', `/api/imports/${r.body.data.import_id}`, { token });
      if (i % 10 === 0) { const w = await t.worker.imports; console.log(p.body.data.status, w.isRunning(), w.opts.connection, await (await import('bullmq').then(m => new m.Queue('csv-import', { connection: { url: t.runtime.redisUrl } }))).getJobCounts()); }
      if (['completed', 'failed'].includes(p.body.data.status)) break;
      await new Promise((res) => setTimeout(res, 300));
    }
    const list = await api.call('GET', '/api/getSessions?limit=25', { token });
    console.log(list.status, JSON.stringify(list.body).slice(0, 1500));
  });
});
