/**
 * The same load as `load()` from wrk (Debian's `wrk`, a C load generator) instead of autocannon. On a
 * two-core machine the load generator shares the cores with the product and PostgreSQL; autocannon
 * parses every reply in JavaScript and used about a third of a core at 700 requests/s, wrk a tenth of
 * that, so its figures are closer to what the product serves to clients on other machines. Its Lua
 * `done` hook prints the percentiles as JSON (wrk's own summary has no p95).
 */
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { load, type LoadGenerator } from './load';

export function wrkAvailable(): boolean {
  return ['/usr/bin/wrk', '/usr/local/bin/wrk'].some((file) => fs.existsSync(file));
}

const script = (headers: Record<string, string>, method: string, body?: string) => `
wrk.method = ${JSON.stringify(method)}
${body === undefined ? '' : `wrk.body = ${JSON.stringify(body)}`}
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
  .join('\n')}
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('{"requests":%d,"micros":%d,"p50":%d,"p95":%d,"p975":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(97.5), errors, summary.errors.status))
end
`;

/** `connections` clients on one wrk thread for `seconds`; latencies in ms as autocannon's. */
export const wrkLoad: LoadGenerator = async (url, headers, connections, seconds, request = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-'));
  const file = path.join(dir, 'load.lua');
  const allHeaders = { ...headers, ...(request.body ? { 'content-type': 'application/json' } : {}) };
  fs.writeFileSync(file, script(allHeaders, request.method ?? 'GET', request.body));
  try {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        'wrk',
        ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', '-s', file, url],
        { maxBuffer: 1 << 20 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary:\n${out}`);
    const r = JSON.parse(line);
    return {
      requestsPerSecond: r.requests / (r.micros / 1e6),
      p50: r.p50 / 1000,
      p95: r.p95 / 1000,
      p975: r.p975 / 1000,
      errors: r.errors,
      non2xx: r.non2xx,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * The load generator the benchmarks use: wrk when installed (`apt-get install wrk`; it leaves the two
 * cores to the product and PostgreSQL), else autocannon. LOAD_TOOL=autocannon or wrk picks one.
 */
export const LOAD_TOOL = process.env.LOAD_TOOL ?? (wrkAvailable() ? 'wrk' : 'autocannon');
export const generateLoad = LOAD_TOOL === 'wrk' ? wrkLoad : load;
