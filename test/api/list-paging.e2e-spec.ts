import { startWithTrustData } from '../support/trust-data';
import { startedForFile } from '../support/started-for-file';

/**
 * Issue 12: every list answers every page of every filter (page 2, pages past the end), with as many
 * distinct rows as its total says, over the trust data (test/support/trust-data.ts).
 */
describe('list paging over HTTP', () => {
  const ctx = startedForFile(startWithTrustData, 180_000);

  const today = new Date().toISOString().slice(0, 10);

  /** Every page of a list, walked by page number: page 1, 2, … and one past the end. */
  async function walk(path: string, token: string, limit: number) {
    const { api } = ctx();
    const seen: unknown[] = [];
    let total = -1;
    for (let page = 1; page <= 50; page++) {
      const r = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`, {
        token,
      });
      expect({ path, page, status: r.status }).toEqual({ path, page, status: 200 });
      total = r.body.meta.total;
      if (!r.body.data.length) return { rows: seen, total, pastEnd: page };
      seen.push(
        ...(r.body.data as any[]).map(
          (row) => row.id ?? row.import_id ?? row.code ?? row.uuid ?? JSON.stringify(row),
        ),
      );
    }
    throw new Error(`${path} did not end`);
  }

  it('answers every page of every sessions and students filter, page 2 and past the end included', async () => {
    const { api, data } = ctx();
    const filters = [
      '',
      'invalid_ssn=1',
      'incomplete_address=1',
      'high_risk_or_invalid_ssn=1',
      'invalid_ssn=0',
      'overall_risk_level=high',
      'overall_risk_level=low',
      'overall_risk_level=medium',
      'overall_risk_level=inconclusive',
      'custom_date=this_month',
      'custom_date=this_month&invalid_ssn=1',
      'custom_date=last_7_days&incomplete_address=1',
      'custom_date=this_month&high_risk_or_invalid_ssn=1',
      'custom_date=yesterday',
      'custom_date=last_month&invalid_ssn=1',
      `custom_date=custom&date[fromDate]=${today}&date[toDate]=${today}`,
      'invalid_ssn=1&incomplete_address=1',
      'search=gmail',
      'search=gmail&invalid_ssn=1',
      'state=CO',
      'idv_form=FINANCIAL_AID',
    ];
    for (const base of [
      '/api/getSessions',
      '/api/students',
      '/api/students?form=admissions',
      '/api/students?form=sas',
    ]) {
      for (const filter of filters) {
        const path = filter ? `${base}${base.includes('?') ? '&' : '?'}${filter}` : base;
        const { rows, total } = await walk(path, data.tokens.viewer, 25);
        expect({ path, rows: rows.length, unique: new Set(rows).size }).toEqual({
          path,
          rows: total,
          unique: total,
        });
      }
    }
    // Pages far past the end answer an empty page (huge page numbers: shared/http/paging.ts).
    for (const page of ['99', '999999']) {
      for (const path of [
        '/api/getSessions',
        '/api/students',
        '/api/getSessions?invalid_ssn=1',
        '/api/getSessionsIdv',
      ]) {
        const r = await api.call('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}`, {
          token: data.tokens.viewer,
        });
        expect({ path, page, status: r.status, rows: r.body.data?.length }).toEqual({
          path,
          page,
          status: 200,
          rows: 0,
        });
      }
    }
  });

  it('answers every page of the IDV, watchlist, imports, team, companies, admins, outbox and reason code lists', async () => {
    const { api, data } = ctx();
    const v = data.tokens.viewer;
    const lists: Array<[string, string, number]> = [];
    for (const status of [
      '',
      'overall_validation=all',
      'overall_validation=null',
      'overall_validation=PASSED',
      'overall_validation=FAILED',
      'overall_validation=COMPLETED',
      'form_type=ADMISSIONS',
      'form_type=FINANCIAL_AID',
      'custom_date=this_month',
      'custom_date=last_month',
      'search=sample',
      'form_type=FINANCIAL_AID&overall_validation=null',
    ])
      lists.push([`/api/getSessionsIdv${status ? `?${status}` : ''}`, v, 25]);
    lists.push(
      ['/api/watchlist/flagged', v, 25],
      ['/api/imports', data.tokens.admin, 25],
      ['/api/team', data.tokens.admin, 25],
      ['/api/team?search=northfield', data.tokens.admin, 25],
      ['/admin/companies', data.tokens.super, 10],
      ['/api/outbox', data.tokens.super, 25],
      ['/api/reason-codes', v, 25],
      ['/api/reason-codes?search=ssn', v, 25],
      ['/api/reason-codes?sort=code&order=desc', v, 25],
      ['/admin/companies?search=north', data.tokens.super, 10],
      ['/api/outbox?channel=sms', data.tokens.super, 25],
      ['/api/outbox?channel=email', data.tokens.super, 25],
      ['/api/outbox?reference=not-a-reference', data.tokens.super, 25],
    );
    const companies = await api.call('GET', '/admin/companies?limit=10', { token: data.tokens.super });
    lists.push([`/admin/company/${companies.body.data[0].id}`, data.tokens.super, 5]);
    for (const [path, token, limit] of lists) {
      const { rows, total } = await walk(path, token, limit);
      expect({ path, rows: rows.length, unique: new Set(rows).size }).toEqual({
        path,
        rows: total,
        unique: total,
      });
    }
    // COMPLETED (the spec's link of the "IDV Passed" card) lists what that card counts: passed only.
    const completed = await api.call('GET', '/api/getSessionsIdv?overall_validation=COMPLETED', { token: v });
    expect((completed.body.data as any[]).map((r) => r.overall_validation)).toEqual(['PASSED']);
  });
});
