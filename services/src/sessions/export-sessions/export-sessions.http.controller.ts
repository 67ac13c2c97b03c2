import { Controller, Get, Query, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { Database, Tx, tenant } from '../../shared/database/database';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { todayUtc } from '../../shared/period/reporting-period';
import { SessionFilter, SessionQuery, sessionFilter } from '../list-sessions/session-filters';
import { CopyBinaryLines } from './copy-binary-lines';
import { exportFileName } from '../../shared/csv/formula-safe';
import { EXPORT_HEADER, sessionsCsvCopy } from './sessions-csv.sql';

/**
 * Streams the CSV of `COPY (SELECT …) TO STDOUT` (header line first) into `out`, inside the caller's
 * tenant transaction (row-level security applies to the SELECT as to any query). PostgreSQL reads
 * each session's stored CSV line; Node strips the binary frames a block at a time and forwards,
 * with back-pressure: a full socket stops reading the connection, which stops PostgreSQL.
 *
 * A download cut short leaves the COPY half read, and the connection could then never run the
 * transaction's ROLLBACK (it would wait behind the COPY for good). So the connection is closed
 * instead: PostgreSQL rolls the transaction back, the rollback fails at once, and the pool discards
 * the client (it is no longer queryable) rather than lending it out again.
 */
export async function streamSessionsCsv(
  tx: Tx,
  filter: SessionFilter,
  out: NodeJS.WritableStream,
): Promise<void> {
  const copy = tx.query(copyTo(sessionsCsvCopy(filter)));
  out.write(`${EXPORT_HEADER.join(',')}\n`);
  try {
    await pipeline(copy, new CopyBinaryLines(), out);
  } catch (error) {
    if (!copy.readableEnded) {
      tx.on('error', () => undefined); // the closed socket's "connection terminated", expected here
      (tx as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
    throw error;
  }
}

/**
 * Spec section 7 `GET /api/exportSessions`: the list's filters, every row, as CSV (formula-safe
 * cells, reason codes space-separated, UTC times; see sessions-csv.sql.ts). The transaction (and its
 * tenant setting) lives as long as the download; memory stays flat whatever the size.
 */
@Controller('api/exportSessions')
export class ExportSessionsController {
  constructor(private readonly db: Database) {}

  @Get()
  @CompanyStaff(Permission.Export)
  async export(@Query() query: SessionQuery, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const companyId = user.companyId!;
    const filter = sessionFilter(query, companyId, todayUtc());
    const body = new PassThrough({ highWaterMark: 65_536 });
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('Cache-Control', 'no-store');
    const done = this.db.tx(tenant(companyId), (tx) => streamSessionsCsv(tx, filter, body));
    done.catch((error) => body.destroy(error));
    return reply.send(body);
  }
}
