import { Link } from 'wouter';
import { useI18n } from '../../../i18n/I18nProvider';
import { HTMLTable } from '../../../ui';
import type { Category } from './TrendChart';
import { dayLabel, type TrendRow, type TrendSeries } from './trendModel';

interface Props {
  caption: string;
  rows: TrendRow[];
  series: TrendSeries[];
  /** Shown in place of the chart; otherwise read by screen readers only, its links out of the tab order. */
  visible: boolean;
  /** The rows' names when they are not days (the backlog's age buckets). */
  category?: Category;
}

/**
 * The chart's figures as a table, the alternative to the picture (WCAG 1.1.1): one row per day, one
 * column per series, each figure a link to the same list its bar opens.
 */
export function TrendTable({ caption, rows, series, visible, category }: Props) {
  const { t, language } = useI18n();
  const number = new Intl.NumberFormat(language);
  return (
    <div className={visible ? 'trend-table' : 'trend-sr-only'}>
      <HTMLTable compact striped className="trend-table-grid">
        <caption className={visible ? 'trend-sr-only' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{category?.heading ?? t('trends.day')}</th>
            {series.map((s) => (
              <th scope="col" key={s.key} className="trend-number">
                {t(s.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <th scope="row">{(category?.label ?? dayLabel)(row.day, language, 'long')}</th>
              {series.map((s) => {
                const value = Number(row[s.key]);
                return (
                  <td key={s.key} className="trend-number">
                    {value > 0 ? (
                      <Link
                        href={s.href(row.day)}
                        tabIndex={visible ? undefined : -1}
                        data-trend-link={`${s.key}|${row.day}`}
                      >
                        {number.format(value)}
                      </Link>
                    ) : (
                      number.format(value)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
