import { useEffect } from 'react';
import { useT } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/en';
import { Card, H2, PageHeader } from '../../ui';

/** One titled section of a legal text. */
export interface LegalSection {
  title: MessageKey;
  body: MessageKey;
}

interface Props {
  title: MessageKey;
  intro: MessageKey;
  sections: LegalSection[];
}

/** Static legal text; scrolls to the top when opened (spec §2). */
export function LegalPage({ title, intro, sections }: Props) {
  const t = useT();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [title]);
  return (
    <div className="page page-narrow legal-page">
      <PageHeader title={t(title)} subtitle={t('legal.lastUpdated')} />
      <Card className="legal-card">
        <p>{t(intro)}</p>
        {sections.map((s) => (
          <section key={s.title}>
            <H2 className="heading-as-h4">{t(s.title)}</H2>
            <p>{t(s.body)}</p>
          </section>
        ))}
      </Card>
    </div>
  );
}
