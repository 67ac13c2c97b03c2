import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { Button, Callout, Card, Icon, ProgressBar, Spinner } from '../../ui';
import {
  CAPTURE_STEPS,
  FACE_ISSUE_TEXT,
  megabytes,
  PROBLEM_TEXT,
  type CaptureKind,
  type FaceState,
} from './captureModel';
import { canUseLiveCamera, LiveSelfie } from './LiveSelfie';
import type { Slot } from './useCaptureUploads';

/** What the page says about the face in the selfie: checking, what to fix and retake, or fine. */
function FaceGuidance({ face }: { face: FaceState }) {
  const { t } = useI18n();
  if (face.state === 'checking')
    return (
      <div className="capture-face-checking" role="status" aria-live="polite">
        <Spinner size={14} aria-label={t('capture.face.checking')} /> {t('capture.face.checking')}
      </div>
    );
  if (face.state === 'accepted')
    return (
      <div className="capture-ok" role="status" data-face="accepted">
        <Icon icon="tick-circle" intent="success" /> {t('capture.face.accepted')}
      </div>
    );
  // The issue's text in the page's language; a message the page does not know is shown as the server wrote it.
  const text = face.issue ? t(FACE_ISSUE_TEXT[face.issue]) : (face.message ?? t('capture.error.generic'));
  return (
    <Callout
      intent="warning"
      icon="camera"
      title={t('capture.face.retakeTitle')}
      className="capture-callout capture-face-refused"
      data-face-issue={face.issue ?? ''}
      data-face-by={face.by}
      role="alert"
    >
      {text}
    </Callout>
  );
}

/**
 * One photo: take it with the camera or choose a file; uploads at once with a progress line. The
 * selfie, where the browser can, is taken in a live preview with hints first (LiveSelfie); the
 * native camera and the file picker stay as the fallback.
 */
export function PhotoStep(props: {
  index: number;
  step: (typeof CAPTURE_STEPS)[number];
  slot: Slot;
  disabled: boolean;
  maxBytes: number;
  onFile: (kind: CaptureKind, file: File) => void;
}) {
  const { t } = useI18n();
  const { step, slot } = props;
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  // The live preview: off, open, or unavailable here (refused, no camera): then the native camera.
  const [live, setLive] = useState<'off' | 'open' | 'unavailable'>('off');
  const liveCapable = step.camera === 'user' && live !== 'unavailable' && canUseLiveCamera();
  // Back from the preview (the shot, Close): focus returns to the button that opened it, once it is
  // enabled again (after the shot's upload), unless the applicant has moved on meanwhile.
  const refocus = useRef(false);
  const startEnabled = live === 'off' && !props.disabled && slot.progress === null;
  useEffect(() => {
    if (live === 'open') refocus.current = true;
    else if (refocus.current && startEnabled) {
      refocus.current = false;
      const active = document.activeElement;
      if (!active || active === document.body) start.current?.focus();
    }
  }, [live, startEnabled]);
  const busy = slot.progress !== null;
  const refused = slot.face?.state === 'refused';
  const done = slot.uploaded && !refused;
  const pick = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (file) props.onFile(step.kind, file);
    if (input) input.value = '';
  };
  return (
    <Card
      className={`capture-step${done ? ' capture-step-done' : ''}${refused ? ' capture-step-retake' : ''}`}
      data-kind={step.kind}
    >
      <div className="capture-step-head">
        <span className="capture-step-number" aria-hidden>
          {done ? <Icon icon="tick" size={14} /> : props.index + 1}
        </span>
        <div>
          <h2 className="capture-step-title">{t(step.title)}</h2>
          <div className="capture-step-hint">{t(step.hint)}</div>
        </div>
      </div>
      {live === 'open' ? (
        <LiveSelfie
          disabled={props.disabled || busy}
          onPhoto={(file) => {
            setLive('off');
            props.onFile(step.kind, file);
          }}
          onClose={() => setLive('off')}
          onUnavailable={() => setLive('unavailable')}
        />
      ) : slot.preview ? (
        <img className="capture-preview" src={slot.preview} alt={t(step.title)} />
      ) : null}
      {live === 'unavailable' ? (
        <Callout intent="primary" icon="info-sign" className="capture-callout" data-live="unavailable">
          {t('capture.live.denied')}
        </Callout>
      ) : null}
      {live === 'open' ? null : busy ? (
        <div className="capture-progress" role="status" aria-live="polite">
          <ProgressBar
            aria-label={t('a11y.uploadProgress')}
            intent="primary"
            value={slot.progress ?? undefined}
            stripes={false}
          />
          <span>{t('capture.uploading', { percent: Math.round((slot.progress ?? 0) * 100) })}</span>
        </div>
      ) : slot.uploaded && !slot.face ? (
        <div className="capture-ok" role="status">
          <Icon icon="tick-circle" intent="success" /> {t('capture.uploaded')}
        </div>
      ) : null}
      {/* While the preview is open, what was said about the previous photo waits under it. */}
      {slot.face && live !== 'open' ? <FaceGuidance face={slot.face} /> : null}
      {slot.problem ? (
        <Callout intent="danger" icon="error" className="capture-callout">
          {t(PROBLEM_TEXT[slot.problem], { size: megabytes(props.maxBytes) })}
        </Callout>
      ) : null}
      <div className="capture-actions">
        <input
          ref={camera}
          className="capture-file-input"
          type="file"
          accept="image/*"
          capture={step.camera}
          data-input="camera"
          aria-label={t('capture.takePhoto')}
          onChange={(e) => pick(e.currentTarget)}
        />
        <input
          ref={library}
          className="capture-file-input"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/*"
          data-input="library"
          aria-label={t('capture.chooseFile')}
          onChange={(e) => pick(e.currentTarget)}
        />
        {liveCapable ? (
          live === 'open' ? (
            <Button
              size="large"
              fill
              variant="outlined"
              text={t('capture.live.stop')}
              data-live="close"
              onClick={() => setLive('off')}
            />
          ) : (
            <Button
              ref={start}
              size="large"
              fill
              intent={done ? 'none' : 'primary'}
              icon="camera"
              text={slot.uploaded ? t('capture.retake') : t('capture.live.start')}
              disabled={props.disabled || busy}
              data-live="start"
              onClick={() => setLive('open')}
            />
          )
        ) : (
          <Button
            size="large"
            fill
            intent={done ? 'none' : 'primary'}
            icon="camera"
            text={slot.uploaded ? t('capture.retake') : t('capture.takePhoto')}
            disabled={props.disabled || busy}
            onClick={() => camera.current?.click()}
          />
        )}
        <Button
          size="large"
          fill
          variant="outlined"
          icon="folder-open"
          text={t('capture.chooseFile')}
          disabled={props.disabled || busy}
          onClick={() => {
            setLive((l) => (l === 'open' ? 'off' : l));
            library.current?.click();
          }}
        />
      </div>
    </Card>
  );
}
