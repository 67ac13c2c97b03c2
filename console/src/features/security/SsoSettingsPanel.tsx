import { useEffect, useState } from 'react';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  Callout,
  ConfirmDialog,
  FormField,
  FormWarning,
  InputGroup,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  TextArea,
  showToast,
  useConfirmAction,
} from '../../ui';
import {
  type SsoSettings,
  useRemoveSsoMutation,
  useSaveOidcMutation,
  useSaveSamlMutation,
  useSsoSettingsQuery,
} from './ssoApi';
import { type GroupMappingRow, mappingsOf, parseDomains } from './ssoModel';
import { GroupMappingRows, newMappingRow } from './GroupMappingRows';
import type { PermissionId } from '../../app/authTypes';
import { SsoIdpInfo } from './SsoIdpInfo';
import { SsoRequirementCard } from './SsoRequirementCard';

interface Draft {
  protocol: 'oidc' | 'saml';
  enabled: boolean;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  metadataXml: string;
  metadataUrl: string;
  domains: string;
  jit: boolean;
  groupAttribute: string;
  mappings: GroupMappingRow[];
}

function draftOf(s: SsoSettings | undefined): Draft {
  return {
    protocol: s?.protocol ?? 'oidc',
    enabled: s?.configured ? s.enabled : true,
    issuerUrl: s?.issuer_url ?? '',
    clientId: s?.client_id ?? '',
    clientSecret: '',
    metadataXml: '',
    metadataUrl: s?.idp_metadata_url ?? '',
    domains: (s?.email_domains ?? []).join(', '),
    jit: s?.jit_enabled ?? false,
    groupAttribute: s?.group_attribute ?? 'groups',
    mappings: (s?.group_permissions ?? []).map((m) =>
      newMappingRow(m.group, m.permissions as PermissionId[]),
    ),
  };
}

/** The "Single sign-on" tab of /security: the company's IdP (OIDC or SAML), who may come in, the requirement. */
export function SsoSettingsPanel() {
  const t = useT();
  const { data, isLoading } = useSsoSettingsQuery();
  const [draft, setDraft] = useState<Draft>(() => draftOf(undefined));
  const [warning, setWarning] = useState<string | null>(null);
  const [saveOidc, oidcState] = useSaveOidcMutation();
  const [saveSaml, samlState] = useSaveSamlMutation();
  const [remove] = useRemoveSsoMutation();
  const removing = useConfirmAction<true>(
    () => remove().unwrap(),
    () => t('sso.remove'),
  );
  useEffect(() => setDraft(draftOf(data)), [data]);
  if (isLoading || !data) return <Spinner size={24} aria-label={t('common.loading')} />;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof Draft, label: string, helper?: string, type: 'text' | 'password' = 'text') => (
    <FormField label={label} labelFor={`sso-${key}`} helper={helper}>
      <InputGroup
        id={`sso-${key}`}
        type={type}
        autoComplete="off"
        value={String(draft[key])}
        onValueChange={(v) => set(key, v as never)}
      />
    </FormField>
  );
  const save = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setWarning(null);
    const read = mappingsOf(draft.mappings);
    if ('problem' in read) return setWarning(t(read.problem, { group: read.group ?? '' }));
    const mappings = read.mappings;
    const access = {
      enabled: draft.enabled,
      email_domains: parseDomains(draft.domains),
      jit_enabled: draft.jit,
      group_attribute: draft.groupAttribute,
      group_permissions: mappings,
    };
    try {
      if (draft.protocol === 'oidc')
        await saveOidc({
          ...access,
          issuer_url: draft.issuerUrl,
          client_id: draft.clientId,
          ...(draft.clientSecret ? { client_secret: draft.clientSecret } : {}),
        }).unwrap();
      else
        await saveSaml({
          ...access,
          ...(draft.metadataXml ? { idp_metadata_xml: draft.metadataXml } : {}),
          ...(draft.metadataUrl ? { idp_metadata_url: draft.metadataUrl } : {}),
        }).unwrap();
      showToast({ message: t('sso.save'), intent: 'success' });
    } catch (error) {
      setWarning(messageOr(error, t('common.somethingWentWrong')));
    }
  };
  const secretKept = data.protocol === 'oidc' && data.client_secret_set;
  return (
    <div className="sso-settings">
      <Callout icon="info-sign">{t('sso.intro')}</Callout>
      <form onSubmit={save} noValidate aria-label={t('sso.tab')}>
        <FormWarning message={warning} />
        <RadioGroup
          label={t('sso.protocol')}
          inline
          selectedValue={draft.protocol}
          onChange={(e) => set('protocol', e.currentTarget.value as Draft['protocol'])}
        >
          <Radio label={t('sso.oidc')} value="oidc" />
          <Radio label={t('sso.saml')} value="saml" />
        </RadioGroup>
        {draft.protocol === 'oidc' ? (
          <>
            {text('issuerUrl', t('sso.issuerUrl'))}
            {text('clientId', t('sso.clientId'))}
            {text(
              'clientSecret',
              t('sso.clientSecret'),
              secretKept ? t('sso.clientSecretKept') : undefined,
              'password',
            )}
          </>
        ) : (
          <>
            <FormField label={t('sso.metadataXml')} labelFor="sso-metadataXml">
              <TextArea
                id="sso-metadataXml"
                fill
                rows={4}
                value={draft.metadataXml}
                onChange={(e) => set('metadataXml', e.currentTarget.value)}
              />
            </FormField>
            {text('metadataUrl', t('sso.metadataUrl'))}
          </>
        )}
        {text('domains', t('sso.domains'), t('sso.domainsHelp'))}
        <Switch
          checked={draft.enabled}
          label={t('sso.enabled')}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <Switch
          checked={draft.jit}
          label={t('sso.jit')}
          onChange={(e) => set('jit', e.currentTarget.checked)}
        />
        {text('groupAttribute', t('sso.groupAttribute'))}
        <GroupMappingRows rows={draft.mappings} onChange={(rows) => set('mappings', rows)} />
        <div className="form-actions">
          <Button
            type="submit"
            intent="primary"
            text={t('sso.save')}
            loading={oidcState.isLoading || samlState.isLoading}
          />
          {data.configured ? (
            <Button
              intent="danger"
              variant="minimal"
              text={t('sso.remove')}
              onClick={() => removing.ask(true)}
            />
          ) : null}
        </div>
      </form>
      <SsoIdpInfo settings={data} protocol={draft.protocol} />
      {data.configured ? <SsoRequirementCard settings={data} /> : null}
      <ConfirmDialog
        {...removing.dialog}
        title={t('sso.remove')}
        message={t('sso.removeConfirm')}
        confirmText={t('sso.removeVerb')}
        intent="danger"
      />
    </div>
  );
}
