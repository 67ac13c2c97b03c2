import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { useT } from '../../i18n/I18nProvider';
import { Button, DayInput, FilterSelect, InputGroup } from '../../ui';
import { actorLabel, isApplicantId } from './accessLogModel';
import type { AccessLogActor, AccessLogFilters as Filters } from './accessLogApi';

interface Props {
  filters: Filters;
  actors: AccessLogActor[];
  onChange: (next: Filters) => void;
}

/**
 * Staff member (or API key), applicant and a range of days. The applicant box sends only what the
 * server takes (a session uuid or an IDV id) and says so otherwise, so a half-typed id never fails
 * the table.
 */
export function AccessLogFilters({ filters, actors, onChange }: Props) {
  const t = useT();
  const [applicantText, setApplicantText] = useState(filters.applicant ?? '');
  // An applicant chosen from a row (or cleared) shows in the box.
  useEffect(() => setApplicantText(filters.applicant ?? ''), [filters.applicant]);
  const typed = useDebouncedValue(applicantText.trim());
  const invalid = typed !== '' && !isApplicantId(typed);
  useEffect(() => {
    const next = typed === '' ? undefined : isApplicantId(typed) ? typed : filters.applicant;
    if (next !== filters.applicant) onChange({ ...filters, applicant: next });
    // Only the typed text drives this; the filters it merges into are read as they are then.
  }, [typed]);
  const today = new Date();
  const any = Boolean(filters.actor || filters.applicant || filters.from || filters.to || applicantText);
  return (
    <div className="filter-bar" role="search" aria-label={t('accessLog.title')}>
      <FilterSelect
        label={t('accessLog.staff')}
        value={filters.actor ?? ''}
        options={[
          { value: '', label: t('accessLog.everyone') },
          ...actors.map((a) => ({ value: a.actor_id, label: actorLabel(a, t) })),
        ]}
        onChange={(actor) => onChange({ ...filters, actor: actor || undefined })}
      />
      <label className="inline-label" htmlFor="access-log-applicant">
        {t('accessLog.applicant')}
      </label>
      <InputGroup
        id="access-log-applicant"
        className="search-input"
        placeholder={t('accessLog.applicantHint')}
        value={applicantText}
        onValueChange={setApplicantText}
        intent={invalid ? 'danger' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'access-log-applicant-error' : undefined}
        autoComplete="off"
      />
      {invalid ? (
        <span id="access-log-applicant-error" className="small text-danger" role="alert">
          {t('accessLog.applicantInvalid')}
        </span>
      ) : null}
      <label className="inline-label" htmlFor="access-log-from">
        {t('accessLog.from')}
      </label>
      <DayInput
        id="access-log-from"
        value={filters.from ?? null}
        maxDate={today}
        onChange={(from) => onChange({ ...filters, from: from ?? undefined })}
      />
      <label className="inline-label" htmlFor="access-log-to">
        {t('accessLog.to')}
      </label>
      <DayInput
        id="access-log-to"
        value={filters.to ?? null}
        maxDate={today}
        onChange={(to) => onChange({ ...filters, to: to ?? undefined })}
      />
      {any ? (
        <Button
          variant="minimal"
          icon="filter-remove"
          text={t('accessLog.clear')}
          onClick={() => {
            setApplicantText('');
            onChange({});
          }}
        />
      ) : null}
    </div>
  );
}
