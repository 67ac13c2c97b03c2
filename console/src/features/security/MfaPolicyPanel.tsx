import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, ConfirmDialog, ListTable, Tag, useConfirmAction, type Column } from '../../ui';
import { useCompanyMfaQuery, useResetUserMfaMutation, type StaffMfa } from '../auth/mfa/mfaApi';

/**
 * /security, "Multi-factor" (company admin): the company's policy (set by the super admin) and who of
 * the staff has which second step, with a reset for someone who lost theirs.
 */
export function MfaPolicyPanel() {
  const t = useT();
  const query = useCompanyMfaQuery();
  const [reset] = useResetUserMfaMutation();
  const resetting = useConfirmAction<StaffMfa>(
    (u) => reset(u.id).unwrap(),
    (u) => t('security.mfa.resetToast', { name: u.name }),
  );
  const policy = query.data?.policy;
  const columns: Column<StaffMfa>[] = [
    { id: 'name', header: t('security.mfa.name'), render: (u) => u.name },
    { id: 'email', header: t('security.mfa.email'), render: (u) => u.email },
    {
      id: 'factors',
      header: t('security.mfa.factors'),
      render: (u) =>
        u.factors.length ? (
          <span className="tag-list">
            {u.factors.map((kind) => (
              <Tag key={kind} minimal>
                {t(kind === 'totp' ? 'mfa.kind.totp' : 'mfa.kind.passkey')}
              </Tag>
            ))}
          </span>
        ) : (
          <span className="muted">{t('security.mfa.none')}</span>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 130,
      align: 'right',
      render: (u) =>
        u.factors.length ? (
          <Button
            minimal
            intent="danger"
            text={t('security.mfa.reset')}
            aria-label={`${t('security.mfa.reset')}: ${u.name}`}
            onClick={() => resetting.ask(u)}
          />
        ) : null,
    },
  ];
  return (
    <div>
      {policy ? (
        <Callout
          intent={policy === 'required' ? 'success' : 'primary'}
          icon="shield"
          className="form-callout"
        >
          <strong>
            {t('security.mfa.policy')}:{' '}
            {t(policy === 'required' ? 'mfa.policy.required' : 'mfa.policy.offered')}
          </strong>
          <p>
            {t(policy === 'required' ? 'security.mfa.policyRequired' : 'security.mfa.policyOffered')}{' '}
            <span className="muted">{t('security.mfa.policyNote')}</span>
          </p>
        </Callout>
      ) : null}
      <ListTable
        label={t('security.mfa.tab')}
        columns={columns}
        rows={query.data?.staff ?? []}
        rowKey={(u) => u.id}
        loading={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={t('common.noRows')}
      />
      <ConfirmDialog
        {...resetting.dialog}
        title={t('security.mfa.resetTitle')}
        message={resetting.target ? t('security.mfa.resetConfirm', { name: resetting.target.name }) : ''}
        confirmText={t('security.mfa.reset')}
      />
    </div>
  );
}
