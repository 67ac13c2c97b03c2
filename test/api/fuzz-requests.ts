import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { TestApp } from '../support/app-harness';
import {
  GOOD_QUERY,
  HOSTILE_JSON,
  HOSTILE_TEXT,
  MULTIPART_ROUTES,
  Operation,
  PATH_PARAM_GOOD,
  QUERY_NAMES,
  RAW_PATH,
  ROLES,
  Sent,
  encode,
  goodValue,
  looksLikeStackTrace,
} from './fuzz-inputs';

/**
 * The API fuzz test's requests (test/api/fuzz.e2e-spec.ts): the operations of the OpenAPI document
 * with the body fields their handlers take, plausible requests, seeded hostile ones drawn from
 * ./fuzz-inputs.ts, and the summary printed after a run.
 */

/** The DTO fields each handler's @Body() takes, from Nest's route metadata and class-validator's. */
export function bodyFieldsByRoute(t: TestApp): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const storage = getMetadataStorage();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as any;
      const bases = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat();
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const paths = Reflect.getMetadata(PATH_METADATA, handler);
        if (name === 'constructor' || paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)];
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
        const types = Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [];
        const body = Object.entries(args).find(
          ([key]) => Number(key.split(':')[0]) === RouteParamtypes.BODY,
        ) as [string, any] | undefined;
        const dto = body ? types[body[1].index] : undefined;
        const props = dto
          ? [
              ...new Set(
                storage.getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName),
              ),
            ]
          : [];
        for (const base of bases) {
          for (const p of [paths].flat()) {
            const full = `/${[base, p]
              .map((s) => String(s).replace(/^\/|\/$/g, ''))
              .filter(Boolean)
              .join('/')}`.replace(/:([A-Za-z]+)/g, '{$1}');
            fields.set(`${method} ${full}`, props);
          }
        }
      }
    }
  }
  return fields;
}

/** The operations of the OpenAPI document, with the body fields and the kind of body each takes. */
export function operationsOf(t: TestApp, paths: Record<string, Record<string, unknown>>): Operation[] {
  const bodies = bodyFieldsByRoute(t);
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => {
        const method = m.toUpperCase();
        return {
          method,
          path,
          params: [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((x) => x[1]),
          bodyFields: bodies.get(`${method} ${path}`) ?? [],
          multipart: MULTIPART_ROUTES.includes(`${method} ${path}`),
        };
      }),
  );
}

/** The URL of an operation with the ids of the run's records (or a path parameter replaced by raw text). */
export function urlFor(
  op: Operation,
  ids: Record<string, string>,
  override?: { param: string; raw: string },
  query = '',
): string {
  const path = op.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) =>
    override?.param === name ? override.raw : encode(ids[name] ?? PATH_PARAM_GOOD[name] ?? '1'),
  );
  return path + (query ? `?${query}` : '');
}

/** A JSON body with a plausible value in every field the operation takes (none for GET, DELETE or multipart). */
export function goodBody(op: Operation, ids: Record<string, string>): string | undefined {
  if (!['POST', 'PUT', 'PATCH'].includes(op.method) || op.multipart) return undefined;
  return JSON.stringify(
    Object.fromEntries(op.bodyFields.map((f) => [f, goodValue(f, { companyId: Number(ids.companyId) })])),
  );
}

export interface FuzzRequest {
  variant: string;
  url: string;
  init: { body?: string | Buffer; type?: string };
}

export type Draws = ReturnType<typeof seededDraws>;

/** Seeded draws, so a failure replays: one counter steps through picks, texts, JSON values and bytes. */
export function seededDraws(seed: number, numRuns: number) {
  const rng = fc.sample(fc.nat(), { seed, numRuns });
  // The known-hostile values four times as often as random text: they are the ones that broke parsers.
  const textArb = fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.bigInt().map(String), weight: 1 },
  );
  const texts = fc.sample(textArb, { seed: seed + 1, numRuns: 4000 });
  const jsonArb = fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE_JSON), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    { arbitrary: textArb, weight: 2 },
  );
  const jsons = fc.sample(jsonArb, { seed: seed + 2, numRuns: 4000 });
  let next = 0;
  return {
    pick: <T>(items: readonly T[]): T => items[rng[next++ % rng.length] % items.length],
    text: () => texts[next++ % texts.length],
    json: () => jsons[next++ % jsons.length],
    bytes: () =>
      Buffer.from(fc.sample(fc.uint8Array({ maxLength: 2000 }), { seed: seed + next++, numRuns: 1 })[0]),
  };
}

