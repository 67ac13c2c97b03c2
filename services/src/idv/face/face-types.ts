/**
 * The shapes the face engine, its thread and the models exchange. Kept apart from the three so that
 * none of them imports another for a type (the thread is loaded by file name, not imported).
 */

/** One face found in an image: where, how sure, its descriptor, and what the models estimate. */
export interface DetectedFace {
  /** Pixels in the (EXIF-rotated) image: x, y, width, height. */
  box: [number, number, number, number];
  /** Detector and mesh confidence, 0..1. */
  score: number;
  descriptor: number[];
  /** Estimated age, years; null unless asked for (`AnalyzeOptions.age`) or not estimated. */
  age: number | null;
  /** Passive anti-spoof ("real") and liveness scores, 0..1. */
  real: number | null;
  live: number | null;
  /** Head rotation in degrees (0 = facing the camera). */
  yaw: number;
  pitch: number;
  roll: number;
}

export interface FaceAnalysis {
  /** Size of the image after EXIF rotation; boxes are in these pixels. */
  width: number;
  height: number;
  faces: DetectedFace[];
}

/** What an analysis computes beyond faces, boxes, descriptors and the liveness scores. */
export interface AnalyzeOptions {
  /** The age estimate (one more faceres run, on Human's own crop): only the IDV's selfie needs it. */
  age?: boolean;
}

/** What FaceEngine posts to the face thread. */
export interface FaceThreadRequest {
  id: number;
  image: Uint8Array;
  options: AnalyzeOptions;
}

/** What the face thread posts back to FaceEngine. */
export type FaceThreadReply =
  | { kind: 'ready'; version: string }
  | { kind: 'analysis'; id: number; analysis: FaceAnalysis }
  | { kind: 'error'; id: number; message: string };
