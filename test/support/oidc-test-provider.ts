import { ChildProcess, spawn } from 'node:child_process';
import * as path from 'node:path';

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts a real OpenID provider (oidc-provider-main.mjs) on a loopback port for `redirectUri`; the
 * groups each e-mail's account carries are given here, or in a JSON file of the same shape read at
 * each sign-in (`groupsFile`). Resolves once it listens.
 */
export function startOidcProvider(
  redirectUri: string,
  groups: Record<string, string[]> = {},
  groupsFile?: string,
): Promise<OidcTestProvider> {
  const clientId = 'verifydesk-test';
  const clientSecret = 'test-client-secret-0123456789';
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider-main.mjs')], {
    env: {
      ...process.env,
      OIDC_TEST_CONFIG: JSON.stringify({ clientId, clientSecret, redirectUri, groups, groupsFile }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        issuer: match[1],
        clientId,
        clientSecret,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill();
          }),
      });
    });
  });
}
