/**
 * Who the passkeys belong to (WebAuthn's relying party): the host staff open the console on.
 * WEBAUTHN_RP_ID, else the host of PUBLIC_BASE_URL, else `localhost`. A passkey answers only for the
 * host it was made on, so changing this after staff enrolled makes their passkeys unusable (their
 * authenticator codes and recovery codes still work).
 */
export interface RelyingParty {
  id: string;
  name: string;
}

export function relyingParty(env: NodeJS.ProcessEnv = process.env): RelyingParty {
  const fromUrl = env.PUBLIC_BASE_URL ? safeHost(env.PUBLIC_BASE_URL) : null;
  return { id: env.WEBAUTHN_RP_ID || fromUrl || 'localhost', name: 'VerifyDesk' };
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * The origin a browser's answer must come from: the relying party's host itself, over HTTPS (or plain
 * HTTP on localhost, where browsers allow WebAuthn), on any port. The browser only lets a page use the
 * relying party's passkeys from that host; checking the origin it signed refuses an answer relayed
 * from a look-alike site. Answers the origin to expect, or null when the answer's is not one.
 */
export function acceptedOrigin(rp: RelyingParty, clientOrigin: string | undefined): string | null {
  if (!clientOrigin) return null;
  let url: URL;
  try {
    url = new URL(clientOrigin);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
  return secure && url.hostname === rp.id && url.origin === clientOrigin ? clientOrigin : null;
}

/** The origin a WebAuthn answer's clientDataJSON names (checked again, signed, by the library). */
export function clientDataOrigin(clientDataJSON: unknown): string | undefined {
  if (typeof clientDataJSON !== 'string') return undefined;
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const origin = (data as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
}
