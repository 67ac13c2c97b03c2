import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { PageHeader, Tab, Tabs } from '../../ui';
import { securityPanels } from './securityPanels';

/** /security (type 2): how the company's staff sign in and how long their sessions last. */
export function SecurityPage() {
  const t = useT();
  const [tab, setTab] = useState(securityPanels[0]?.id ?? '');
  return (
    <div className="page">
      <PageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      <Tabs id="security" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        {securityPanels.map((panel) => (
          <Tab key={panel.id} id={panel.id} title={t(panel.title)} panel={<>{panel.render()}</>} />
        ))}
      </Tabs>
    </div>
  );
}
