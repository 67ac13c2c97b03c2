import { useT } from '../../i18n/I18nProvider';
import { StatusTag } from '../../ui';
import { CHECK_STATE_LABELS, CHECK_STATE_TONES } from './idvChecksModel';
import { faceIssueLabel, type FaceReview } from './idvFaceModel';
import { AuthorizedImg } from './IdvImages';
import { DetailField } from './IdvResultPanel';

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

/** The similarity on a 0–1 line with the threshold marked: how far from the decision it fell. */
function SimilarityMeter({
  fraction,
  threshold,
  passed,
}: {
  fraction: number;
  threshold: number;
  passed: boolean;
}) {
  return (
    <div className="idv-face-meter" aria-hidden>
      <div
        className={`idv-face-meter-fill ${passed ? 'passed' : 'failed'}`}
        style={{ width: `${fraction * 100}%` }}
      />
      <div className="idv-face-meter-threshold" style={{ left: `${threshold * 100}%` }} />
    </div>
  );
}

/**
 * The selfie checks' evidence for the reviewer (issue 15): the selfie crop beside the ID portrait crop
 * (fetched through the authorised image routes), the similarity against the threshold, the passive
 * liveness scores, the estimated age against the document's, and the models that produced them.
 */
export function IdvFaceEvidence({ review, cropsShown }: { review: FaceReview; cropsShown: boolean }) {
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
                  ? t(review.similarity.atOrAbove ? 'idv.face.scoreAbove' : 'idv.face.scoreBelow', {
                      score: review.similarity.score,
                      threshold: review.similarity.threshold,
                    })
                  : t('idv.face.notCompared', { reason: issue ?? '--' })}
              </span>
            )}
          </div>
          {review.similarity ? (
            <SimilarityMeter
              fraction={review.similarity.fraction}
              threshold={Number(review.similarity.threshold)}
              passed={review.similarity.atOrAbove}
            />
          ) : null}
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