/** One hostile request to an operation: a bad path parameter, query, body field, whole body, multipart or content type. */
export function hostileRequest(op: Operation, ids: Record<string, string>, d: Draws): FuzzRequest {
  const kind = d.pick(['param', 'query', 'body', 'body', 'whole-body', 'multipart', 'content-type'] as const);
  const text = d.text();
  if (kind === 'param' && op.params.length) {
    const param = d.pick(op.params);
    const raw = d.pick([0, 1, 2]) === 0 ? d.pick(RAW_PATH) : encode(text);
    return {
      variant: `param ${param}=${JSON.stringify(raw).slice(0, 60)}`,
      url: urlFor(op, ids, { param, raw }),
      init: { body: goodBody(op, ids), type: 'application/json' },
    };
  } else if (kind === 'body' && op.bodyFields.length) {
    const field = d.pick(op.bodyFields);
    const value = d.json();
    const body = { ...JSON.parse(goodBody(op, ids) ?? '{}'), [field]: value };
    return {
      variant: `body ${field}=${JSON.stringify(value)?.slice(0, 60)}`,
      url: urlFor(op, ids),
      init: { body: JSON.stringify(body), type: 'application/json' },
    };
  } else if (kind === 'whole-body' && ['POST', 'PUT', 'PATCH'].includes(op.method)) {
    const body = d.pick([
      '[]',
      'null',
      '"text"',
      '42',
      '{"a":',
      '{}',
      JSON.stringify(d.json()) ?? 'null',
      '['.repeat(5000),
    ]);
    return {
      variant: `whole body ${body.slice(0, 40)}`,
      url: urlFor(op, ids),
      init: { body, type: 'application/json' },
    };
  } else if (kind === 'multipart' && op.method !== 'GET') {
    const garbage = d.bytes();
    const broken = d.pick([true, false]);
    const body = Buffer.concat([
      Buffer.from(
        '--fuzzb\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n',
      ),
      garbage,
      Buffer.from(broken ? '' : '\r\n--fuzzb--\r\n'),
    ]);
    return {
      variant: `multipart garbage ${garbage.length} bytes${broken ? ', unterminated' : ''}`,
      url: urlFor(op, ids),
      init: { body, type: d.pick(['multipart/form-data; boundary=fuzzb', 'multipart/form-data']) },
    };
  } else if (kind === 'content-type' && op.method !== 'GET') {
    return {
      variant: 'wrong content type',
      url: urlFor(op, ids),
      init: {
        body: '<a/>',
        type: d.pick(['application/xml', 'text/plain', 'application/x-www-form-urlencoded']),
      },
    };
  }
  const name = d.pick(QUERY_NAMES);
  const value = d.pick([0, 1, 2, 3]) === 0 ? d.pick(RAW_PATH) : encode(text);
  const others = Object.entries(GOOD_QUERY)
    .filter(([k]) => k !== name)
    .map(([k, v]) => `${k}=${v}`);
  const repeated = d.pick([0, 1, 2, 3]) === 0 ? `&${encode(name)}=${value}` : '';
  const query = [...others, `${encode(name)}=${value}${repeated}`].join('&');
  return {
    variant: `query ${name}=${value.slice(0, 60)}${repeated ? ' (twice)' : ''}`,
    url: urlFor(op, ids, undefined, query),
    init: { body: goodBody(op, ids), type: goodBody(op, ids) ? 'application/json' : undefined },
  };
}

/** Prints what was sent: counts by status class, the slowest requests, and the first failures. */
export function printFuzzSummary(
  sent: Sent[],
  run: { seed: number; operations: number; rounds: number; started: number },
): void {
  const serverErrors = sent.filter((s) => s.status >= 500 || s.status === 0);
  const traces = sent.filter((s) => looksLikeStackTrace(s.body));
  process.stdout.write(
    `API fuzz (seed ${run.seed}): ${run.operations} operations × ${ROLES.length} callers, ${run.rounds} hostile rounds, ` +
      `${sent.length} requests in ${((Date.now() - run.started) / 1000).toFixed(1)} s; 5xx: ${serverErrors.length}; stack traces: ${traces.length}\n`,
  );
  const byClass = (list: Sent[]) =>
    Object.entries(
      list.reduce<Record<string, number>>(
        (n, s) => ({ ...n, [`${String(s.status)[0]}xx`]: (n[`${String(s.status)[0]}xx`] ?? 0) + 1 }),
        {},
      ),
    )
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  process.stdout.write(
    `  plausible inputs: ${byClass(sent.filter((s) => s.variant === 'good'))}; hostile: ${byClass(sent.filter((s) => s.variant !== 'good'))}\n`,
  );
  const slowest = [...sent].sort((a, b) => b.ms - a.ms).slice(0, 3);
  process.stdout.write(
    `  slowest: ${slowest.map((s) => `${s.ms} ms ${s.op} as ${s.role} (${s.variant.slice(0, 50)}) → ${s.status}`).join('; ')}\n`,
  );
  for (const s of [...serverErrors, ...traces].slice(0, 40))
    process.stdout.write(`  ${s.status} ${s.op} as ${s.role}: ${s.variant} → ${s.body.slice(0, 160)}\n`);
}
