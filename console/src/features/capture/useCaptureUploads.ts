import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../app/apiError';
import { captureClient, type CaptureLink } from './captureClient';
import {
  captureProblem,
  faceStateOf,
  fileProblem,
  FATAL_PROBLEMS,
  type CaptureKind,
  type CaptureProblem,
  type FaceState,
} from './captureModel';
import { selfieGuide } from './face/selfieGuide';

export interface Slot {
  uploaded: boolean;
  progress: number | null;
  problem: CaptureProblem | null;
  preview: string | null;
  /** The selfie only: what the page says about the face in it. */
  face: FaceState | null;
}

const emptySlot: Slot = { uploaded: false, progress: null, problem: null, preview: null, face: null };

export const problemOf = (error: unknown): CaptureProblem =>
  isApiError(error) ? captureProblem(error.httpStatus, error.code) : 'network';

/**
 * The three photos of the capture page: each uploads at once, one at a time (each appends to the same
 * record on the server). A selfie is looked at on the device first when the detector has loaded
 * (progressive enhancement), then judged by the server, whose answer the page shows in the end.
 */
export function useCaptureUploads(
  token: string,
  link: CaptureLink | null,
  onProblem: (problem: CaptureProblem) => void,
) {
  const [slots, setSlots] = useState<Record<CaptureKind, Slot>>({
    id_front: emptySlot,
    id_back: emptySlot,
    selfie: emptySlot,
  });
  const [selfieRefusals, setSelfieRefusals] = useState(0);
  const previews = useRef<string[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  // Each selfie taken gets a number: a late answer about an earlier photo must not overwrite a newer one.
  const selfieAttempt = useRef(0);

  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const markUploaded = useCallback((uploaded: CaptureLink['uploaded']) => {
    setSlots((s) => ({
      id_front: { ...s.id_front, uploaded: uploaded.id_front },
      id_back: { ...s.id_back, uploaded: uploaded.id_back },
      selfie: { ...s.selfie, uploaded: uploaded.selfie },
    }));
  }, []);

  const patch = (kind: CaptureKind, change: Partial<Slot>) =>
    setSlots((s) => ({ ...s, [kind]: { ...s[kind], ...change } }));

  const upload = async (kind: CaptureKind, file: File, attempt: number) => {
    try {
      const answer = await captureClient.upload(token, kind, file, (p) =>
        patch(kind, { progress: p.total ? p.loaded / p.total : 0 }),
      );
      // A newer selfie is already queued: its own answer will speak for the slot.
      if (kind === 'selfie' && attempt !== selfieAttempt.current) return;
      const face = kind === 'selfie' ? faceStateOf(answer.face_check) : null;
      if (face?.state === 'refused') setSelfieRefusals((n) => n + 1);
      setSlots((s) => ({
        ...s,
        [kind]: {
          ...s[kind],
          uploaded: true,
          progress: null,
          // No answer from the server: what the device saw (if anything) stays.
          face:
            kind !== 'selfie' ? null : (face ?? (s.selfie.face?.state === 'refused' ? s.selfie.face : null)),
        },
      }));
    } catch (error) {
      const found = problemOf(error);
      if (FATAL_PROBLEMS.includes(found) || found === 'consentRequired') onProblem(found);
      patch(kind, { uploaded: false, progress: null, problem: found, preview: null, face: null });
    }
  };

  /** The device's look at a selfie, shown while the upload runs unless the server answered first. */
  const guide = async (file: File, attempt: number) => {
    const check = await selfieGuide();
    if (!check) return;
    const issue = await check.examine(file).catch(() => null);
    setSlots((s) => {
      if (attempt !== selfieAttempt.current || s.selfie.face?.state !== 'checking') return s;
      const face: FaceState = issue
        ? { state: 'refused', issue, message: null, by: 'device' }
        : s.selfie.face;
      return { ...s, selfie: { ...s.selfie, face } };
    });
  };

  const enqueue = (kind: CaptureKind, file: File) => {
    if (!link) return;
    const local = fileProblem(file, link.max_image_bytes);
    if (local) {
      patch(kind, { problem: local });
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.current.push(preview);
    const attempt = kind === 'selfie' ? ++selfieAttempt.current : 0;
    const face: FaceState | null = kind === 'selfie' ? { state: 'checking' } : null;
    setSlots((s) => ({ ...s, [kind]: { uploaded: false, progress: 0, problem: null, preview, face } }));
    if (kind === 'selfie') void guide(file, attempt);
    queue.current = queue.current.then(() => upload(kind, file, attempt));
  };

  return { slots, selfieRefusals, enqueue, markUploaded };
}
