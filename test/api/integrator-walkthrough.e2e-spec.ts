import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { launchChromium } from '../browser/browser';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { documentedCode, documentedSignatureCheck } from '../support/integrator-docs';
import { consentToCapture, deliveredCaptureToken, photo, uploadAndSubmit } from '../support/remote-idv';
import { until } from '../support/until';
import { startWebhookReceiver } from '../support/webhook-receiver';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const APPLICANTS = 1000;
const BATCH = 250;
const IDVS = 3;

/**
 * The integrator's own program: builds applicants, pushes them with the documented client
 * (docs/integrations.md, push-applicants.ts) twice, and prints what came back.
 */
const PROGRAM = `import { pushApplicants, type Applicant } from './push-applicants';

/** Letters only (a name needs letters): 0 → a, 27 → bb. */
const letters = (k: number) => k.toString(26).split('').map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');

const applicants: Applicant[] = Array.from({ length: Number(process.env.COUNT) }, (_, k) => ({
  external_id: 'WALK-' + String(k).padStart(4, '0'),
  first_name: 'Avery',
  last_name: 'Walker' + letters(k),
  email: 'walker' + k + '@example.edu',
  phone: '(804) 555-01' + String(k % 100).padStart(2, '0'),
  date_of_birth: '2006-04-15',
  address: 100 + k + ' Aspen Hollow Ln',
  city: 'Richmond',
  state: 'VA',
  zip: '23220',
  country_code: 'US',
}));

async function main() {
  const batch = Number(process.env.BATCH);
  const first = await pushApplicants(applicants, batch);
  const again = await pushApplicants(applicants, batch);
  process.stdout.write(JSON.stringify({ first, again }));
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

/** Mistakes the generated types must catch: a document that did not describe the push body would let them through. */
const PROBE = `import type { Applicant } from './push-applicants';

// @ts-expect-error a misspelt column
export const misspelt: Applicant = { first_name: 'Mei', last_name: 'Tanaka', firstname: 'Mei' };
// @ts-expect-error the last name is required
export const nameless: Applicant = { first_name: 'Mei' };
// @ts-expect-error values are text
export const numeric: Applicant = { first_name: 'Mei', last_name: 'Tanaka', date_of_birth: new Date() };
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM'],
    types: ['node'],
    skipLibCheck: true,
  },
  include: ['*.ts'],
};

/**
 * Issue 14's "done when", as a new integrator does it: read the reference, generate a client from
 * the document, get a key, push 1,000 applicants, receive signed webhooks for the IDV results and
 * verify them with the recipe docs/integrations.md gives (its code, run as written there).
 */
