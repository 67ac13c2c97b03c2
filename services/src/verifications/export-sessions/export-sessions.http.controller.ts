import { Controller, Get, Query, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import QueryStream from 'pg-query-stream';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { Database, tenant } from '../../shared/database/database';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { todayUtc } from '../list-sessions/reporting-period';
import { SessionQuery, sessionFilter } from '../list-sessions/session-filters';
import { exportFileName, formulaSafe } from './formula-safe';

const HEADER = ['id', 'uuid', 'external_id', 'first_name', 'last_name', 'email', 'csug_email', 'phone', 'date_of_birth', 'address',
  'city', 'state', 'postal_code', 'country_code', 'ssn_last4', 'overall_risk_level', 'invalid_ssn', 'incomplete_address',
  'reason_codes', 'created_at', 'updated_at', 'completed_at'];
const SELECT = `s.id, s.uuid, s.external_id, s.first_name, s.last_name, s.email, s.csug_email, s.phone,
  to_char(s.date_of_birth, 'YYYY-MM-DD'), s.street, s.city, s.state, s.zip, s.country_code, s.ssn_last4, s.overall_risk_level,
  s.invalid_ssn, s.incomplete_address,
  COALESCE(s.meta_data->'reasonCodes'->'address', '[]') || COALESCE(s.meta_data->'reasonCodes'->'email', '[]')
    || COALESCE(s.meta_data->'reasonCodes'->'phone', '[]') || COALESCE(s.meta_data->'reasonCodes'->'taxId', '[]'),
  to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  to_char(s.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Rows per cursor fetch: fewer round trips; about 2 MB of rows in memory at most. */
const BATCH = 5000;
const REASON_CODES = HEADER.indexOf('reason_codes');

/** One CSV cell as csv-stringify writes it by default: quoted when it holds a comma, quote or line break. */
function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Rows to CSV text: formula-safe cells, the reason codes (a JSON array from the query) joined by
 * spaces, encoded in one pass per row (no per-row stream stage or stringifier call) and pushed in
 * blocks of about 64 KB rather than one small chunk per row. Back-pressure still holds: a full
 * socket stops the cursor.
 */
function csvLines(): Transform {
  let block = `${HEADER.join(',')}\n`;
  return new Transform({
    writableObjectMode: true,
    transform(row: unknown[], _encoding, done) {
      row[REASON_CODES] = (row[REASON_CODES] as string[]).join(' ');
      let line = '';
      for (let i = 0; i < row.length; i++) line += (i ? ',' : '') + cell(formulaSafe(row[i]));
      block += `${line}\n`;
      if (block.length >= 65_536) {
        this.push(block);
        block = '';
      }
      done();
    },
    flush(done) {
      if (block) this.push(block);
      done();
    },
  });
}

/**
 * Spec section 7 `GET /api/exportSessions`: the list's filters, every row, as CSV. Rows stream from
 * a server-side cursor through the CSV encoder below to the socket with back-pressure, so memory stays
 * flat whatever the size; the transaction (and its tenant setting) lives as long as the download.
 */
@Controller('api/exportSessions')
export class ExportSessionsController {
  constructor(private readonly db: Database) {}

  @Get()
  @CompanyStaff(Permission.Export)
  async export(@Query() query: SessionQuery, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const companyId = user.companyId!;
    const filter = sessionFilter(query, companyId, todayUtc());
    const body = new PassThrough();
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('Cache-Control', 'no-store');
    const done = this.db.tx(tenant(companyId), async (tx) => {
      const rows = tx.query(new QueryStream(`SELECT ${SELECT} FROM verification_sessions s WHERE ${filter.where}
        ORDER BY s.created_at DESC, s.id DESC`, filter.params, { rowMode: 'array', batchSize: BATCH, highWaterMark: BATCH } as any));
      await pipeline(rows, csvLines(), body);
    });
    done.catch((error) => body.destroy(error));
    return reply.send(body);
  }
}
