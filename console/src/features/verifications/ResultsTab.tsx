import { useT } from '../../i18n/I18nProvider';
import { EmptyState, HTMLTable, SectionHeading } from '../../ui';
import { RiskTag } from './RiskTag';
import { checkRows, parseMetaData, reasonGroups } from './sessionModel';
import type { Session } from './sessionTypes';

/** Checks from meta_data.verifications and the reason codes per group (spec §2 "Results"). */
export function ResultsTab({ session }: { session: Session }) {
  const t = useT();
  const meta = parseMetaData(session.meta_data);
  if (!meta)
    return <EmptyState level="section" icon="th-disconnect" iconSize={32} title={t('detail.noData')} />;
  const checks = checkRows(meta.verifications);
  const groups = reasonGroups(meta);
  return (
    <div className="results-tab">
      <section className="detail-section">
        <SectionHeading className="detail-section-title">{t('detail.checks')}</SectionHeading>
        {checks.length === 0 ? (
          <p className="muted">{t('detail.noData')}</p>
        ) : (
          <HTMLTable compact striped className="detail-table" aria-label={t('detail.checks')}>
            <tbody>
              {checks.map((c) => (
                <tr key={c.key}>
                  <th scope="row">{c.label ? t(c.label) : c.key}</th>
                  <td>
                    {c.value === null ? (
                      <span className="muted">{t('detail.noData')}</span>
                    ) : (
                      <RiskTag value={c.value} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>
      <section className="detail-section">
        <SectionHeading className="detail-section-title">{t('detail.reasons')}</SectionHeading>
        {groups.length === 0 ? <p className="muted">{t('detail.none')}</p> : null}
        <div className="reason-groups">
          {groups.map((g) => (
            <div key={g.group} className="reason-group">
              <div className="reason-group-title">{g.label ? t(g.label) : g.group}</div>
              {g.reasons.length === 0 ? (
                <p className="muted reason-none">{t('detail.none')}</p>
              ) : (
                <HTMLTable compact className="detail-table" aria-label={g.label ? t(g.label) : g.group}>
                  <tbody>
                    {g.reasons.map((r) => (
                      <tr key={r.reasonCode}>
                        <td className="mono reason-code">{r.reasonCode}</td>
                        <td>{r.description}</td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              )}
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
