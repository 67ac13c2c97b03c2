import { useState } from 'react';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, StatusTag } from '../../ui';
import { CHECK_STATE_LABELS, CHECK_STATE_TONES } from './idvChecksModel';
import { faceIssueLabel, type FaceReview } from './idvFaceModel';
import { AuthorizedImg } from './IdvImages';
import { DetailField } from './IdvResultPanel';
import type { IdvRecord } from './idvTypes';
import { SelfieReviewDialog } from './SelfieReviewDialog';

/** One crop, or a plain sentence saying why there is none. */
function FaceCrop({ url, label, missing }: { url: string | null; label: string; missing: string }) {
  return (
    <figure className="idv-face">
      {url ? (
        <AuthorizedImg url={url} alt={label} className="idv-face-img" />
      ) : (
        <div className="idv-face-img idv-face-missing">{missing}</div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/**
 * The similarity on a 0–1 line with the threshold marked (and, since the review band, the band between
 * `fail` and `pass` shaded): how far from the decision it fell.
 */
function SimilarityMeter({ review }: { review: FaceReview }) {
  const similarity = review.similarity!;
  const band = review.band;
  const tone = band?.inBand ? 'review' : similarity.atOrAbove ? 'passed' : 'failed';
  return (
    <div className="idv-face-meter" aria-hidden>
      {band ? (
        <div
          className="idv-face-meter-band"
          style={{
            left: `${band.failFraction * 100}%`,
            width: `${(band.passFraction - band.failFraction) * 100}%`,
          }}
        />
      ) : null}
      <div className={`idv-face-meter-fill ${tone}`} style={{ width: `${similarity.fraction * 100}%` }} />
      {band ? (
        <div className="idv-face-meter-threshold" style={{ left: `${band.failFraction * 100}%` }} />
      ) : null}
      <div className="idv-face-meter-threshold" style={{ left: `${Number(similarity.threshold) * 100}%` }} />
    </div>
  );
}

/** The similarity sentence: against the band (and in it, a person decides) or the single older threshold. */
function similarityText(review: FaceReview, t: ReturnType<typeof useT>): string {
  const { similarity, band } = review;
  if (!similarity) return '';
  if (band?.inBand)
    return t('idv.face.scoreInBand', { score: similarity.score, fail: band.fail, pass: band.pass });
  if (band && !similarity.atOrAbove)
    return t('idv.face.scoreBelow', { score: similarity.score, threshold: band.fail });
  return t(similarity.atOrAbove ? 'idv.face.scoreAbove' : 'idv.face.scoreBelow', {
    score: similarity.score,
    threshold: similarity.threshold,
  });
}

/** Match / No match for a reviewer who may decide; each opens the dialog asking for the reason. */
function SelfieDecisionButtons({ record, onReload }: { record: IdvRecord; onReload: () => void }) {
  const t = useT();
  const [decision, setDecision] = useState<'MATCH' | 'NO_MATCH' | null>(null);
  return (
    <div className="idv-face-decide" role="group" aria-label={t('idv.face.reviewActions')}>
      <Button
        icon="tick"
        intent="success"
        variant="outlined"
        text={t('idv.face.reviewMatch')}
        onClick={() => setDecision('MATCH')}
      />
      <Button
        icon="cross"
        intent="danger"
        variant="outlined"
        text={t('idv.face.reviewNoMatch')}
        onClick={() => setDecision('NO_MATCH')}
      />
      {decision ? (
        <SelfieReviewDialog
          record={record}
          decision={decision}
          onClose={() => setDecision(null)}
          onReload={onReload}
        />
      ) : null}
    </div>
  );
}

/**
 * The selfie checks' evidence for the reviewer (issue 15): the selfie crop beside the ID portrait crop
 * (fetched through the authorised image routes), the similarity against the threshold, the passive
 * liveness scores, the estimated age against the document's, and the models that produced them.
 */
export function IdvFaceEvidence({
  review,
  cropsShown,
  record,
  canDecide,
  onReload,
}: {
  review: FaceReview;
  cropsShown: boolean;
  record: IdvRecord;
  /** The match is in review and this reader may decide it (canDecideSelfieMatch). */
  canDecide: boolean;
  onReload: () => void;
}) {
  const t = useT();
  const issueKey = review.issue ? faceIssueLabel(review.issue) : null;
  const issue = review.issue ? (issueKey ? t(issueKey) : review.issue) : null;
  const noPortrait = review.issue === 'noPortrait';
  return (
    <div className="idv-face-evidence">
      <div className="idv-faces">
        <FaceCrop
          url={cropsShown ? review.selfieCrop : null}
          label={t('idv.face.selfie')}
          missing={cropsShown ? t('idv.face.noSelfieCrop') : t('idv.face.cropsCurrentOnly')}
        />
        <FaceCrop
          url={cropsShown ? review.portraitCrop : null}
          label={t('idv.face.portrait')}
          missing={cropsShown ? t('idv.face.noPortraitCrop') : t('idv.face.cropsCurrentOnly')}
        />
      </div>
      <div className="idv-face-facts">
        <DetailField label={t('idv.face.match')}>
          <div className="idv-face-line" data-face="similarity">
            <StatusTag tone={CHECK_STATE_TONES[review.match]}>
              {t(CHECK_STATE_LABELS[review.match])}
            </StatusTag>
            {noPortrait ? (
              <strong>{t('idv.face.noPortraitCrop')}</strong>
            ) : (
              <span>
                {review.similarity
                  ? similarityText(review, t)
                  : t('idv.face.notCompared', { reason: issue ?? '--' })}
              </span>
            )}
          </div>
          {review.similarity ? <SimilarityMeter review={review} /> : null}
          {review.staffDecision ? (
            <div className="idv-face-line" data-face="decision">
              {t('idv.face.reviewed', {
                name: review.staffDecision.by,
                at: formatDateTime(review.staffDecision.at),
                decision: t(
                  review.staffDecision.decision === 'MATCH'
                    ? 'idv.face.decision.match'
                    : 'idv.face.decision.noMatch',
                ),
                reason: review.staffDecision.reason,
              })}
            </div>
          ) : null}
          {canDecide ? <SelfieDecisionButtons record={record} onReload={onReload} /> : null}
        </DetailField>
        <DetailField label={t('idv.face.liveness')}>
          <div className="idv-face-line" data-face="liveness">
            <StatusTag tone={CHECK_STATE_TONES[review.liveness]}>
              {t(CHECK_STATE_LABELS[review.liveness])}
            </StatusTag>
            <span>
              {review.antispoof && review.live
                ? t('idv.face.livenessScores', {
                    antispoof: review.antispoof.score,
                    antispoofThreshold: review.antispoof.threshold,
                    liveness: review.live.score,
                    livenessThreshold: review.live.threshold,
                  })
                : t('idv.face.notCompared', { reason: issue ?? '--' })}
            </span>
          </div>
        </DetailField>
        <DetailField label={t('idv.face.age')}>
          <div className="idv-face-line" data-face="age">
            {review.age ? (
              <>
                {review.age.finding ? (
                  <StatusTag tone="warning">
                    {t('idv.face.ageFinding', { limit: review.age.limit ?? '--' })}
                  </StatusTag>
                ) : null}
                <span>
                  {t('idv.face.ageLine', {
                    estimated: review.age.estimated,
                    document: review.age.document,
                    difference: review.age.difference,
                  })}
                </span>
              </>
            ) : (
              <span className="muted">{t('idv.face.ageNone')}</span>
            )}
          </div>
        </DetailField>
        <DetailField label={t('idv.face.model')}>
          <span className="mono small" data-face="model">
            {review.models} · {review.version}
          </span>
        </DetailField>
      </div>
    </div>
  );
}
