import { useState } from 'react';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, Section, SectionCard, SectionTitle, Spinner } from '../../ui';
import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { ReportButton } from '../reports/ReportButton';
import { useIdvAsOfQuery, useRequestReportMutation } from './idvApi';
import { editPermission, formatIdvScore, fullNameOfIdv, parseDeviceInfo } from './idvModel';
import type { IdvRecord } from './idvTypes';
import { IdvChecks } from './IdvChecks';
import { IdvFaceEvidence } from './IdvFaceEvidence';
import { canDecideSelfieMatch, faceReview } from './idvFaceModel';
import { IdvHistory } from './IdvHistory';
import { AuthorizedImg, IdvImages } from './IdvImages';
import { IdvLinkPanel } from './IdvLinkPanel';
import { DetailField, IdvResultPanel } from './IdvResultPanel';
import { IdvStatusTag } from './IdvStatusTag';
import { IdvVerdictLine } from './IdvVerdictLine';
import './idv.css';

interface Props {
  record: IdvRecord;
  onReload: () => void;
}

/** Spec §2 ID verification detail: header, IDV data panel, images, checks, device, link and history. */
export function IdvDetail({ record: live, onReload }: Props) {
  const t = useT();
  const canExport = usePermission(Permission.export);
  const mayEditResults = usePermission(editPermission(live.form_type));
  const [requestReport] = useRequestReportMutation();
  const [asOfVersion, setAsOfVersion] = useState<number | null>(null);
  const asOf = useIdvAsOfQuery({ id: live.id, at: asOfVersion ?? 0 }, { skip: asOfVersion === null });
  const past = asOfVersion !== null ? asOf.data : undefined;
  const record = past ?? live;
  const device = parseDeviceInfo(record.device_info);
  const face = faceReview(record);
  const formLabel = t(record.form_type === 'FINANCIAL_AID' ? 'idv.form.sfs' : 'idv.form.admissions');
  return (
    <div className="idv-detail" data-idv={live.id}>
      <div className="idv-header">
        <AuthorizedImg url={record.selfie} alt={t('idv.images.selfie')} className="idv-header-selfie" />
        <div className="idv-header-main">
          <div className="idv-header-name">{fullNameOfIdv(record) || record.uuid}</div>
          <div className="muted small">
            {formLabel} · <span className="mono">{record.id}</span>
          </div>
          <div className="idv-header-facts">
            <IdvStatusTag value={record.overall_validation} large />
            <span className="idv-header-score" aria-label={t('idv.detail.score')}>
              {t('idv.detail.score')} <strong>{formatIdvScore(record.overall_value)}</strong>
            </span>
            <span className="muted small">
              {[record.date_of_birth ? `${t('idv.detail.dob')} ${record.date_of_birth}` : null, record.email]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          <IdvVerdictLine record={record} />
        </div>
        {canExport && asOfVersion === null ? (
          <ReportButton
            request={() =>
              requestReport(live.id)
                .unwrap()
                .then((job) => job.job_id)
            }
            fileName={`id-verification-${live.uuid.slice(0, 8)}.pdf`}
          />
        ) : null}
      </div>
      {asOfVersion !== null ? (
        <Callout intent="primary" icon="history" className="idv-callout">
          <div className="idv-asof-bar">
            <span>
              {asOf.isFetching
                ? t('common.loading')
                : asOf.isError
                  ? t('common.loadFailed')
                  : t('idv.history.asOfBanner', {
                      version: asOfVersion,
                      at: formatDateTime(past?.as_of?.recorded_at),
                    })}
            </span>
            <Button
              size="small"
              icon="undo"
              text={t('idv.history.backToCurrent')}
              onClick={() => setAsOfVersion(null)}
            />
          </div>
        </Callout>
      ) : null}
      <div className="idv-columns">
        <Section
          titleRenderer={SectionTitle}
          title={t('idv.detail.dataTitle')}
          icon="endorsed"
          compact
          className="idv-section"
        >
          <SectionCard>
            <IdvResultPanel
              key={`${record.id}:${asOfVersion ?? 'live'}`}
              record={record}
              readOnly={asOfVersion !== null}
              onReload={onReload}
            />
          </SectionCard>
        </Section>
        <Section
          titleRenderer={SectionTitle}
          title={t('idv.images.title')}
          icon="media"
          compact
          className="idv-section"
        >
          <SectionCard>
            <IdvImages record={record} />
          </SectionCard>
        </Section>
      </div>
      {face ? (
        <Section
          titleRenderer={SectionTitle}
          title={t('idv.face.title')}
          icon="person"
          compact
          className="idv-section idv-face-section"
        >
          <SectionCard>
            {/* Crops belong to the latest check run: a past version shows its figures without them. */}
            <IdvFaceEvidence
              review={face}
              cropsShown={asOfVersion === null}
              record={record}
              canDecide={canDecideSelfieMatch(record, mayEditResults, asOfVersion !== null)}
              onReload={onReload}
            />
          </SectionCard>
        </Section>
      ) : null}
      <Section
        titleRenderer={SectionTitle}
        title={t('idv.checks.title')}
        icon="tick-circle"
        compact
        className="idv-section"
      >
        <SectionCard padded={false}>
          <IdvChecks record={record} />
        </SectionCard>
      </Section>
      <div className="idv-columns">
        <Section
          titleRenderer={SectionTitle}
          title={t('idv.device.title')}
          icon="mobile-phone"
          compact
          className="idv-section"
        >
          <SectionCard>
            <div className="idv-fields">
              <DetailField label={t('idv.device.ip')}>{device?.ipAddress ?? '--'}</DetailField>
              <DetailField label={t('idv.device.city')}>{device?.ipCity ?? '--'}</DetailField>
              <DetailField label={t('idv.device.region')}>{device?.ipRegion ?? '--'}</DetailField>
              <DetailField label={t('idv.device.country')}>{device?.ipCountry ?? '--'}</DetailField>
            </div>
          </SectionCard>
        </Section>
        <Section
          titleRenderer={SectionTitle}
          title={t('idv.link.title')}
          icon="link"
          compact
          className="idv-section"
        >
          <SectionCard>
            <IdvLinkPanel record={record} readOnly={asOfVersion !== null} />
          </SectionCard>
        </Section>
      </div>
      <Section
        titleRenderer={SectionTitle}
        title={t('idv.history.title')}
        icon="history"
        compact
        className="idv-section"
        collapsible
        collapseProps={{ defaultIsOpen: true }}
      >
        <SectionCard>
          <IdvHistory id={live.id} asOfVersion={asOfVersion} onViewAsOf={setAsOfVersion} />
        </SectionCard>
      </Section>
    </div>
  );
}

/** Spec §8 empty state. */
export function IdvNoData() {
  const t = useT();
  return <div className="idv-no-data muted">{t('idv.noData')}</div>;
}

/** Loads the record by id, then shows the detail (dialog and page). */
export function IdvDetailLoader({
  record,
  loading,
  onReload,
}: {
  record: IdvRecord | undefined;
  loading: boolean;
  onReload: () => void;
}) {
  const t = useT();
  if (record) return <IdvDetail record={record} onReload={onReload} />;
  if (loading)
    return (
      <div className="idv-no-data">
        <Spinner size={24} aria-label={t('common.loading')} />
      </div>
    );
  return <IdvNoData />;
}
