import { useId, useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Rectangle, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocation } from 'wouter';
import { useI18n } from '../../../i18n/I18nProvider';
import { TrendTable } from './TrendTable';
import { TrendViewToggle, UnseenControls } from './TrendViewToggle';
import { dayLabel, hasFigures, type TrendRow, type TrendSeries } from './trendModel';
import { useDarkTheme } from './useDarkTheme';

interface Props {
  /** `data-trend` of the chart's section, which the browser tests read. */
  id: string;
  title: string;
  rows: TrendRow[];
  series: TrendSeries[];
  /** Controls beside the title (the IDV chart's form type). */
  controls?: ReactNode;
  /** What a row's `day` key names when it is not a day (the backlog's age buckets), and its column. */
  category?: Category;
}

/** How the x axis, the tooltip and the table name a row. */
export interface Category {
  label: (key: string, language: string, style: 'short' | 'long') => string;
  heading: string;
}

const AXIS = { light: '#5f6b7c', dark: '#abb3bf' };
const GRID = { light: '#dce0e5', dark: '#383e47' };
const TOOLTIP = {
  light: { backgroundColor: '#ffffff', borderColor: '#c5cbd3', color: '#1c2127' },
  dark: { backgroundColor: '#252a31', borderColor: '#5f6b7c', color: '#f6f7f9' },
};

/**
 * One stacked bar chart of a day series. A click on a bar opens the list it counts; the same figures,
 * each a link to that list, are a table for screen readers and, on "Show as table", for everyone.
 */
export function TrendChart({ id, title, rows, series, controls, category }: Props) {
  const { t, language } = useI18n();
  const [, navigate] = useLocation();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const theme = useDarkTheme() ? 'dark' : 'light';
  const number = new Intl.NumberFormat(language);
  const empty = !hasFigures(rows, series);
  const labelOf = category?.label ?? dayLabel;
  return (
    <section className="trend" aria-labelledby={headingId} data-trend={id}>
      <div className="trend-header">
        <h3 id={headingId} className="trend-title">
          {title}
        </h3>
        {controls}
        {empty ? (
          // Nothing to show as a table; laid out unseen all the same, so the header (and the row of
          // charts) is as tall as the loading placeholder's, which cannot know the period is empty.
          <UnseenControls />
        ) : (
          <TrendViewToggle asTable={asTable} onToggle={() => setAsTable(!asTable)} />
        )}
      </div>
      {empty ? (
        // As tall as a chart, so an empty period does not pull the sections below up.
        <div className="trend-body loading-block">
          <p className="muted">{t('trends.empty')}</p>
        </div>
      ) : (
        <div className="trend-body">
          {asTable ? null : (
            // The picture is for the eye; the table below says the same to screen readers.
            <div className="trend-chart" aria-hidden="true">
              <BarChart
                data={rows}
                responsive
                style={{ width: '100%', height: 240 }}
                accessibilityLayer={false}
              >
                <CartesianGrid vertical={false} stroke={GRID[theme]} />
                <XAxis
                  dataKey="day"
                  tickFormatter={(day: string) => labelOf(day, language, 'short')}
                  tick={{ fill: AXIS[theme], fontSize: 11 }}
                  stroke={GRID[theme]}
                />
                <YAxis
                  allowDecimals={false}
                  tickFormatter={(n: number) => number.format(n)}
                  tick={{ fill: AXIS[theme], fontSize: 11 }}
                  stroke={GRID[theme]}
                  width={48}
                />
                <Tooltip
                  labelFormatter={(day) => labelOf(String(day), language, 'long')}
                  formatter={(value) => number.format(Number(value))}
                  contentStyle={TOOLTIP[theme]}
                  labelStyle={{ color: TOOLTIP[theme].color, fontWeight: 600 }}
                  cursor={{ fill: GRID[theme], fillOpacity: 0.4 }}
                />
                {/* In the series' order (the stack's, bottom up), written in the text colour: coloured text would be hard to read. */}
                <Legend
                  itemSorter={null}
                  wrapperStyle={{ fontSize: 12 }}
                  formatter={(name) => <span style={{ color: AXIS[theme] }}>{name}</span>}
                />
                {series.map((s) => (
                  <Bar
                    key={s.key}
                    dataKey={s.key}
                    name={t(s.label)}
                    stackId="day"
                    fill={s.colour[theme]}
                    isAnimationActive={false}
                    cursor="pointer"
                    onClick={(_, index) => navigate(s.href(String(rows[index]?.day)))}
                    shape={(props) => (
                      <g data-trend-bar={`${s.key}|${String(rows[props.index]?.day)}`}>
                        <Rectangle {...props} />
                      </g>
                    )}
                  />
                ))}
              </BarChart>
            </div>
          )}
          {asTable ? null : <p className="trend-hint muted">{t('trends.hint')}</p>}
          <TrendTable caption={title} rows={rows} series={series} visible={asTable} category={category} />
        </div>
      )}
    </section>
  );
}
