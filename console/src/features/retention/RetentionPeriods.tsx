import type { Translate } from '../../i18n/translate';

/** The periods of a retention schedule, as the API gives them. */
export interface RetentionDays {
  images_days: number;
  applicant_records_days: number;
  reports_days: number;
}

/**
 * The schedule's rows, header cells marked: one wording for the staff's page and the applicants'
 * published one (features/capture/RetentionPage.tsx), each in its own table. Face templates have
 * no period: they are never kept past the comparison.
 */
export function RetentionPeriods({ t, schedule }: { t: Translate; schedule: RetentionDays }) {
  const rows: Array<[string, string]> = [
    [t('retention.images'), t('retention.imagesWhen', { days: schedule.images_days })],
    [t('retention.descriptors'), t('retention.descriptorsWhen')],
    [t('retention.records'), t('retention.recordsWhen', { days: schedule.applicant_records_days })],
    [t('retention.reports'), t('retention.reportsWhen', { days: schedule.reports_days })],
  ];
  return (
    <>
      <thead>
        <tr>
          <th scope="col">{t('retention.data')}</th>
          <th scope="col">{t('retention.period')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([what, when]) => (
          <tr key={what}>
            <th scope="row">{what}</th>
            <td>{when}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}
