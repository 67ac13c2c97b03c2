import type { Language } from '../i18n/language';
/** The signed-in user as every route sees it, loaded fresh from the read model on each request. */
export interface AuthUser {
  id: number;
  companyId: number | null;
  userType: 1 | 2 | 3;
  permissions: number[];
  name: string;
  email: string;
  mustChangePassword: boolean;
  /** Set when an API key calls: the key acts as a company user (type 3) with exactly its permissions. */
  apiKey?: { id: string; name: string };
  /** The server-side session the request came with (its token's jti); absent for API keys. */
  sessionId?: string;
}

/** Who is asking, for event metadata: the user (or the system) and the request's IP. */
export interface RequestContext {
  user: AuthUser | null;
  ip?: string;
  /** The User-Agent header, for the session list's short browser description (never stored raw or logged). */
  userAgent?: string;
  correlationId: string;
  /** The caller's language (Accept-Language; the console sends its own): texts written for someone else, such as an applicant's link, fall back to it. */
  language?: Language;
}
