import { formatDateTime, orEmptyValue } from '../../app/format';
import type { Translate } from '../../i18n/translate';
import { Button, type Column } from '../../ui';
import { RiskTag } from './RiskTag';
import { Truncated } from '../../ui/Truncated';
import { dobOf, fullNameOf, lastNameOf, shownRisk } from './sessionModel';
import type { Session } from './sessionTypes';

/** Spec §2 columns: Id (uuid), First Name, Last Name, Email, Date of Birth, Overall Risk, Created At, Actions. */
export function sessionColumns(t: Translate, onDetails: (s: Session) => void): Column<Session>[] {
  return [
    {
      id: 'uuid',
      header: t('sessions.id'),
      sortable: true,
      width: 290,
      render: (s) => (
        <span className="mono list-id" title={s.uuid}>
          {s.uuid}
        </span>
      ),
    },
    {
      id: 'first_name',
      header: t('sessions.firstName'),
      sortable: true,
      render: (s) => <Truncated text={s.first_name ?? ''} />,
    },
    {
      id: 'last_name',
      header: t('sessions.lastName'),
      sortable: true,
      render: (s) => <Truncated text={lastNameOf(s)} />,
    },
    {
      id: 'email',
      header: t('sessions.email'),
      sortable: true,
      render: (s) => <Truncated text={s.email ?? ''} wide />,
    },
    {
      id: 'date_of_birth',
      header: t('sessions.dob'),
      sortable: true,
      width: 110,
      render: (s) => <span className="cell-nowrap">{orEmptyValue(dobOf(s))}</span>,
    },
    {
      id: 'overall_risk_level',
      header: t('sessions.overallRisk'),
      sortable: true,
      width: 120,
      render: (s) => <RiskTag value={shownRisk(s)} />,
    },
    {
      id: 'created_at',
      header: t('sessions.createdAt'),
      sortable: true,
      width: 170,
      render: (s) => <span className="cell-nowrap">{formatDateTime(s.created_at)}</span>,
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 70,
      align: 'right',
      render: (s) => (
        <Button
          variant="minimal"
          icon="eye-open"
          aria-label={t('sessions.detailsOf', { name: fullNameOf(s) || s.uuid })}
          onClick={() => onDetails(s)}
        />
      ),
    },
  ];
}
