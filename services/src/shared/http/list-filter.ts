import { ValidationError } from '../domain/domain-error';
import { type DayRange, instantRange, resolvePeriod } from '../period/reporting-period';
import { likePattern } from './paging';
import { isUuid } from './uuid';
import { localized } from '../i18n';
import { type Localized } from '../i18n/translate';

/** A list's query string as Fastify parses it (`date[filter]` flat, or nested `date.filter`). */
export type ListQuery = Record<string, unknown>;

/**
 * One filter of a list, in the order its clause is written. Values are always bound ($n), never
 * written into the SQL text; `column`/`sql` come from the spec, never from the request.
 */
export type ListFilterColumn =
  /** `search`: a lower-cased substring of a search_text column (trigram indexes serve `LIKE`). */
  | { kind: 'search'; column: string }
  /** `date[filter]` (or `custom_date`) with `date[fromDate]`/`date[toDate]`: a half-open UTC range. */
  | { kind: 'period'; column: string }
  /**
   * `{param}={value}` equality. `fold` compares case-insensitively; `nullable` reads the word "null"
   * as IS NULL.
   */
  | { kind: 'text'; param: string; column: string; fold?: boolean; nullable?: boolean }
  /** A malformed UUID or date matches nothing (`false`) rather than failing the cast. */
  | { kind: 'uuid'; param: string; column: string }
  | { kind: 'date'; param: string; column: string }
  /** `1`/`true` → the predicate, `0`/`false` → its negation; anything else is refused. */
  | { kind: 'flag'; param: string; sql: string }
  /** One value of a closed set: see {@link ChoiceColumn}. */
  | ChoiceColumn
  /** A predicate every row of the list must meet (not read from the query). */
  | { kind: 'always'; sql: string };

/**
 * A closed set of values. The first of `params` that is present is read, normalised, and looked up
 * in `choices`: `null` = no restriction ("all"), a string = that fixed predicate, `{ bind }` = the
 * value bound into `clause` (default `${column} = $n`). Anything else is refused with `message`.
 */
export interface ChoiceColumn {
  kind: 'choice';
  params: string[];
  normalise?: 'lower' | 'upper';
  choices: Record<string, null | string | { bind: string }>;
  column?: string;
  clause?: (bindParameter: string) => string;
  message: Localized;
}

export interface ListFilterSpec {
  /** The tenant column, always the first clause and always `$1`. */
  tenantColumn?: string;
  columns: readonly ListFilterColumn[];
}

/** What restricted the rows beyond the tenant: the caller may answer a total from counters. */
export interface Restriction {
  kind: ListFilterColumn['kind'];
  name: string;
  /** A flag's value. */
  on?: boolean;
}

export interface ListFilter {
  where: string;
  params: unknown[];
  restrictions: Restriction[];
  /** The period's days, when the query had one. */
  period?: DayRange;
}

/** A query value as trimmed text; anything else (absent, blank, repeated) is no value. */
export function queryText(q: ListQuery, key: string): string | undefined {
  const value = q[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function nested(q: ListQuery, group: string, key: string): string | undefined {
  const value = q[`${group}[${key}]`] ?? (q[group] as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function flag(q: ListQuery, key: string): boolean | undefined {
  const value = queryText(q, key);
  if (value === undefined) return undefined;
  if (['1', 'true'].includes(value)) return true;
  if (['0', 'false'].includes(value)) return false;
  throw new ValidationError([{ field: key, message: localized('error.oneOrZero') }]);
}

/**
 * Turns a list's query into a WHERE clause with bound parameters, following `spec` in order.
 * `companyId` is `$1` when the spec has a tenant column. Unknown query keys are ignored, as the
 * console forwards its own URL parameters.
 */
export function listFilter(
  spec: ListFilterSpec,
  q: ListQuery,
  companyId: number | null,
  today: string,
): ListFilter {
  const params: unknown[] = spec.tenantColumn ? [companyId] : [];
  const clauses: string[] = spec.tenantColumn ? [`${spec.tenantColumn} = $1`] : [];
  const restrictions: Restriction[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  let period: DayRange | undefined;
  const add = (clause: string, restriction: Restriction) => {
    clauses.push(clause);
    restrictions.push(restriction);
  };
  for (const c of spec.columns) {
    switch (c.kind) {
      case 'always':
        clauses.push(c.sql);
        break;
      case 'search': {
        const search = queryText(q, 'search')?.slice(0, 200);
        if (search)
          add(`${c.column} LIKE ${bind(likePattern(search.toLowerCase()))}`, {
            kind: c.kind,
            name: 'search',
          });
        break;
      }
      case 'period': {
        const filter = nested(q, 'date', 'filter') ?? queryText(q, 'custom_date');
        if (!filter) break;
        period = resolvePeriod(
          filter,
          { from: nested(q, 'date', 'fromDate'), to: nested(q, 'date', 'toDate') },
          today,
        );
        const range = instantRange(period);
        add(
          `${c.column} >= ${bind(range.start)}::timestamptz AND ${c.column} < ${bind(range.end)}::timestamptz`,
          { kind: c.kind, name: 'period' },
        );
        break;
      }
      case 'flag': {
        const on = flag(q, c.param);
        if (on !== undefined) add(on ? c.sql : `NOT ${c.sql}`, { kind: c.kind, name: c.param, on });
        break;
      }
      case 'choice': {
        const clause = choiceClause(c, q, bind);
        if (clause) add(clause, { kind: c.kind, name: c.params[0] });
        break;
      }
      default: {
        const value = queryText(q, c.param);
        if (value !== undefined) add(valueClause(c, value, bind), { kind: c.kind, name: c.param });
      }
    }
  }
  return { where: clauses.join(' AND '), params, restrictions, period };
}

function valueClause(
  c: Extract<ListFilterColumn, { param: string; column: string }>,
  value: string,
  bind: (value: unknown) => string,
): string {
  switch (c.kind) {
    case 'uuid':
      return isUuid(value) ? `${c.column} = ${bind(value.toLowerCase())}::uuid` : 'false';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${c.column} = ${bind(value)}::date` : 'false';
    case 'text':
      if (c.nullable && value === 'null') return `${c.column} IS NULL`;
      return c.fold ? `lower(${c.column}) = lower(${bind(value)})` : `${c.column} = ${bind(value)}`;
  }
}

function choiceClause(c: ChoiceColumn, q: ListQuery, bind: (value: unknown) => string): string | null {
  const raw = c.params.map((p) => queryText(q, p)).find((v) => v !== undefined);
  if (raw === undefined) return null;
  const value =
    c.normalise === 'lower' ? raw.toLowerCase() : c.normalise === 'upper' ? raw.toUpperCase() : raw;
  const choice = Object.hasOwn(c.choices, value) ? c.choices[value] : undefined;
  if (choice === undefined) throw new ValidationError([{ field: c.params[0], message: c.message }]);
  if (choice === null || typeof choice === 'string') return choice;
  const placeholder = bind(choice.bind);
  return c.clause ? c.clause(placeholder) : `${c.column} = ${placeholder}`;
}
