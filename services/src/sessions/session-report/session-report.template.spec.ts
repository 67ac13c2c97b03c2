import { sessionReportHtml } from './session-report.template';

const session = (over: Record<string, unknown> = {}) =>
  ({
    uuid: '4f6c2a10-1b2c-4d3e-8f90-123456789abc',
    external_id: null,
    first_name: 'Ana <script>alert(1)</script>',
    last_name: "O'Neil",
    email: 'ana@example.edu',
    phone: null,
    date_of_birth: '2000-01-02',
    street: null,
    city: null,
    state: null,
    zip: null,
    country_code: null,
    ssn_last4: '6789',
    overall_risk_level: 'very_high',
    created_at: new Date('2026-11-01T10:00:00Z'),
    updated_at: new Date('2026-11-02T10:00:00Z'),
    meta_data: JSON.stringify({
      level: 'very_high',
      reasonCodes: {
        address: [{ reasonCode: 'AMIS', description: 'No address provided' }],
        email: [],
        phone: null,
        taxId: [],
      },
      verifications: { emailLevel: 'low', taxIdMatch: 'inconclusive' },
    }),
    ...over,
  }) as never;

const html = (over?: Record<string, unknown>, extra: Partial<Parameters<typeof sessionReportHtml>[0]> = {}) =>
  sessionReportHtml({
    ...extra,
    companyName: 'Northfield & Co',
    logo: null,
    session: session(over),
    generatedAt: '2026-11-22T08:00:00Z',
    generatedBy: 'Morgan Hale',
  });

describe('sessionReportHtml', () => {
  it('escapes every value from the session and the tenant', () => {
    const page = html();
    expect(page).not.toContain('<script>');
    expect(page).toContain('Ana &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).toContain('O&#39;Neil');
    expect(page).toContain('Northfield &#38; Co');
  });

  it('shows the checks present, the reasons per group with their meaning, and the risk in words', () => {
    const page = html();
    // Row labels are row header cells: a tagged PDF reads each value with its label (docs/accessibility.md).
    expect(page).toContain('<th scope="row">Email risk</th>');
    expect(page).toContain('<th scope="row">Tax ID match</th>');
    expect(page).not.toContain('Phone risk');
    expect(page).toContain('<th scope="row" class="code">AMIS</th><td>No address provided</td>');
    expect(page.match(/<p class="muted">None<\/p>/g)).toHaveLength(3);
    expect(page).toContain('>Very high</span>');
    expect(page).toContain('<th scope="row">Address</th><td>N/A</td>');
    expect(page).toContain('<th scope="row">SSN / tax id</th><td>ending 6789</td>');
  });

  it('says so when a session has no checks', () => {
    expect(
      html({ meta_data: JSON.stringify({ level: 'low', reasonCodes: {}, verifications: {} }) }),
    ).toContain('<h2>Checks</h2><p class="muted">No data</p>');
  });

  it('lists the review notes and decisions with author and time, escaped, in the reader’s language', () => {
    const by = { id: 4, name: 'Riley <b>Park</b>' };
    const none = { outcome: null, kind: null, assignee: null, codes: [], note_erased: false };
    const page = html(undefined, {
      language: 'fr',
      reviewHistory: [
        { ...none, type: 'note', at: '2026-11-03T09:00:00Z', by, note: 'Called the school <ok>' },
        {
          ...none,
          type: 'claimed',
          at: '2026-11-03T09:30:00Z',
          by,
          note: null,
          kind: 'high_risk',
          assignee: by,
        },
        {
          ...none,
          type: 'decided',
          at: '2026-11-03T10:00:00Z',
          by,
          note: 'Address confirmed',
          outcome: 'false_positive',
          kind: 'high_risk',
        },
      ],
    });
    expect(page).toContain('<h2>Notes et décisions de revue</h2>');
    expect(page).toContain('Riley &#60;b&#62;Park&#60;/b&#62;');
    expect(page).toContain('<td>Note</td><td>Called the school &#60;ok&#62;</td>');
    expect(page).toContain('<td>Faux positif</td><td>Address confirmed</td>');
    // Assignments are the console's history, not the report's.
    expect(page.match(/<tr><td>/g)).toHaveLength(2);
    expect(html()).toContain('<p class="muted">No notes or decisions.</p>');
  });

  it('names the four-eyes request and its approval, and a resubmission with its reason, in the reader’s language', () => {
    const by = { id: 4, name: 'Riley Park' };
    const none = { assignee: null, kind: 'approval', note_erased: false };
    const page = html(undefined, {
      language: 'fr',
      reviewHistory: [
        {
          ...none,
          type: 'approval_requested',
          at: '2026-11-03T09:00:00Z',
          by,
          note: 'Renewed card seen',
          outcome: 'approval_requested',
          codes: ['idv_override', 'PASSED'],
        },
        {
          ...none,
          type: 'decided',
          at: '2026-11-03T10:00:00Z',
          by: { id: 5, name: 'Sam Lee' },
          note: 'Seen on the call',
          outcome: 'approved',
          codes: ['idv_override', 'PASSED'],
        },
        {
          ...none,
          type: 'decided',
          kind: 'idv_check',
          at: '2026-11-04T10:00:00Z',
          by,
          note: '',
          outcome: 'resubmission_requested',
          codes: ['back_blurred'],
        },
      ],
    });
    expect(page).toContain(
      '<td>Double contrôle demandé · modification du résultat IDV · en réussi</td><td>Renewed card seen</td>',
    );
    expect(page).toContain('<td>Sam Lee</td><td>Approuvé (double contrôle) · modification du résultat IDV');
    expect(page).toContain('Nouvelles photos demandées · La photo du verso de votre document est floue.');
  });

  it('keeps a line whose note was erased with the applicant: who, when, the decision, and "erased" in the reader’s language', () => {
    const page = html(undefined, {
      language: 'de',
      reviewHistory: [
        {
          type: 'decided',
          at: '2026-11-03T10:00:00Z',
          by: { id: 4, name: 'Riley Park' },
          note: null,
          note_erased: true,
          outcome: 'no_issue',
          kind: 'high_risk',
          assignee: null,
          codes: [],
        },
      ],
    });
    expect(page).toMatch(/<td>Riley Park<\/td><td>[^<]+<\/td><td><em>Mit der Person gelöscht<\/em><\/td>/);
  });
});
