import type { FastifyRequest } from 'fastify';

/** What a line says was seen (docs/access-log.md lists them). */
export type AccessKind =
  | 'session.detail'
  | 'sessions.list'
  | 'sessions.export'
  | 'idv.detail'
  | 'idv.list'
  | 'idv.export'
  | 'idv.image'
  | 'idv.face'
  | 'idv.history'
  | 'idv.as_of'
  | 'report.requested'
  | 'report.downloaded'
  | 'applicants.push'
  | 'watchlist.flagged'
  | 'watchlist.history'
  | 'watchlist.result'
  | 'import.errors'
  /** Not a read: a security event (security-events.public.ts). */
  | 'session.ended'
  | 'erasure.certificate';

/** A view noted on its request, recorded when the answer is sent. */
export interface PendingView {
  kind: AccessKind;
  applicantIds: string[];
  detail: Record<string, unknown>;
  /** The applicants are the uuids the answer names (a list's page): read from it when it is sent. */
  fromAnswer?: boolean;
}

const VIEW = Symbol('access-log view');
type WithView = FastifyRequest & { [VIEW]?: PendingView };

export function setPendingView(request: FastifyRequest, view: PendingView): void {
  (request as WithView)[VIEW] = view;
}

export function pendingViewOf(request: FastifyRequest): PendingView | undefined {
  return (request as WithView)[VIEW];
}

/** Takes the view off its request (so a second send cannot record it twice). */
export function takePendingView(request: FastifyRequest): PendingView | undefined {
  const view = (request as WithView)[VIEW];
  (request as WithView)[VIEW] = undefined;
  return view;
}

const UUID_FIELD = /"(?:uuid|session_uuid|sessionUuid)":"([0-9a-fA-F-]{36})"/g;

/**
 * The uuids of the last answers given as text. A kept answer (the read cache's page 1, a filter) is
 * the same string every time it is sent, and scanning it was the largest part of a kept page's cost
 * in the product; the same string is found again by identity after its first hash.
 */
const recentTextAnswers = new Map<string, readonly string[]>();
const RECENT_TEXT_ANSWERS = 64;

/** The distinct applicant uuids an answer names (an object, or JSON text written by PostgreSQL). */
export function uuidsIn(answer: unknown): string[] {
  if (typeof answer !== 'string') return scan(JSON.stringify(answer ?? null));
  let found = recentTextAnswers.get(answer);
  if (!found) {
    found = scan(answer);
    if (recentTextAnswers.size >= RECENT_TEXT_ANSWERS)
      recentTextAnswers.delete(recentTextAnswers.keys().next().value!);
    recentTextAnswers.set(answer, found);
  }
  return [...found];
}

function scan(text: string): string[] {
  return [...new Set([...text.matchAll(UUID_FIELD)].map((m) => m[1].toLowerCase()))];
}

const OPEN_TEXT = /search|name|email|phone|ssn|external|address|birth|dob|city|zip/i;
const CODE = /^[A-Za-z0-9_:.,-]{0,40}$/;

/**
 * A list's or export's filter as the log may keep it: codes, dates and page settings as given; a
 * free text (a search term, a name) only as "(given)", since the log holds no applicant's data.
 */
export function loggableFilter(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === '') continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    out[key] = !OPEN_TEXT.test(key) && CODE.test(text) ? text : '(given)';
  }
  return out;
}
