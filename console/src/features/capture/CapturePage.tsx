import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { isApiError } from '../../app/apiError';
import { formatDateTime } from '../../app/format';
import { useI18n } from '../../i18n/I18nProvider';
import { languages, type Language } from '../../i18n/translate';
import {
  Button,
  Callout,
  Card,
  Checkbox,
  HTMLSelect,
  Icon,
  NonIdealState,
  ProgressBar,
  Spinner,
} from '../../ui';
import { captureClient, type CaptureLink } from './captureClient';
import {
  CAPTURE_STEPS,
  captureProblem,
  FATAL_PROBLEMS,
  fileProblem,
  isTokenShaped,
  megabytes,
  PROBLEM_TEXT,
  type CaptureKind,
  type CaptureProblem,
} from './captureModel';
import './capture.css';

/** The consent text version the translations below were written for (the server's IDV_CONSENT_VERSION default). */
const TRANSLATED_CONSENT_VERSION = '2025-05-13';

interface Slot {
  uploaded: boolean;
  progress: number | null;
  problem: CaptureProblem | null;
  preview: string | null;
}

const emptySlot: Slot = { uploaded: false, progress: null, problem: null, preview: null };

const problemOf = (error: unknown): CaptureProblem =>
  isApiError(error) ? captureProblem(error.httpStatus, error.code) : 'network';

