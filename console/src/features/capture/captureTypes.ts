/** Shapes the capture page's client and model share (neither imports the other). */
import type { components } from '../../app/generated/openapi';

/** The photos the page uploads (generated: ImageKind). */
export type CaptureKind = components['schemas']['ImageKind'];

/**
 * The server's judgement of an uploaded selfie (issue 15; generated: CaptureFaceCheckResponse); the
 * upload answers null when no worker answered in time.
 */
export type FaceCheckAnswer = components['schemas']['CaptureFaceCheckResponse'];
