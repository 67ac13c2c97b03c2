/** Ends every track of a camera or screen stream (the browser's recording indicator goes off). */
export const stopTracks = (stream: MediaStream | null) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * The frame the video shows now, as a file, drawn unmirrored at the video's own size: the live
 * selfie (a JPEG) and the financial-aid ID scan (a PNG, which an ID's barcode survives better).
 */
export function videoFrame(
  video: HTMLVideoElement,
  name: string,
  type: 'image/jpeg' | 'image/png',
  quality?: number,
): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ? new File([blob], name, { type }) : null), type, quality),
  );
}
