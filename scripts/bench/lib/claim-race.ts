/**
 * "Next item" pressed by `tokens.length` staff at once, without a pause, for `seconds`, from wrk (a C
 * load generator, lib/wrk.ts says why): one wrk thread and one connection per staff member, each
 * sending its own token. Every answer's item id is kept, so the duplicates are counted over all of
 * them. The bench's own JavaScript client used about a sixth of the claim's CPU on the two cores the
 * product and PostgreSQL share; wrk's CPU is measured and printed beside it. That client is below
 * (`claimRace`), for machines without wrk and for the warm-up.
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as http from 'node:http';
import * as path from 'node:path';
import { pct, type BenchProduct } from './bench-product';
import type { Staff } from './review-queue-staff';

export interface WrkClaimRace {
  claims: number;
  p50: number;
  p95: number;
  ids: string[];
  empty: number;
  errors: number;
  /** wrk's own CPU (user + system) per claim, ms. */
  cpuPerClaim: number;
}

const script = (tokens: string[]) => `
local tokens = { ${tokens.map((t) => JSON.stringify(t)).join(', ')} }
local threads = {}
function setup(thread)
  table.insert(threads, thread)
  thread:set("token", tokens[#threads])
end
function init(args)
  ids = {}
  empty = 0
  req = wrk.format("POST", nil, { ["authorization"] = token, ["content-type"] = "application/json" }, "{}")
end
function request() return req end
function response(status, headers, body)
  -- The item's id is the answer's first quoted "id" (an assignee's id is a number); none when nothing waits.
  local id = string.match(body, '"id":"([0-9a-f%-]+)"')
  if id then ids[#ids + 1] = id else empty = empty + 1 end
end
function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout + summary.errors.status
  io.write(string.format('{"requests":%d,"p50":%d,"p95":%d,"errors":%d}\\n',
    summary.requests, latency:percentile(50), latency:percentile(95), errors))
  for _, thread in ipairs(threads) do
    io.write("empty " .. thread:get("empty") .. "\\n")
    for _, id in ipairs(thread:get("ids")) do io.write("id " .. id .. "\\n") end
  end
end
`;

export async function wrkClaimRace(url: string, tokens: string[], seconds: number): Promise<WrkClaimRace> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-claims-'));
  const file = path.join(dir, 'claims.lua');
  fs.writeFileSync(file, script(tokens));
  try {
    // `times` after wrk prints the CPU the shell's children used: wrk's own.
    const command = `wrk -t${tokens.length} -c${tokens.length} -d${seconds}s --timeout 30s -s "$1" "$2"; times`;
    const out = await new Promise<string>((resolve, reject) =>
      execFile('bash', ['-c', command, 'bash', file, url], { maxBuffer: 64 << 20 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    const lines = out.split('\n');
    const summary = lines.find((l) => l.startsWith('{"requests"'));
    if (!summary) throw new Error(`wrk printed no summary:\n${out.slice(0, 2000)}`);
    const r = JSON.parse(summary);
    const ids = lines.filter((l) => l.startsWith('id ')).map((l) => l.slice(3));
    const empty = lines.filter((l) => l.startsWith('empty ')).reduce((n, l) => n + Number(l.slice(6)), 0);
    // `times`: the shell's own user and system times, then its children's.
    const children = lines.filter((l) => /^\d+m[\d.]+s \d+m[\d.]+s$/.test(l.trim()))[1] ?? '0m0s 0m0s';
    const cpuMs = children
      .trim()
      .split(' ')
      .map((t) => {
        const [, m, s] = /^(\d+)m([\d.]+)s$/.exec(t)!;
        return (Number(m) * 60 + Number(s)) * 1000;
      })
      .reduce((a, b) => a + b, 0);
    return {
      claims: r.requests,
      p50: r.p50 / 1000,
      p95: r.p95 / 1000,
      ids,
      empty,
      errors: r.errors,
      cpuPerClaim: cpuMs / Math.max(1, r.requests),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same race from this script's own client (no wrk, or LOAD_TOOL=autocannon): `connections` staff
 * members, each on their own kept-alive connection, each claiming `claims` items one after another.
 */
export async function claimRace(product: BenchProduct, staff: Staff[], connections: number, claims: number) {
  const times: number[] = [];
  const ids: string[] = [];
  let empty = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, n) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let i = 0; i < claims; i++) {
          const start = process.hrtime.bigint();
          const text = await post(product, agent, '/api/review-queue/next', {}, staff[n % staff.length].auth);
          times.push(Number(process.hrtime.bigint() - start) / 1e6);
          const body = JSON.parse(text);
          if (!body.status) throw new Error(`next: ${text}`);
          if (body.data) ids.push(body.data.id);
          else empty++;
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    how: `this script's client, ${claims} each`,
    claims: times.length,
    p50: pct(times, 50),
    p95: pct(times, 95),
    ids,
    empty,
  };
}

/** A JSON POST on `agent` (a staff member's own connection), as `auth`. */
export function post(
  product: BenchProduct,
  agent: http.Agent,
  p: string,
  body: unknown = {},
  auth: { authorization: string } = product.auth,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      product.base + p,
      { method: 'POST', agent, headers: { ...auth, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (c: string) => (text += c));
        response.on('end', () => resolve(text)).on('error', reject);
      },
    );
    request.on('error', reject).end(JSON.stringify(body));
  });
}
