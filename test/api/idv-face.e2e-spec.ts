import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { pdfText } from '../support/pdf-text';
import { renderedReport } from '../support/report-job';
import { facePhoto, unusableSelfies } from '../support/selfie-images';
import {
  cardFront,
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  imageForm,
  requestRemoteIdv,
  uploadAndSubmit,
} from '../support/remote-idv';

// Issue 15: the in-house selfie match and liveness, end to end with the real models. The card front
// is composed from a face of the shared deepface set on a generated card (support/remote-idv.ts); nothing is copied.

describe('IDV selfie match and liveness (in-house models)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let staff: string;
  let superAdmin: string;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    superAdmin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t?.stop());

  /** A remote IDV requested by staff, its link opened and consent given: the applicant's token. */
  async function openCapture(): Promise<{ idvId: string; token: string }> {
    const idvId = await requestRemoteIdv(api, staff);
    const token = await deliveredCaptureToken(api, superAdmin, idvId);
    await consentToCapture(api, token);
    return { idvId, token };
  }

  /** A remote IDV through the applicant's link: request, consent, three images, submit, wait for the checks. */
  async function remoteIdv(idFront: Buffer, selfie: Buffer) {
    const { idvId, token } = await openCapture();
    await uploadAndSubmit(api, token, idFront, selfie);
    return checkedIdv(api, staff, idvId, 120_000);
  }

  /** The IDV's PDF report, rendered by the worker and downloaded as staff. */
  async function idvReport(idvId: string): Promise<Buffer> {
    const queued = await api.call('POST', `/api/idv/${idvId}/report`, { token: staff });
    expect(queued.status).toBe(202);
    const status = await renderedReport(api, staff, queued.body.data.job_id);
    const file = await fetch(`${t.baseUrl}${status.file_url}`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(file.status).toBe(200);
    return Buffer.from(await file.arrayBuffer());
  }

  /** Width and height of every image embedded in a PDF (poppler's pdfimages -list). */
  function pdfImageSizes(pdf: Buffer): [number, number][] {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-images-'));
    try {
      fs.writeFileSync(path.join(dir, 'r.pdf'), pdf);
      const lines = execFileSync('pdfimages', ['-list', path.join(dir, 'r.pdf')])
        .toString()
        .split('\n')
        .slice(2);
      return lines
        .map((l) => l.trim().split(/\s+/))
        .filter((cols) => cols.length > 4 && cols[2] === 'image')
        .map((cols) => [Number(cols[3]), Number(cols[4])]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('passes the selfie of the person on the card and fails another person, with score, thresholds and model', async () => {
    const card = await cardFront(facePhoto('img20.jpg'));
    const same = await remoteIdv(card, facePhoto('img21.jpg'));
    expect(same.selfie_verification).toBe('PASSED');
    expect(same.checks.selfie_verification.evidence.face).toMatchObject({
      similarity: expect.any(Number),
      thresholds: { pass: 0.69, fail: 0.44 },
      decision: 'MATCH',
      model: 'blazeface+facemesh-align-margin+faceres-flip',
      modelVersion: expect.stringMatching(/^@vladmandic\/human@/),
    });
    expect(same.checks.selfie_verification.evidence.face.similarity).toBeGreaterThanOrEqual(0.69);
    expect(same.checks.selfie_verification.evidence.note).toMatch(
      /^similarity 0\.\d{3} at or above the threshold 0\.69: same person/,
    );
    expect(['PASSED', 'FAILED']).toContain(same.selfie_liveness);
    expect(same.checks.selfie_liveness.evidence.face).toMatchObject({
      antispoof: expect.any(Number),
      liveness: expect.any(Number),
    });

    // The two compared faces are kept as evidence: sealed at rest, served only to the tenant's staff.
    for (const kind of ['face_selfie', 'face_portrait']) {
      const anonymous = await fetch(`${t.baseUrl}/api/idv/${same.id}/images/${kind}`);
      expect(anonymous.status).toBe(401);
      const crop = await fetch(`${t.baseUrl}/api/idv/${same.id}/images/${kind}`, {
        headers: { authorization: `Bearer ${staff}` },
      });
      expect([
        kind,
        crop.status,
        crop.headers.get('content-type'),
        crop.headers.get('cache-control'),
      ]).toEqual([kind, 200, 'image/jpeg', 'private, no-store']);
      expect((await sharp(Buffer.from(await crop.arrayBuffer())).metadata()).width).toBeGreaterThan(100);
    }
    const sealed = await t.runtime.db.rows<{ kind: string; head: string }>(
      'system',
      `SELECT kind, encode(substring(sealed from 1 for 3), 'hex') AS head FROM idv_images WHERE idv_id = $1 AND kind LIKE '%_face' ORDER BY kind`,
      [same.id],
    );
    expect(sealed.map((r) => r.kind)).toEqual(['portrait_face', 'selfie_face']);
    expect(sealed.every((r) => r.head !== 'ffd8ff')).toBe(true); // not a plain JPEG

    // The record links to both crops; the PDF shows them side by side with the score against the threshold.
    expect([same.face_selfie, same.face_portrait]).toEqual([
      `/api/idv/${same.id}/images/face_selfie`,
      `/api/idv/${same.id}/images/face_portrait`,
    ]);
    const pdf = await idvReport(same.id);
    // Kept with the screenshots (git-ignored) for a person to look at: pdftoppm -png turns it into pages.
    const artifacts = process.env.SCREENSHOT_DIR ?? path.join(__dirname, '..', '.artifacts', 'screens');
    fs.mkdirSync(artifacts, { recursive: true });
    fs.writeFileSync(path.join(artifacts, 'idv-face-report.pdf'), pdf);
    const text = pdfText(pdf);
    const score = same.checks.selfie_verification.evidence.face.similarity.toFixed(3);
    expect(text).toContain('Face match');
    expect(text).toContain(
      `Similarity ${score} against the thresholds 0.44 (no match below) and 0.69 (match from): same person`,
    );
    expect(text).toMatch(/Anti-spoof 0\.\d{3} \(threshold [\d.]+\), liveness 0\.\d{3}/);
    expect(text).toMatch(
      /Models blazeface\+facemesh-align-margin\+faceres-flip, antispoof\+liveness, @vladmandic\/human@/,
    );
    expect(text).toMatch(/Estimated age \d+, \d+ by the date of birth on the document/);
    // Three thumbnails and the two face crops are embedded (decrypted for the print only).
    expect(
      pdfImageSizes(pdf).filter(([w, h]) => w === h || (w <= 320 && h <= 320)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(pdfImageSizes(pdf).length).toBeGreaterThanOrEqual(5);

    const other = await remoteIdv(card, facePhoto('img8.jpg'));
    expect(other.selfie_verification).toBe('FAILED');
    expect(other.checks.selfie_verification.evidence.face.similarity).toBeLessThan(0.44);
    expect(other.checks.selfie_verification.evidence.note).toMatch(
      /below the threshold 0\.44: not the same person/,
    );
    expect(other.overall_validation).toBe('FAILED');
  });

  it('says plainly when the ID front shows no face: no portrait crop, the selfie crop kept, in the record and the PDF', async () => {
    const blankCard = await sharp({
      create: { width: 1000, height: 630, channels: 3, background: '#dfe8f0' },
    })
      .jpeg()
      .toBuffer();
    const record = await remoteIdv(blankCard, facePhoto('img21.jpg'));
    expect(record.selfie_verification).toBe('FAILED');
    expect(record.checks.selfie_verification.evidence.face.issue).toBe('noPortrait');
    expect(record.checks.selfie_verification.evidence.note).toMatch(/^no face found on the ID front/);
    expect(record.face_portrait).toBeNull();
    expect(record.face_selfie).toBe(`/api/idv/${record.id}/images/face_selfie`);
    const text = pdfText(await idvReport(record.id));
    expect(text).toContain('Face match');
    expect(text).toContain('No face found on the ID front');
  });

  it('tells the applicant at once, in their language, what to fix in a selfie with no face, two faces or a tiny face', async () => {
    const { token } = await openCapture();
    const upload = async (selfie: Buffer, language = 'en') => {
      const response = await fetch(`${t.baseUrl}/api/capture/${token}/images/selfie`, {
        method: 'POST',
        body: imageForm(selfie, 'selfie.jpg', 'image/jpeg'),
        headers: { 'accept-language': language },
      });
      return { status: response.status, body: await response.json() };
    };
    const { blank, two, tiny } = await unusableSelfies();

    const none = await upload(blank);
    expect(none).toMatchObject({
      status: 200,
      body: {
        data: {
          face_check: {
            usable: false,
            issue: 'noFace',
            message: expect.stringMatching(/^No face was found in the selfie/),
          },
        },
      },
    });
    expect((await upload(two)).body.data.face_check).toMatchObject({
      usable: false,
      issue: 'multipleFaces',
      message: expect.stringMatching(/only you/),
    });
    expect((await upload(tiny, 'fr')).body.data.face_check).toMatchObject({
      usable: false,
      issue: 'tooSmall',
      message: expect.stringMatching(/^Votre visage est trop petit/),
    });
    expect((await upload(facePhoto('img21.jpg'))).body.data.face_check).toEqual({
      usable: true,
      issue: null,
      message: null,
    });
  });
});
