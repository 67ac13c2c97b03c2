import { Controller, Get, Query, Res } from '@nestjs/common';
import { stringify } from 'csv-stringify';
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
  array_to_string(ARRAY(SELECT jsonb_array_elements_text(s.meta_data->'reasonCodes'->k) FROM unnest(ARRAY['address','email','phone','taxId']) k), ' '),
  to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), to_char(s.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
  to_char(s.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Spec section 7 `GET /api/exportSessions`: the list's filters, every row, as CSV. Rows stream from
 * a server-side cursor through csv-stringify to the socket with back-pressure, so memory stays
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
        ORDER BY s.created_at DESC, s.id DESC`, filter.params, { rowMode: 'array', batchSize: 1000, highWaterMark: 1000 } as any));
      const safe = new Transform({ objectMode: true, transform: (row: unknown[], _e, cb) => cb(null, row.map(formulaSafe)) });
      await pipeline(rows, safe, stringify({ header: true, columns: HEADER }), body);
    });
    done.catch((error) => body.destroy(error));
    return reply.send(body);
  }
}
