import { useEffect, useRef, useState } from 'react';
import { stopTracks, videoFrame } from '../../ui/videoFrame';
import { useI18n } from '../../i18n/I18nProvider';
import { Button, Icon, Spinner } from '../../ui';
import { LIVE_HINT_TEXT, startFrameLoop, type LiveHint } from './face/liveGuide';
import { selfieGuide } from './face/selfieGuide';

/** Whether this browser can show a live camera preview at all (the selfie step's enhancement, issue 30). */
export const canUseLiveCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The front camera, as large as the phone gives it (the server scales to 800 px anyway). */
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
};

/**
 * The live selfie preview: the front camera in the page, the server's selfie rules run on its frames
 * a few times a second by the on-device detector (loaded lazily, face/selfieGuide.ts), one short hint
 * announced politely when it changes, and "Take photo", which hands the frame to the same upload as
 * a chosen file. The camera stops after the shot, on Close (the step's button), when the page is
 * hidden and on unmount.
 * `onUnavailable` is called when the camera cannot be opened (refused, missing, in use): the step
 * then offers the native camera and the file picker.
 */
export function LiveSelfie(props: {
  disabled: boolean;
  onPhoto: (file: File) => void;
  /** The page was hidden: the step closes the preview. */
  onClose: () => void;
  onUnavailable: () => void;
}) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const shoot = useRef<HTMLButtonElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [playing, setPlaying] = useState(false);
  const [hint, setHint] = useState<LiveHint | null>(null);
  const [guided, setGuided] = useState(true);
  const [taking, setTaking] = useState(false);
  // The latest callbacks, read by the effects without restarting the camera when they change.
  const callbacks = useRef(props);
  callbacks.current = props;

  // Open the camera once; stop its tracks on unmount (Close, the shot, leaving the page).
  useEffect(() => {
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia(CONSTRAINTS)
      .then(async (opened) => {
        if (cancelled) return stopTracks(opened);
        stream.current = opened;
        const element = video.current!;
        element.srcObject = opened;
        await element.play();
        if (!cancelled) setPlaying(true);
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onUnavailable();
      });
    // A phone locked or the tab left: the camera goes off, the step offers to start it again.
    const hidden = () => {
      if (document.visibilityState === 'hidden') callbacks.current.onClose();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', hidden);
      stopTracks(stream.current);
      stream.current = null;
      if (video.current) video.current.srcObject = null;
    };
  }, []);

  // Once the preview plays: the hints (when the detector loads on this device), and focus on the shutter.
  useEffect(() => {
    if (!playing) return;
    shoot.current?.focus();
    let loop: { stop(): void } | null = null;
    let cancelled = false;
    void selfieGuide().then((check) => {
      if (cancelled) return;
      if (!check) return setGuided(false);
      loop = startFrameLoop(
        async () => (video.current ? check.examineFrame(video.current) : undefined),
        setHint,
      );
    });
    return () => {
      cancelled = true;
      loop?.stop();
    };
  }, [playing]);

  const take = async () => {
    if (!video.current || taking) return;
    setTaking(true);
    const file = await videoFrame(video.current, 'selfie.jpg', 'image/jpeg', 0.92);
    setTaking(false);
    if (file) callbacks.current.onPhoto(file);
  };

  return (
    <div className="capture-live">
      <div className="capture-live-frame">
        <video
          ref={video}
          className="capture-live-video"
          aria-label={t('capture.live.video')}
          muted
          playsInline
          autoPlay
        />
        {!playing ? (
          <div className="capture-live-wait">
            <Spinner size={24} aria-label={t('capture.live.starting')} /> {t('capture.live.starting')}
          </div>
        ) : null}
      </div>
      {/* One polite live region; its text changes only when the hint does (liveGuide.ts). */}
      <div
        className={`capture-live-hint${hint === 'ready' ? ' capture-live-hint-ready' : ''}`}
        role="status"
        aria-live="polite"
        data-live-hint={hint ?? ''}
        hidden={!playing || !guided}
      >
        {hint ? (
          <>
            <Icon
              icon={hint === 'ready' ? 'tick-circle' : 'warning-sign'}
              intent={hint === 'ready' ? 'success' : 'warning'}
            />
            {t(LIVE_HINT_TEXT[hint])}
          </>
        ) : (
          t('capture.live.preparing')
        )}
      </div>
      <Button
        ref={shoot}
        size="large"
        fill
        intent="primary"
        icon="camera"
        text={t('capture.takePhoto')}
        disabled={!playing || props.disabled}
        loading={taking}
        data-live="shoot"
        onClick={() => void take()}
      />
    </div>
  );
}
