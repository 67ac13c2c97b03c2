import { useEffect, useRef, useState } from 'react';
import { stopTracks, videoFrame } from '../../ui/videoFrame';
import { useT } from '../../i18n/I18nProvider';
import { Button, Spinner } from '../../ui';

/** Where the scan's picture comes from: the desk's webcam (in person) or the shared call window (video call). */
export type CaptureSource = 'camera' | 'screen';

export const canCapture = (source: CaptureSource) =>
  typeof navigator !== 'undefined' &&
  (source === 'camera'
    ? typeof navigator.mediaDevices?.getUserMedia === 'function'
    : typeof navigator.mediaDevices?.getDisplayMedia === 'function');

/** Conditional Focus (Chromium's CaptureController), not in TypeScript's DOM types yet. */
interface FocusController {
  setFocusBehavior(behavior: 'focus-captured-surface' | 'no-focus-change'): void;
}

const stayOnConsole = (controller: FocusController | undefined) => {
  try {
    controller?.setFocusBehavior('no-focus-change');
  } catch {
    // Too early or too late for this browser: it switches to the shared window, staff come back.
  }
};

/**
 * The shared call window. Sharing a tab or window makes the browser switch to it, which would hide the
 * preview and "Take picture" from staff: the console asks to stay in front (before the choice where the
 * browser allows it, else right after it, as older versions require).
 */
function shareScreen(): Promise<MediaStream> {
  const Controller = (globalThis as { CaptureController?: new () => FocusController }).CaptureController;
  const controller = Controller ? new Controller() : undefined;
  stayOnConsole(controller);
  const options = { audio: false, video: true, ...(controller ? { controller } : {}) };
  return navigator.mediaDevices.getDisplayMedia(options as DisplayMediaStreamOptions).then((stream) => {
    stayOnConsole(controller);
    return stream;
  });
}

const open = (source: CaptureSource) =>
  source === 'camera'
    ? navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
      })
    : shareScreen();

/**
 * A live preview of the webcam or of the window the staff member shares (the video call), and
 * "Take picture", which hands the frame to the same upload as a chosen file. The camera or the
 * sharing stops after the shot, on Cancel and when the dialog closes. A refusal (or no device)
 * calls `onUnavailable`: the file upload stays.
 */
export function ScanCapture(props: {
  source: CaptureSource;
  disabled: boolean;
  onPicture: (file: File) => void;
  onCancel: () => void;
  onUnavailable: () => void;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [playing, setPlaying] = useState(false);
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    let cancelled = false;
    open(props.source)
      .then(async (opened) => {
        if (cancelled) return stopTracks(opened);
        stream.current = opened;
        // Sharing stopped from the browser's own bar: back to the upload.
        opened.getVideoTracks()[0]?.addEventListener('ended', () => callbacks.current.onCancel());
        video.current!.srcObject = opened;
        await video.current!.play();
        if (!cancelled) setPlaying(true);
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onUnavailable();
      });
    return () => {
      cancelled = true;
      stopTracks(stream.current);
      stream.current = null;
    };
  }, [props.source]);

  const take = async () => {
    if (!video.current) return;
    const file = await videoFrame(video.current, 'scan.png', 'image/png');
    if (file) callbacks.current.onPicture(file);
  };

  return (
    <div className="finaid-capture">
      <video
        ref={video}
        className="finaid-capture-video"
        aria-label={t(props.source === 'camera' ? 'finaid.scan.cameraPreview' : 'finaid.scan.screenPreview')}
        muted
        playsInline
      />
      {!playing ? (
        <div className="muted">
          <Spinner size={16} /> {t('finaid.scan.starting')}
        </div>
      ) : null}
      <div className="finaid-capture-actions">
        <Button
          intent="primary"
          icon="camera"
          text={t('finaid.scan.take')}
          disabled={!playing || props.disabled}
          onClick={() => void take()}
        />
        <Button text={t('common.cancel')} onClick={props.onCancel} />
      </div>
    </div>
  );
}
