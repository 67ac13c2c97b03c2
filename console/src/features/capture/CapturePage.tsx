import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useI18n } from '../../i18n/I18nProvider';
import { Button, Callout, Card, EmptyState, Icon, Spinner } from '../../ui';
import { captureClient, type CaptureLink } from './captureClient';
import {
  CAPTURE_STEPS,
  FATAL_PROBLEMS,
  isTokenShaped,
  megabytes,
  PROBLEM_TEXT,
  submitState,
  type CaptureProblem,
} from './captureModel';
import { ConsentCard } from './ConsentCard';
import { selfieGuide } from './face/selfieGuide';
import { PhotoStep } from './PhotoStep';
import { problemOf, useCaptureUploads } from './useCaptureUploads';
import { CaptureFrame } from './CaptureFrame';
import './capture.css';

/** /capture/{token}: the applicant's page, public and mobile-first (docs/idv-api.md "Applicant page"). */
export function CapturePage() {
  const { t, language } = useI18n();
  const { token = '' } = useParams<{ token: string }>();
  const [link, setLink] = useState<CaptureLink | null>(null);
  const [fatal, setFatal] = useState<CaptureProblem | null>(isTokenShaped(token) ? null : 'invalidLink');
  const [consented, setConsented] = useState(false);
  // The applicant's answer: true agreed to the face comparison, false the documents only.
  const [faceComparison, setFaceComparison] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CaptureProblem | null>(null);
  const [done, setDone] = useState(false);

  const handle = useCallback((found: CaptureProblem) => {
    if (FATAL_PROBLEMS.includes(found)) setFatal(found);
    else if (found === 'consentRequired') setConsented(false);
    else setProblem(found);
  }, []);
  const { slots, selfieRefusals, enqueue, markUploaded } = useCaptureUploads(token, link, handle);

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
        setFaceComparison(data.consent.face_comparison);
        markUploaded(data.uploaded);
      })
      .catch((error: unknown) => {
        if (!cancelled) setFatal(problemOf(error));
      });
    return () => {
      cancelled = true;
    };
    // The consent is written by the server in the page's language: asked again when it changes.
  }, [token, markUploaded, language]);
  // The on-device face detector loads once the photo steps are on screen and the browser is idle:
  // the page is usable without it, and the server judges every selfie anyway.
  const photosShown = Boolean(link && consented && !done && !fatal);
  useEffect(() => {
    if (!photosShown) return;
    const start = () => void selfieGuide();
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(start, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [photosShown]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      handle(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  const answer = (agreed: boolean) =>
    run(async () => {
      await captureClient.consent(token, link!.consent.version, agreed);
      setFaceComparison(agreed);
      setConsented(true);
    });
  const submit = () =>
    run(async () => {
      await captureClient.submit(token);
      setDone(true);
    });

  const uploaded = {
    id_front: slots.id_front.uploaded,
    id_back: slots.id_back.uploaded,
    selfie: slots.selfie.uploaded,
  };
  const steps = faceComparison === false ? CAPTURE_STEPS.filter((s) => s.kind !== 'selfie') : CAPTURE_STEPS;
  const uploading = steps.some((s) => slots[s.kind].progress !== null);
  const canSubmit = submitState(uploaded, slots.selfie.face, selfieRefusals, steps);

  let body;
  if (done) {
    body = (
      <Card className="capture-card capture-done">
        <Icon icon="tick-circle" size={48} intent="success" />
        <h1 className="capture-title">{t('capture.doneTitle')}</h1>
        <p>{t('capture.doneText')}</p>
        <p className="capture-muted">{t('capture.doneClose')}</p>
      </Card>
    );
  } else if (fatal) {
    body = (
      <Card className="capture-card">
        <EmptyState
          level="page"
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
      <ConsentCard link={link} busy={busy} problem={problem} onAnswer={(agreed) => void answer(agreed)} />
    );
  } else {
    body = (
      <>
        <h1 className="capture-title">{t('capture.pageTitle')}</h1>
        <p className="capture-lead">{t('capture.photosIntro', { size: megabytes(link.max_image_bytes) })}</p>
        {faceComparison === false ? (
          <Callout intent="primary" icon="info-sign" className="capture-callout">
            {t('capture.consent.documentsOnly')}
          </Callout>
        ) : null}
        {steps.map((step, index) => (
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
        {canSubmit.anyway ? (
          <p className="capture-muted capture-center">{t('capture.face.submitAnyway')}</p>
        ) : null}
        <Button
          size="large"
          fill
          intent="success"
          icon="send-to"
          text={t('capture.submit')}
          disabled={!canSubmit.allowed || uploading}
          loading={busy}
          onClick={() => void submit()}
          className="capture-submit"
        />
        {canSubmit.hint ? <p className="capture-muted capture-center">{t(canSubmit.hint)}</p> : null}
      </>
    );
  }

  // Staff asked for new photos: why, in the applicant's language, above every step of the page.
  const resubmission =
    link?.resubmission && !done && !fatal ? (
      <Callout intent="warning" icon="camera" className="capture-callout capture-resubmission">
        <strong>{t('capture.resubmission.title')}</strong> {link.resubmission.message}
      </Callout>
    ) : null;
  return (
    <CaptureFrame companyName={link?.company_name}>
      {resubmission}
      {body}
    </CaptureFrame>
  );
}
