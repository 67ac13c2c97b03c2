/** Shapes the capture page's client and model share (neither imports the other). */

export type CaptureKind = 'id_front' | 'id_back' | 'selfie';

/** The server's judgement of an uploaded selfie (issue 15); null when no worker answered in time. */
export interface FaceCheckAnswer {
  usable: boolean;
  issue: string | null;
  message: string | null;
}
