import { formatDateTime, orEmptyValue } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  ConfirmDialog,
  SectionHeading,
  ListTable,
  Tag,
  useConfirmAction,
  type Column,
} from '../../ui';
import {
  type OwnSession,
  useEndAllSessionsMutation,
  useEndSessionMutation,
  useOwnSessionsQuery,
} from './sessionsApi';
import { useSignOutWithNotice } from './useSignOutWithNotice';

const methodKey = (method: string): MessageKey =>
  (['password', 'password-change', 'sso', 'mfa'].includes(method)
    ? `signInSessions.method.${method}`
    : 'signInSessions.method.other') as MessageKey;

/** Profile > Sessions: where the account is signed in, "End" for any other session, "Sign out everywhere". */
export function OwnSessionsCard() {
  const t = useT();
  const { data = [], isFetching, isError, refetch } = useOwnSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endAll, { isLoading: endingAll }] = useEndAllSessionsMutation();
  const signOut = useSignOutWithNotice();
  const ending = useConfirmAction(
    (session: OwnSession) => endSession(session.id).unwrap(),
    () => t('signInSessions.ended'),
  );
  const everywhere = useConfirmAction(async () => {
    await endAll().unwrap();
    await signOut(t('signInSessions.signedOutEverywhere'), true);
  });
  const columns: Column<OwnSession>[] = [
    {
      id: 'started_at',
      header: t('signInSessions.started'),
      render: (s) => (
        <>
          {formatDateTime(s.started_at)}{' '}
          {s.current && (
            <Tag minimal intent="primary">
              {t('signInSessions.thisSession')}
            </Tag>
          )}
        </>
      ),
    },
    {
      id: 'last_active_at',
      header: t('signInSessions.lastActive'),
      render: (s) => formatDateTime(s.last_active_at),
    },
    { id: 'method', header: t('signInSessions.method'), render: (s) => t(methodKey(s.method)) },
    {
      id: 'browser',
      header: t('signInSessions.browser'),
      render: (s) => s.browser ?? t('signInSessions.unknown'),
    },
    { id: 'ip_address', header: t('signInSessions.address'), render: (s) => orEmptyValue(s.ip_address) },
    {
      id: 'actions',
      header: '',
      align: 'right',
      render: (s) =>
        s.current ? null : (
          <Button
            size="small"
            intent="danger"
            variant="minimal"
            text={t('signInSessions.end')}
            aria-label={t('signInSessions.endLabel', { date: formatDateTime(s.started_at) })}
            onClick={() => ending.ask(s)}
          />
        ),
    },
  ];
  return (
    <div className="own-sessions">
      <SectionHeading className="bp6-heading heading-as-h4">{t('signInSessions.heading')}</SectionHeading>
      <p className="muted">{t('signInSessions.intro')}</p>
      <ListTable
        label={t('signInSessions.heading')}
        columns={columns}
        rows={data}
        rowKey={(s) => s.id}
        loading={isFetching}
        failed={isError}
        onRetry={() => void refetch()}
        emptyText={t('signInSessions.none')}
      />
      <div className="form-actions">
        <Button
          intent="danger"
          icon="log-out"
          text={t('signInSessions.signOutEverywhere')}
          loading={endingAll}
          onClick={() => everywhere.ask(true)}
        />
      </div>
      <ConfirmDialog
        title={t('signInSessions.endTitle')}
        message={t('signInSessions.endConfirm')}
        confirmText={t('signInSessions.end')}
        {...ending.dialog}
      />
      <ConfirmDialog
        title={t('signInSessions.signOutEverywhere')}
        message={t('signInSessions.signOutEverywhereConfirm')}
        confirmText={t('signInSessions.signOutEverywhere')}
        intent="danger"
        {...everywhere.dialog}
      />
    </div>
  );
}
