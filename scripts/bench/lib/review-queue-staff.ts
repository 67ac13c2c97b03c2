/**
 * The review-queue benchmark's staff (scripts/bench/review-queue.ts): one person per connection,
 * created as a company admin creates them and signed in after choosing their own password.
 */
import { randomBytes } from 'node:crypto';
import type { BenchProduct } from './bench-product';

export interface Staff {
  id: number;
  permissions: number[];
  auth: { authorization: string };
}

/**
 * `count` staff members of the company, created by its admin through the team route (a temporary
 * password), each signed in and choosing their own as at a first sign-in, then signed in again.
 */
export async function createStaff(product: BenchProduct, count: number): Promise<Staff[]> {
  const staff: Staff[] = [];
  const call = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
    const r = await fetch(product.base + p, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await r.json()) as { status: boolean; data?: any };
    if (!r.ok) throw new Error(`${p}: ${r.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  for (let i = 0; i < count; i++) {
    const permissions = i % 4 === 0 ? [4] : i % 4 === 1 ? [5] : [4, 5];
    const email = `reviewer${i}@bench.northfield.edu`;
    const temporary = `Tmp-${randomBytes(12).toString('base64url')}-9a`;
    const own = `Own-${randomBytes(12).toString('base64url')}-7b`;
    const created = await call(
      '/api/team',
      { first_name: 'Reviewer', last_name: `Bench ${i}`, email, password: temporary, permissions },
      product.auth,
    );
    const first = await call('/admin/login', { email, password: temporary });
    await call(
      '/admin/new-password',
      { password: own, confirm_password: own },
      { authorization: `Bearer ${first.access_token}` },
    );
    const signedIn = await call('/admin/login', { email, password: own });
    staff.push({ id: created.id, permissions, auth: { authorization: `Bearer ${signedIn.access_token}` } });
  }
  return staff;
}
