import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../shared/database/database';
import { DayRange, instantRange } from '../shared/period/reporting-period';
import { sessionsPerDayByRisk } from '../sessions/session-records.public';
import { idvsPerDayByResult } from '../idv/idv-records.public';

/** The Risk Level filter's choices of the verifications list ("high" includes very_high, as there). */
export const TREND_RISK_LEVELS = ['high', 'medium', 'low', 'inconclusive'] as const;
/** The IDV list's Validation Status choices: a passed, failed or not yet known result. */
export const TREND_IDV_OUTCOMES = ['passed', 'failed', 'pending'] as const;

export type RiskDay = { day: string } & Record<(typeof TREND_RISK_LEVELS)[number], number>;
export type IdvDay = { day: string; form_type: string } & Record<(typeof TREND_IDV_OUTCOMES)[number], number>;
export interface DashboardTrends {
  days: string[];
  risk: RiskDay[];
  idv: IdvDay[];
}

/** One company's trends over a day range: verifications per day by risk level, IDV outcomes per day and form type. */
export class GetDashboardTrends extends Query<DashboardTrends> {
  constructor(
    readonly companyId: number,
    readonly range: DayRange,
  ) {
    super();
  }
}

/** Every UTC day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let d = new Date(`${range.from}T00:00:00Z`); d.toISOString().slice(0, 10) <= range.to;) {
    days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/**
 * Each figure is counted with the same predicate as the list its bar opens: the sessions list's
 * `overall_risk_level` choice and creation period (UTC days), the IDV list's `overall_validation`
 * choice, `form_type` and request period. Counted from the read rows, not the daily counters, because
 * no counter is kept per risk level (docs/dashboard.md, "Trends").
 */
@QueryHandler(GetDashboardTrends)
export class GetDashboardTrendsHandler implements IQueryHandler<GetDashboardTrends> {
  constructor(private readonly db: Database) {}

  async execute({ companyId, range }: GetDashboardTrends): Promise<DashboardTrends> {
    const { start, end } = instantRange(range);
    const days = daysOf(range);
    return this.db.tx(tenant(companyId), async (tx) => {
      const riskRows = await sessionsPerDayByRisk(tx, companyId, start, end);
      const idvRows = await idvsPerDayByResult(tx, companyId, start, end);
      const riskByDay = new Map<string, Record<string, string>>(riskRows.map((row) => [row.day, row]));
      const idvByDay = new Map<string, Record<string, string>>(
        idvRows.map((row) => [`${row.day}|${row.form_type}`, row]),
      );
      const count = (row: Record<string, string> | undefined, key: string) => Number(row?.[key] ?? 0);
      return {
        days,
        risk: days.map((day) => {
          const row = riskByDay.get(day);
          return { day, ...Object.fromEntries(TREND_RISK_LEVELS.map((l) => [l, count(row, l)])) } as RiskDay;
        }),
        idv: days.flatMap((day) =>
          ['ADMISSIONS', 'FINANCIAL_AID'].map((form_type) => {
            const row = idvByDay.get(`${day}|${form_type}`);
            return {
              day,
              form_type,
              ...Object.fromEntries(TREND_IDV_OUTCOMES.map((o) => [o, count(row, o)])),
            } as IdvDay;
          }),
        ),
      };
    });
  }
}
