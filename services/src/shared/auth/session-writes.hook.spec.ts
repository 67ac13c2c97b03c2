import Fastify from 'fastify';
import { JwtService } from '@nestjs/jwt';
import { SessionVerifier } from './session-verifier';
import { registerSessionWritesWait } from './session-writes.hook';
import type { SignedInAccounts } from './signed-in-accounts';
import type { SignInSessionStore } from './sign-in-session-store';

/** A verifier whose session rows are written when the test says (or fail to be). */
function slowRows() {
  const written: string[] = [];
  let finish: (error?: Error) => void = () => undefined;
  const store = {
    open: (id: string) =>
      new Promise<void>((resolve, reject) => {
        finish = (error) => (error ? reject(error) : (written.push(id), resolve()));
      }),
  } as unknown as SignInSessionStore;
  const jwt = new JwtService({
    secret: 'a-test-secret-of-enough-length-000',
    signOptions: { expiresIn: 60 },
  });
  const verifier = new SessionVerifier(jwt, {} as SignedInAccounts, store);
  return { verifier, written, finish: (error?: Error) => finish(error) };
}

async function appWith(verifier: SessionVerifier) {
  const app = Fastify();
  registerSessionWritesWait(app, verifier);
  app.post('/sign-in', async () => ({ token: verifier.issue(7, 1) }));
  app.get('/other', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const settledSoon = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  return done;
};

describe('an answer carrying a new session token', () => {
  it('leaves only once the session row is committed, so any process finds it', async () => {
    const { verifier, written, finish } = slowRows();
    const app = await appWith(verifier);
    const answer = app.inject({ method: 'POST', url: '/sign-in' });
    expect(await settledSoon(answer)).toBe(false);
    finish();
    const reply = await answer;
    expect(reply.statusCode).toBe(200);
    expect(written).toHaveLength(1);
    expect(await settledSoon(app.inject({ method: 'GET', url: '/other' }))).toBe(true);
    await app.close();
  });

  it('fails when the row could not be written (no token leaves for a session nobody can find)', async () => {
    const { verifier, finish } = slowRows();
    const app = await appWith(verifier);
    const answer = app.inject({ method: 'POST', url: '/sign-in' });
    await settledSoon(answer);
    finish(new Error('database gone'));
    const reply = await answer;
    expect(reply.statusCode).toBe(500);
    expect(reply.body).not.toContain('token');
    await app.close();
  });
});