/** One photo: take it with the camera or choose a file; uploads at once with a progress line. */
function PhotoStep(props: {
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
  const busy = slot.progress !== null;
  const pick = (input: HTMLInputElement | null) => {
    const file = input?.files?.[0];
    if (file) props.onFile(step.kind, file);
    if (input) input.value = '';
  };
  return (
    <Card className={`capture-step${slot.uploaded ? ' capture-step-done' : ''}`} data-kind={step.kind}>
      <div className="capture-step-head">
        <span className="capture-step-number" aria-hidden>
          {slot.uploaded ? <Icon icon="tick" size={14} /> : props.index + 1}
        </span>
        <div>
          <div className="capture-step-title">{t(step.title)}</div>
          <div className="capture-step-hint">{t(step.hint)}</div>
        </div>
      </div>
      {slot.preview ? <img className="capture-preview" src={slot.preview} alt={t(step.title)} /> : null}
      {busy ? (
        <div className="capture-progress" role="status" aria-live="polite">
          <ProgressBar intent="primary" value={slot.progress ?? undefined} stripes={false} />
          <span>{t('capture.uploading', { percent: Math.round((slot.progress ?? 0) * 100) })}</span>
        </div>
      ) : slot.uploaded ? (
        <div className="capture-ok" role="status">
          <Icon icon="tick-circle" intent="success" /> {t('capture.uploaded')}
        </div>
      ) : null}
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
        <Button
          size="large"
          fill
          intent={slot.uploaded ? 'none' : 'primary'}
          icon="camera"
          text={slot.uploaded ? t('capture.retake') : t('capture.takePhoto')}
          disabled={props.disabled || busy}
          onClick={() => camera.current?.click()}
        />
        <Button
          size="large"
          fill
          variant="outlined"
          icon="folder-open"
          text={t('capture.chooseFile')}
          disabled={props.disabled || busy}
          onClick={() => library.current?.click()}
        />
      </div>
    </Card>
  );
}

/** /capture/{token}: the applicant's page, public and mobile-first (docs/idv-api.md "Applicant page"). */
export function CapturePage() {
  const { t, language, setLanguage } = useI18n();
  const { token = '' } = useParams<{ token: string }>();
  const [link, setLink] = useState<CaptureLink | null>(null);
  const [fatal, setFatal] = useState<CaptureProblem | null>(isTokenShaped(token) ? null : 'invalidLink');
  const [consented, setConsented] = useState(false);
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CaptureProblem | null>(null);
  const [slots, setSlots] = useState<Record<CaptureKind, Slot>>({
    id_front: emptySlot,
    id_back: emptySlot,
    selfie: emptySlot,
  });
  const [done, setDone] = useState<string | null>(null);
  const previews = useRef<string[]>([]);

  useEffect(() => {
    document.title = `${t('capture.pageTitle')} | ${t('app.name')}`;
  }, [t]);
  useEffect(() => {
    if (!isTokenShaped(token)) return;
    let cancelled = false;
    captureClient
      .open(token)
      .then(({ data }) => {
        if (cancelled) return;
        setLink(data);
        setConsented(data.consent.accepted);
        setSlots((s) => ({
          id_front: { ...s.id_front, uploaded: data.uploaded.id_front },
          id_back: { ...s.id_back, uploaded: data.uploaded.id_back },
          selfie: { ...s.selfie, uploaded: data.uploaded.selfie },
        }));
      })
      .catch((error: unknown) => {
        if (!cancelled) setFatal(problemOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [token]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const handle = useCallback((error: unknown) => {
    const found = problemOf(error);
    if (FATAL_PROBLEMS.includes(found)) setFatal(found);
    else if (found === 'consentRequired') setConsented(false);
    else setProblem(found);
    return found;
  }, []);

  const accept = async () => {
    if (!link) return;
    setBusy(true);
    setProblem(null);
    try {
      await captureClient.consent(token, link.consent.version);
      setConsented(true);
    } catch (error) {
      handle(error);
    } finally {
      setBusy(false);
    }
  };

  // One upload at a time: each one appends to the same verification record on the server.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const enqueue = (kind: CaptureKind, file: File) => {
    if (!link) return;
    const local = fileProblem(file, link.max_image_bytes);
    if (local) {
      setSlots((s) => ({ ...s, [kind]: { ...s[kind], problem: local } }));
      return;
    }
    const preview = URL.createObjectURL(file);
    previews.current.push(preview);
    setProblem(null);
    setSlots((s) => ({ ...s, [kind]: { uploaded: false, progress: 0, problem: null, preview } }));
    queue.current = queue.current.then(() => upload(kind, file));
  };

  const upload = async (kind: CaptureKind, file: File) => {
    try {
      await captureClient.upload(token, kind, file, (p) =>
        setSlots((s) => ({ ...s, [kind]: { ...s[kind], progress: p.total ? p.loaded / p.total : 0 } })),
      );
      setSlots((s) => ({ ...s, [kind]: { ...s[kind], uploaded: true, progress: null } }));
    } catch (error) {
      const found = problemOf(error);
      if (FATAL_PROBLEMS.includes(found) || found === 'consentRequired') handle(error);
      setSlots((s) => ({
        ...s,
        [kind]: { ...s[kind], uploaded: false, progress: null, problem: found, preview: null },
      }));
    }
  };

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await captureClient.submit(token);
      setDone(t('capture.doneText'));
    } catch (error) {
      handle(error);
    } finally {
      setBusy(false);
    }
  };

  const allUploaded = CAPTURE_STEPS.every((s) => slots[s.kind].uploaded);
  const uploading = CAPTURE_STEPS.some((s) => slots[s.kind].progress !== null);
  const consentText =
    link && (language === 'en' || link.consent.version !== TRANSLATED_CONSENT_VERSION)
      ? link.consent.text
      : link
        ? t('capture.consentText', {
            company: link.company_name,
            form: t(link.form_type === 'FINANCIAL_AID' ? 'capture.formSfs' : 'capture.formAdmissions'),
          })
        : '';

  let body;
  if (done) {
    body = (
      <Card className="capture-card capture-done">
        <Icon icon="tick-circle" size={48} intent="success" />
        <h1 className="capture-title">{t('capture.doneTitle')}</h1>
        <p>{done}</p>
        <p className="capture-muted">{t('capture.doneClose')}</p>
      </Card>
    );
  } else if (fatal) {
    body = (
      <Card className="capture-card">
        <NonIdealState
          icon={fatal === 'used' ? 'tick-circle' : 'disable'}
          title={t('capture.cannotUse')}
          description={t(PROBLEM_TEXT[fatal], { size: '' })}
        />
      </Card>
    );
  } else if (!link) {
    body = (
      <div className="capture-loading">
        <Spinner size={32} aria-label={t('common.loading')} />
      </div>
    );
  } else if (!consented) {
    body = (
      <Card className="capture-card">
        <h1 className="capture-title">
          {t('capture.hello', { name: link.first_name ?? '' }).replace(/\s+,/, ',')}
        </h1>
        <p>{t('capture.intro', { company: link.company_name })}</p>
        <ol className="capture-list">
          <li>{t('capture.idFront')}</li>
          <li>{t('capture.idBack')}</li>
          <li>{t('capture.selfie')}</li>
        </ol>
        <div className="capture-consent" role="region" aria-label={t('capture.consentTitle')}>
          <div className="capture-consent-title">{t('capture.consentTitle')}</div>
          <p>{consentText}</p>
        </div>
        <Checkbox
          checked={agree}
          onChange={(e) => setAgree(e.currentTarget.checked)}
          label={t('capture.agree')}
          size="large"
          disabled={busy}
        />
        {problem ? (
          <Callout intent="danger" icon="error" className="capture-callout">
            {t(PROBLEM_TEXT[problem], { size: megabytes(link.max_image_bytes) })}
          </Callout>
        ) : null}
        <Button
          size="large"
          fill
          intent="primary"
          text={t('capture.continue')}
          disabled={!agree}
          loading={busy}
          onClick={() => void accept()}
        />
        <p className="capture-muted capture-expires">
          {t('capture.expires', { at: formatDateTime(link.expires_at) })}
        </p>
      </Card>
    );
  } else {
    body = (
      <>
        <p className="capture-lead">{t('capture.photosIntro', { size: megabytes(link.max_image_bytes) })}</p>
        {CAPTURE_STEPS.map((step, index) => (
          <PhotoStep
            key={step.kind}
            index={index}
            step={step}
            slot={slots[step.kind]}
            disabled={busy}
            maxBytes={link.max_image_bytes}
            onFile={enqueue}
          />
        ))}
        {problem ? (
          <Callout intent="danger" icon="error" className="capture-callout">
            {t(PROBLEM_TEXT[problem], { size: megabytes(link.max_image_bytes) })}
          </Callout>
        ) : null}
        <Button
          size="large"
          fill
          intent="success"
          icon="send-to"
          text={t('capture.submit')}
          disabled={!allUploaded || uploading}
          loading={busy}
          onClick={() => void submit()}
          className="capture-submit"
        />
        {!allUploaded ? <p className="capture-muted capture-center">{t('capture.submitHint')}</p> : null}
      </>
    );
  }

  return (
    <div className="capture-page">
      <header className="capture-header">
        <div className="capture-brand">
          <Icon icon="id-number" size={18} />
          <span>{link?.company_name ?? t('app.name')}</span>
        </div>
        <HTMLSelect
          minimal
          aria-label={t('capture.language')}
          value={language}
          options={languages.map((l) => ({ value: l.code, label: l.label }))}
          onChange={(e) => setLanguage(e.currentTarget.value as Language)}
        />
      </header>
      <main className="capture-main">{body}</main>
      <footer className="capture-footer">{t('capture.footer', { product: t('app.name') })}</footer>
    </div>
  );
}
