/**
 * A remote ID verification as the applicant does it through the texted link: the reference card,
 * stand-in photos, and the capture steps (consent, three images, submit) the IDV tests share.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { apiClient } from './http-client';
import { until } from './until';

type Api = ReturnType<typeof apiClient>;

/** The reference data (never copied into the repo): ../shared/data, or SHARED_DATA_DIR. */
export const SHARED_DATA =
  process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
/** The back (PDF417) of the AAMVA standard's example card: MICHAEL SAMPLE, born 1986-06-06, expired 2024-12-10. */
export const ID_BACK = path.join(SHARED_DATA, 'aamva', 'images', 'aamva_std_v10_example.pdf417.png');
/** Portraits of the shared deepface set. */
export const FACES_DIR = path.join(SHARED_DATA, 'faces', 'deepface');

/** The example card's holder, as staff type them into a remote ID request. */
export const CARD_APPLICANT = {
  name: 'Michael Sample',
  phoneNumber: '(804) 555-0143',
  email: 'michael.sample@example.edu',
  address: '2300 W Broad St',
  state: 'VA',
  city: 'Richmond',
  country: 'US',
  zip: '20',
  dob: '1986-06-06',
};

/** A plain-coloured JPEG standing in for a photo, with a camera and a GPS position in its EXIF on request. */
export function photo(colour: string, withGps = false): Promise<Buffer> {
  const image = sharp({ create: { width: 800, height: 500, channels: 3, background: colour } });
  return (
    withGps
      ? image.withExif({
          IFD0: { Make: 'PhoneMaker' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 32/1 0/1' },
        })
      : image
  )
    .jpeg()
    .toBuffer();
}

/** A multipart body holding one file, as the capture page uploads it. */
export function imageForm(data: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

/** A driver-licence front with the portrait (a file or its bytes) where the face checks look for it. */
export async function cardFront(portrait: Buffer | string): Promise<Buffer> {
  const face = await sharp(portrait).resize(260, 330, { fit: 'cover' }).toBuffer();
  const title = Buffer.from(
    '<svg width="600" height="80"><text x="0" y="50" font-size="44" font-family="sans-serif" fill="#1d3b66">DRIVER LICENSE</text></svg>',
  );
  return sharp({ create: { width: 1000, height: 630, channels: 3, background: '#dfe8f0' } })
    .composite([
      { input: title, left: 340, top: 40 },
      { input: face, left: 60, top: 150 },
    ])
    .jpeg()
    .toBuffer();
}

/** Staff request a remote ID by text message; the IDV's id. */
export async function requestRemoteIdv(
  api: Api,
  staffToken: string,
  formType: 'ADMISSIONS' | 'FINANCIAL_AID' = 'ADMISSIONS',
  applicant: Record<string, string> = CARD_APPLICANT,
): Promise<string> {
  const sent = await api.call('POST', '/api', {
    token: staffToken,
    body: { form_type: formType, type: 'sms', uuid: null, data: applicant },
  });
  if (sent.status !== 200) throw new Error(`remote IDV: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body.data.id;
}

/** The capture token in a message carrying the applicant's link. */
export function captureTokenIn(message: string): string {
  const token = /\/capture\/([A-Za-z0-9_-]{43})/.exec(message)?.[1];
  if (!token) throw new Error('no capture link in the message');
  return token;
}

/** The capture token of a remote IDV, once the text with its link is delivered (the outbox, read as the super admin). */
export async function deliveredCaptureToken(api: Api, superToken: string, idvId: string): Promise<string> {
  return until('the text with the link', async () => {
    const r = await api.call('GET', `/api/outbox?reference=${idvId}`, { token: superToken });
    const sms = r.body.data?.find(
      (m: { channel: string; status: string; body: string }) =>
        m.channel === 'sms' && m.status === 'delivered',
    );
    return sms ? captureTokenIn(sms.body) : null;
  });
}

/** The applicant's first steps: open the link and consent. */
export async function consentToCapture(api: Api, token: string): Promise<void> {
  const opened = await api.call('GET', `/api/capture/${token}`);
  if (opened.status !== 200) throw new Error(`capture page: ${opened.status} ${JSON.stringify(opened.body)}`);
  await api.call('POST', `/api/capture/${token}/consent`, {
    body: { consent_version: opened.body.data.consent.version },
  });
}

/**
 * Uploads the card front, the example card's back and the selfie, then submits for the checks (with
 * the MRZ lines a passport's reader sends, when given: the document is then read from them).
 */
export async function uploadAndSubmit(
  api: Api,
  token: string,
  idFront: Buffer,
  selfie: Buffer,
  mrz?: string[],
): Promise<void> {
  for (const [kind, data, type] of [
    ['id_front', idFront, 'image/jpeg'],
    ['id_back', fs.readFileSync(ID_BACK), 'image/png'],
    ['selfie', selfie, 'image/jpeg'],
  ] as const) {
    const up = await api.call('POST', `/api/capture/${token}/images/${kind}`, {
      form: imageForm(data, `${kind}.bin`, type),
    });
    if (up.status !== 200) throw new Error(`capture ${kind}: ${up.status} ${JSON.stringify(up.body)}`);
  }
  const submitted = await api.call('POST', `/api/capture/${token}/submit`, { body: mrz ? { mrz } : {} });
  if (submitted.status !== 200)
    throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
}

/** The IDV's record once its checks have run (status Completed), read as staff. */
export async function checkedIdv(api: Api, staffToken: string, idvId: string, timeoutMs?: number) {
  return until(
    'the checks',
    async () => {
      const r = await api.call('GET', `/api/checkIDV/${idvId}`, { token: staffToken });
      return r.body.data?.status === 'Completed' ? r.body.data : null;
    },
    timeoutMs,
  );
}

/**
 * Waits until the worker has recorded both link messages' deliveries (text and email) on the IDV's
 * stream: staff actions append against the version they read, so a test that edits waits for them.
 */
export async function linkDeliveriesRecorded(api: Api, staffToken: string, idvId: string): Promise<void> {
  await until('both deliveries recorded', async () => {
    const h = await api.call('GET', `/api/idv/${idvId}/history`, { token: staffToken });
    return h.body.data?.filter((e: { type: string }) => e.type === 'IdvLinkDelivered').length === 2;
  });
}

/**
 * The example card's holder through the whole remote journey, as one step: requested by text (Admissions),
 * captured (plain-coloured stand-in photos carrying GPS data unless others are given), checked (FAILED:
 * the card is expired), and both link deliveries recorded. The record as staff then read it.
 */
export async function checkedCardIdv(
  api: Api,
  tokens: { staff: string; super: string },
  photos?: { idFront: Buffer; selfie: Buffer },
) {
  const idvId = await requestRemoteIdv(api, tokens.staff);
  const token = await deliveredCaptureToken(api, tokens.super, idvId);
  await consentToCapture(api, token);
  const { idFront, selfie } = photos ?? {
    idFront: await photo('#4060a0', true),
    selfie: await photo('#c08040', true),
  };
  await uploadAndSubmit(api, token, idFront, selfie);
  await checkedIdv(api, tokens.staff, idvId);
  await linkDeliveriesRecorded(api, tokens.staff, idvId);
  const record = await api.call('GET', `/api/checkIDV/${idvId}`, { token: tokens.staff });
  return record.body.data as { id: string; uuid: string; version: number; overall_validation: string };
}