describe('an integrator walks through the API as a new user would', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let key: string;
  let openapi: any;
  let pushed: Array<{ external_id: string; session_uuid: string; status: string }>;
  // The integrator's project: a folder of its own, with this checkout's packages as its node_modules.
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'integrator-'));
  const receiver = startWebhookReceiver();

  beforeAll(async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1'; // the receiver listens on loopback
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  });
  afterAll(async () => {
    await t.stop();
    await (await receiver).close();
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    fs.rmSync(project, { recursive: true, force: true });
  });

  it('reads the reference at /api/docs: it renders in a browser, grouped by feature', async () => {
    openapi = await (await fetch(`${t.baseUrl}/api/docs-json`)).json();
    const features: string[] = openapi.tags.map((tag: { name: string }) => tag.name);
    expect(features).toEqual(expect.arrayContaining(['Applicant push', 'API keys', 'IDV', 'Webhooks']));
    // Every operation sits in exactly one of the reference's sections.
    for (const [route, item] of Object.entries<Record<string, any>>(openapi.paths))
      for (const [method, operation] of Object.entries(item))
        expect([method, route, operation.tags?.length, features.includes(operation.tags?.[0])]).toEqual([
          method,
          route,
          1,
          true,
        ]);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-chromium-'));
    const browser = await launchChromium(dir);
    try {
      const page = await browser.newPage();
      const answer = await page.goto(`${t.baseUrl}/api/docs`);
      expect(answer?.status()).toBe(200);
      await page.waitForSelector('.opblock-tag-section', { timeout: 20000 });
      expect(await page.title()).toBe('VerifyDesk API reference');
      const sections = await page.$$eval('.opblock-tag', (tags) =>
        tags.map((e) => e.getAttribute('data-tag')),
      );
      expect(sections).toEqual(features.filter((f) => sections.includes(f)));
      expect(sections).toEqual(expect.arrayContaining(['Applicant push', 'IDV', 'Webhooks']));
      expect(await page.evaluate(() => document.body.innerText)).toContain('Push applicants');
    } finally {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('generates a typed client from /api/docs-json and type-checks the documented push client against it', async () => {
    fs.writeFileSync(path.join(project, 'verifydesk.json'), JSON.stringify(openapi));
    await run(bin('openapi-typescript'), ['verifydesk.json', '-o', 'verifydesk.d.ts'], { cwd: project });
    fs.writeFileSync(path.join(project, 'push-applicants.ts'), documentedCode('// push-applicants.ts'));
    fs.writeFileSync(path.join(project, 'walkthrough.ts'), PROGRAM);
    fs.writeFileSync(path.join(project, 'probe.ts'), PROBE);
    fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    // tsc exits non-zero (and run throws, with its diagnostics) on any error, an unused @ts-expect-error included.
    const checked = await run(bin('tsc'), ['-p', project], { cwd: project }).catch((e) => e);
    expect(`${checked.stdout}${checked.stderr ?? ''}`).toBe('');
  });

  it('creates an API key as the company admin (the console does the same: console-integrations)', async () => {
    const created = await api.call('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Slate nightly', permissions: [1, 2] },
    });
    expect(created.status).toBe(201);
    key = created.body.data.key;
    expect(key).toMatch(/^vdk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    // A key cannot make keys: only a company admin can.
    expect(
      (await api.call('POST', '/api/api-keys', { token: key, body: { name: 'Mine', permissions: [1] } }))
        .status,
    ).toBe(403);
  });

  it(`pushes ${APPLICANTS} applicants in batches of ${BATCH} with the generated client; the same again creates nothing`, async () => {
    const { stdout } = await run(bin('tsx'), ['walkthrough.ts'], {
      cwd: project,
      env: {
        ...process.env,
        VERIFYDESK_URL: t.baseUrl,
        VERIFYDESK_API_KEY: key,
        COUNT: String(APPLICANTS),
        BATCH: String(BATCH),
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    const { first, again } = JSON.parse(stdout);
    expect(first).toHaveLength(APPLICANTS);
    expect(first.map((r: any) => r.status)).toEqual(Array(APPLICANTS).fill('created'));
    expect(first.map((r: any) => r.external_id)).toEqual(
      Array.from({ length: APPLICANTS }, (_, k) => `WALK-${String(k).padStart(4, '0')}`),
    );
    expect(new Set(first.map((r: any) => r.session_uuid)).size).toBe(APPLICANTS);
    // Idempotent by external id: each one already on file, under the same session.
    expect(again.map((r: any) => [r.status, r.session_uuid])).toEqual(
      first.map((r: any) => ['duplicate', r.session_uuid]),
    );
    pushed = first;
    // Each request is one import named "API push", uploaded by the key.
    const imports = await api.call('GET', '/api/imports?limit=100', { token: admin });
    const pushes = imports.body.data.filter((i: any) => i.file_name === 'API push');
    expect(pushes).toHaveLength((2 * APPLICANTS) / BATCH);
    for (const i of pushes) expect(i.uploaded_by.name).toBe("API key 'Slate nightly'");
  });

  it('receives a signed idv.completed for each IDV and verifies it with the documented recipe', async () => {
    const verify = documentedSignatureCheck();
    const endpoint = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: (await receiver).url('/sis'), description: 'Slate', events: ['idv.completed'] },
    });
    expect(endpoint.status).toBe(201);
    const secret: string = endpoint.body.data.secret;
    // The school's system asks IDVs for pushed applicants; each applicant completes the texted link.
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const idvs = new Map<string, string>();
    for (const applicant of pushed.slice(0, IDVS)) {
      const asked = await api.call('POST', '/api/askIDV', {
        token: key,
        body: { uuid: applicant.session_uuid, form_type: 'ADMISSIONS' },
      });
      expect(asked.status).toBe(200);
      idvs.set(asked.body.data.id, applicant.session_uuid);
      const link = await deliveredCaptureToken(api, superToken, asked.body.data.id);
      await consentToCapture(api, link);
      await uploadAndSubmit(api, link, await photo('#4060a0'), await photo('#c08040'));
    }
    const hooks = await until('the idv.completed webhooks', async () => {
      const got = (await receiver).received.filter((h) => h.path === '/sis');
      return got.length >= IDVS ? got : null;
    });
    expect(hooks.map((h) => h.json.event)).toEqual(Array(IDVS).fill('idv.completed'));
    expect(new Set(hooks.map((h) => h.json.data.idv_id))).toEqual(new Set(idvs.keys()));
    for (const hook of hooks) {
      const header = String(hook.headers['x-verifydesk-signature']);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verify(secret, header, hook.body)).toBe(true);
      // The same recipe refuses a changed body, another secret, and a signature past its tolerance.
      expect(verify(secret, header, hook.body.replace('idv.completed', 'idv.overridden'))).toBe(false);
      expect(verify(`${secret}x`, header, hook.body)).toBe(false);
      expect(verify(secret, header, hook.body, -1)).toBe(false);
      expect(hook.headers['x-verifydesk-event']).toBe('idv.completed');
      expect(hook.headers['x-verifydesk-delivery']).toBe(hook.json.id);
      expect(hook.json.data.session_uuid).toBe(idvs.get(hook.json.data.idv_id));
      // The receiver fetches the details with its key; the verdict is the one it was sent.
      const record = await api.call('GET', `/api/checkIDV/${hook.json.data.idv_id}`, { token: key });
      expect(record.status).toBe(200);
      expect(record.body.data.overall_validation).toBe(hook.json.data.overall_validation);
    }
  });
});
