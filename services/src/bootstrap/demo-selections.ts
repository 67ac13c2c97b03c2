import { Logger } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { demoApplicantsCsv } from './demo-applicants';
import { DEMO_PASSWORD } from './seed';

const logger = new Logger('DemoSelections');

/** How many of the demo applicants the Department "selected" for V4/V5 in the demo. */
const SELECTED = 6;

/**
 * DEMO=1 on a fresh database: the financial-aid user pushes a few V4/V5 selections for 2025-26 (the
 * first demo applicants, so each case links to its applicant) through the public route, sets their
 * deadlines (one already past: overdue) and records one result in person, so the Financial aid page,
 * its card and its export have data. Skipped once the demo company has any case.
 */
export async function seedDemoSelections(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'finaid@northfield.edu', password: DEMO_PASSWORD }),
  });
  if (!login.ok) return;
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const cards = (await (await fetch(`${baseUrl}/api/financial-aid/cards`, { headers })).json()) as {
    data?: unknown[];
  };
  if (!cards.data || cards.data.length) return;
  const applicants = parse(demoApplicantsCsv(), { columns: true }) as Record<string, string>[];
  const selections = applicants
    .filter((a) => /^\d{4}-\d{2}-\d{2}$/.test(a.date_of_birth) && a.ssn.replace(/-/g, '').length === 9)
    .slice(0, SELECTED)
    .map((a, i) => ({
      student_id: a.external_id,
      first_name: a.first_name,
      last_name: a.last_name,
      date_of_birth: a.date_of_birth,
      email: a.email,
      phone: a.phone,
      ssn: a.ssn,
      award_year: '2025-26',
      tracking_group: i % 3 === 2 ? 'V5' : 'V4',
      language: ['en', 'fr', 'de', 'nl'][i % 4],
    }));
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api/financial-aid/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const pushed = await post('selections', { selections });
  if (!pushed.ok) throw new Error(`the demo selections were refused (${pushed.status})`);
  const ids = ((await pushed.json()) as { data: { results: { case_id?: string }[] } }).data.results
    .map((r) => r.case_id)
    .filter((id): id is string => !!id);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const [i, id] of ids.entries())
    await post(`cases/${id}/deadline`, { deadline: day(i === 1 ? -3 : 30) });
  if (ids[0])
    await post(`cases/${ids[0]}/verify`, {
      method: 'in_person',
      document_type: 'drivers_license',
      document_expiry: day(700),
      reviewer_name: 'Northfield Financial Aid',
      presented_on: day(0),
    });
  if (ids[2]) await post(`cases/${ids[2]}/start`, { note: 'Video call booked' });
  logger.log(`pushed ${ids.length} demo V4/V5 selections for Northfield University`);
}
