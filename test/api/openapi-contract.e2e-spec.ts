import { SUPERADMIN, startApp, TestApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { contractChecker, ContractChecker } from '../support/openapi-contract';

/**
 * The OpenAPI contract (issue 14). Every API test's answers are validated by apiClient against
 * /api/docs-json (test/support/openapi-contract.ts); this file shows that the check bites, and that
 * the document is what an integrator needs: security, tags, multipart, list parameters, errors.
 */
describe('OpenAPI contract', () => {
  let t: TestApp;
  let doc: any;
  let checker: ContractChecker;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    doc = await (await fetch(`${t.baseUrl}/api/docs-json`)).json();
    checker = contractChecker(doc);
  });
  afterAll(() => t?.stop());

  it('refuses an answer the document does not describe: an unknown status, a wrong body shape', () => {
    expect(() => checker.check('GET', '/api/imports', 418, 'application/json', {})).toThrow(/not described/);
    expect(() =>
      checker.check('GET', '/api/imports', 200, 'application/json', {
        status: true,
        data: [{ import_id: 1 }],
      }),
    ).toThrow(/does not match/);
    expect(() =>
      checker.check('GET', '/api/imports', 401, 'application/json', { status: false, message: 'x' }),
    ).toThrow(/code/);
  });

  it('refuses a field the document does not describe, at any depth', () => {
    const page = {
      company_name: 'Northfield University',
      first_name: 'Ada',
      form_type: 'ADMISSIONS',
      expires_at: '2026-09-08T12:00:00.000Z',
      resubmission: null,
      consent: {
        version: '2026-11',
        accepted: false,
        face_comparison: null,
        text: 'By choosing “I agree”…',
        title: 'Before you start',
        collected: 'Photos of your document, a selfie, a face template',
        purpose: 'To confirm that you are the person named on the document',
        retention: 'Deleted 30 days after the decision',
        without_face: 'The document photos only',
        retention_page: '/retention/1-AAAAAAAAAAAAAAAAAAAAAA',
      },
      uploaded: { id_front: true, id_back: false, selfie: false },
      max_image_bytes: 10485760,
    };
    const answer = (data: unknown) => ({ status: true, data });
    const check = (data: unknown) =>
      checker.check('GET', '/api/capture/some-token', 200, 'application/json', answer(data));
    expect(() => check(page)).not.toThrow();
    expect(() => check({ ...page, last_name: 'Lovelace' })).toThrow(/additional properties/);
    expect(() => check({ ...page, uploaded: { ...page.uploaded, passport: true } })).toThrow(
      /\/data\/uploaded must NOT have additional properties/,
    );
    expect(() => check({ ...page, form_type: 'SCHOLARSHIP' })).toThrow(/allowed values/);
    // An IDV history line: its details are the event's own fields, but a check's evidence is described.
    const line = (evidence: object) => ({
      position: '1',
      version: 3,
      type: 'IdvCheckRecorded',
      at: '2026-09-01T12:00:00.000Z',
      actor: 'system',
      summary: 'Date of birth: passed',
      details: { check: 'date_of_birth_crosscheck', result: 'PASSED', evidence },
    });
    const history = (evidence: object) =>
      checker.check('GET', '/api/idv/x/history', 200, 'application/json', answer([line(evidence)]));
    expect(() => history({ document: '1990-04-12', note: 'Matches' })).not.toThrow();
    expect(() => history({ document: '1990-04-12', ssn: '123-45-6789' })).toThrow(/\(ssn\)/);
    // A watchlist review's answer: the result, with the review's decision an enum.
    expect(() =>
      checker.check('POST', '/api/watchlist/u/matches/e/review', 200, 'application/json', answer({})),
    ).toThrow(/riskLevel/);
  });

  it('accepts the real answers of a signed-in journey (each call is checked by apiClient)', async () => {
    const api = apiClient(t.baseUrl);
    const admin = await api.login('admin@northfield.edu', 'Northfield!Demo25');
    for (const path of [
      '/api/getSessions?limit=25',
      '/api/getSessionsIdv',
      '/api/imports',
      '/api/api-keys',
      '/api/webhooks',
      '/api/reason-codes',
    ])
      expect((await api.call('GET', path, { token: admin })).status).toBe(200);
    expect((await api.call('GET', '/api/imports/not-an-import', { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/api/imports')).status).toBe(401);
    const superAdmin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    expect((await api.call('GET', '/admin/companies', { token: superAdmin })).status).toBe(200);
  });

  it('says who may call each operation, groups them by feature and describes uploads and list filters', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'apiKeyBearer', 'session']);
    const ops = Object.values<any>(doc.paths).flatMap((item) => Object.values<any>(item));
    expect(ops.every((op) => op.tags?.length === 1 && op.summary && op.security)).toBe(true);
    expect(ops.every((op) => Object.keys(op.responses).some((s) => s < '300'))).toBe(true);
    expect(doc.paths['/api/capture/{token}'].get.security).toEqual([]);
    expect(doc.paths['/api/api-keys'].get.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/applicants'].post.security).toContainEqual({ apiKey: [] });
    expect(doc.paths['/api/read-file'].post.requestBody.content['multipart/form-data']).toBeDefined();
    const idvParams = doc.paths['/api/getSessionsIdv'].get.parameters.map((p: any) => p.name);
    expect(idvParams).toEqual(
      expect.arrayContaining(['page', 'limit', 'sort', 'overall_validation', 'form_type', 'date[filter]']),
    );
    expect(
      doc.paths['/api/imports/{id}'].get.responses['404'].content['application/json'].schema.$ref,
    ).toMatch(/ErrorEnvelopeDto/);
  });

  it('is OpenAPI 3.1 with every "or null" written out, as strict readers and generators need', () => {
    expect(doc.openapi).toBe('3.1.0');
    const nullable: string[] = [];
    const enumsWithoutNull: string[] = [];
    const visit = (node: any, at: string): void => {
      if (!node || typeof node !== 'object') return;
      if ('nullable' in node) nullable.push(at);
      if ([node.type].flat().includes('null') && Array.isArray(node.enum) && !node.enum.includes(null))
        enumsWithoutNull.push(at);
      for (const [key, value] of Object.entries(node)) if (key !== 'example') visit(value, `${at}/${key}`);
    };
    visit(doc, '#');
    expect({ nullable, enumsWithoutNull }).toEqual({ nullable: [], enumsWithoutNull: [] });
    // A pending IDV's checks are null: the record's schema says so.
    const record = doc.components.schemas.IdvRecordResponse.properties;
    expect(record.pdf_417.type).toEqual(['string', 'null']);
    expect(record.pdf_417.enum).toContain(null);
    // Ids and counts are whole numbers.
    expect(doc.components.schemas.CompanyResponse.properties.id.type).toBe('integer');
    expect(doc.components.schemas.PageMetaDto.properties.total.type).toBe('integer');
  });

  it('has no schema that refers to itself, directly or through others (generators that expand schemas cannot read one)', () => {
    const schemas: Record<string, unknown> = doc.components.schemas;
    const refsOf = (node: any): string[] =>
      !node || typeof node !== 'object'
        ? []
        : Object.entries(node).flatMap(([key, value]) =>
            key === '$ref' && typeof value === 'string' ? [value.split('/').pop()!] : refsOf(value),
          );
    const cycles: string[] = [];
    const walk = (name: string, path: string[]): void => {
      if (path.includes(name)) {
        cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
        return;
      }
      for (const next of new Set(refsOf(schemas[name]))) walk(next, [...path, name]);
    };
    for (const name of Object.keys(schemas)) walk(name, []);
    expect(cycles).toEqual([]);
  });

  it('describes the JSON error answers of the routes that answer a file (an image, a PDF, a CSV)', () => {
    const undescribed: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths))
      for (const [method, op] of Object.entries<any>(item)) {
        const success = Object.entries<any>(op.responses).find(([status]) => status < '300')![1];
        if (Object.keys(success.content ?? {}).some((type) => type.includes('json'))) continue;
        for (const [status, response] of Object.entries<any>(op.responses))
          if (status >= '400' && !response.content?.['application/json'])
            undescribed.push(`${method.toUpperCase()} ${path} ${status}`);
        if (path.includes('{') && !op.responses['404'])
          undescribed.push(`${method.toUpperCase()} ${path} 404`);
      }
    expect(undescribed).toEqual([]);
  });
});
