import { useT } from '../../i18n/I18nProvider';
import { HTMLTable, Section, SectionCard, SectionTitle } from '../../ui';
import type { SsoSettings } from './ssoApi';

/** What the school's IdP admin registers: the addresses of this product for the chosen protocol. */
export function SsoIdpInfo({ settings, protocol }: { settings: SsoSettings; protocol: 'oidc' | 'saml' }) {
  const t = useT();
  const rows: [string, string][] =
    protocol === 'oidc'
      ? [[t('sso.redirectUri'), settings.oidc_redirect_uri]]
      : [
          [t('sso.spEntityId'), settings.saml_sp_entity_id],
          [t('sso.acsUrl'), settings.saml_acs_url],
          [t('sso.spMetadata'), settings.saml_metadata_url],
        ];
  return (
    <Section titleRenderer={SectionTitle} title={t('sso.forTheIdp')} compact>
      <SectionCard>
        <HTMLTable compact>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </SectionCard>
    </Section>
  );
}
