import { dictionaries } from '../../i18n/allDictionaries';
import {
  CAPTURE_STEPS,
  captureProblem,
  FACE_ISSUE_TEXT,
  faceStateOf,
  fileProblem,
  isTokenShaped,
  megabytes,
  SELFIE_REFUSALS_BEFORE_SUBMIT,
  submitState,
} from './captureModel';
import { SELFIE_ISSUES } from './face/selfieRules';
import type { FaceCheckAnswer } from './captureTypes';

describe('captureProblem', () => {
  it.each([
    [410, 'CAPTURE.LINK_EXPIRED', 'expired'],
    [410, 'CAPTURE.LINK_REVOKED', 'revoked'],
    [410, 'CAPTURE.LINK_USED', 'used'],
    [409, 'CAPTURE.CONSENT_REQUIRED', 'consentRequired'],
    [404, undefined, 'invalidLink'],
    [410, undefined, 'expired'],
    [413, undefined, 'tooLarge'],
    [422, undefined, 'badType'],
    [415, undefined, 'badType'],
    [429, undefined, 'rateLimited'],
    [0, undefined, 'network'],
    [500, undefined, 'generic'],
  ] as const)('%i %s → %s', (status, code, expected) => {
    expect(captureProblem(status, code)).toBe(expected);
  });
});

describe('fileProblem', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/png', size: 10 * MB }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: '', size: 1 }, null],
    [{ type: 'application/pdf', size: 1 }, 'badType'],
    [{ type: 'image/heic', size: 1 }, 'badType'],
    [{ type: 'image/jpeg', size: 10 * MB + 1 }, 'tooLarge'],
  ])('%j → %s', (file, expected) => {
    expect(fileProblem(file, 10 * MB)).toBe(expected);
  });
});

describe('helpers', () => {
  it('shows whole megabytes', () => expect(megabytes(10 * 1024 * 1024)).toBe('10'));
  it.each([
    ['a'.repeat(43), true],
    ['a'.repeat(42), false],
    ['a'.repeat(42) + '/', false],
  ])('token %s → %s', (token, expected) => expect(isTokenShaped(token)).toBe(expected));
});

describe('selfie face check (issue 15)', () => {
  it('reads the server answer: usable, refused with a known issue, an unknown issue, no answer', () => {
    expect(faceStateOf({ usable: true, issue: null, message: null })).toEqual({ state: 'accepted' });
    expect(faceStateOf({ usable: false, issue: 'tooSmall', message: 'Your face is too small' })).toEqual({
      state: 'refused',
      issue: 'tooSmall',
      message: 'Your face is too small',
      by: 'server',
    });
    // An issue this page does not know keeps the server's own sentence.
    const newer = { usable: false, issue: 'glasses', message: 'Remove your glasses' };
    expect(faceStateOf(newer as unknown as FaceCheckAnswer)).toMatchObject({
      issue: null,
      message: 'Remove your glasses',
    });
    expect(faceStateOf(null)).toBeNull();
    expect(faceStateOf(undefined)).toBeNull();
  });

  it('tells every selfie issue in all four languages, each a different sentence', () => {
    for (const issue of SELFIE_ISSUES) expect(FACE_ISSUE_TEXT[issue]).toBe(`capture.face.${issue}`);
    for (const dictionary of Object.values(dictionaries)) {
      const texts = SELFIE_ISSUES.map((issue) => dictionary[FACE_ISSUE_TEXT[issue]]);
      expect(new Set(texts).size).toBe(SELFIE_ISSUES.length);
    }
    expect(dictionaries.fr['capture.face.tooSmall']).toMatch(/^Votre visage est trop petit/);
    expect(dictionaries.de['capture.face.multipleFaces']).toMatch(/mehr als ein Gesicht/);
    expect(dictionaries.nl['capture.face.tooDark']).toMatch(/te donker/);
  });

  const all = { id_front: true, id_back: true, selfie: true };
  const refused = { state: 'refused', issue: 'noFace', message: null, by: 'server' } as const;
  it.each([
    ['a photo missing', { ...all, id_back: false }, null, 0, { allowed: false, hint: 'capture.submitHint' }],
    ['all three, the selfie accepted', all, { state: 'accepted' }, 0, { allowed: true, hint: null }],
    ['all three, no answer about the selfie', all, null, 0, { allowed: true, hint: null }],
    ['the server refused the selfie', all, refused, 1, { allowed: false, hint: 'capture.submitHintSelfie' }],
    [
      'only the device refused it (the server did not answer)',
      all,
      { ...refused, by: 'device' },
      0,
      { allowed: true },
    ],
    [
      `refused ${SELFIE_REFUSALS_BEFORE_SUBMIT} times: the office decides`,
      all,
      refused,
      SELFIE_REFUSALS_BEFORE_SUBMIT,
      { allowed: true, anyway: true },
    ],
  ] as const)('%s', (_name, uploaded, face, refusals, expected) => {
    expect(submitState(uploaded, face, refusals)).toMatchObject(expected);
  });
});

describe('submitState on the documents-only path', () => {
  it('allows Submit with both document photos and no selfie, and not before', () => {
    const documents = CAPTURE_STEPS.filter((s) => s.kind !== 'selfie');
    expect(submitState({ id_front: true, id_back: true, selfie: false }, null, 0, documents)).toEqual({
      allowed: true,
      hint: null,
      anyway: false,
    });
    expect(submitState({ id_front: true, id_back: false, selfie: false }, null, 0, documents).allowed).toBe(
      false,
    );
    expect(submitState({ id_front: true, id_back: true, selfie: false }, null, 0).allowed).toBe(false);
  });
});
