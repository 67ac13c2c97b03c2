import { Injectable } from '@nestjs/common';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { Database, Tx, tenant } from '../../shared/database/database';
import { SessionFilter } from '../list-sessions/session-filters';
import { CopyBinaryLines } from './copy-binary-lines';
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
      // pg keeps a client's socket off its public type; destroying it is the only way to stop a COPY.
      (tx as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
    throw error;
  }
}

/** The sessions export: the transaction (and its tenant setting) lives as long as the download. */
@Injectable()
export class SessionsCsvExport {
  constructor(private readonly db: Database) {}

  stream(companyId: number, filter: SessionFilter, out: NodeJS.WritableStream): Promise<void> {
    return this.db.tx(tenant(companyId), (tx) => streamSessionsCsv(tx, filter, out));
  }

  /**
   * Counts the rows, answers the count, then streams them into `out` (destroyed on failure). One
   * snapshot for both, so the access log's row count is the number of rows the file holds.
   */
  counted(
    companyId: number,
    filter: SessionFilter,
    out: NodeJS.WritableStream & { destroy(e?: Error): void },
  ) {
    return new Promise<number>((resolve, reject) => {
      const work = async (tx: Tx) => {
        const { rows } = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM verification_sessions s WHERE ${filter.where}`,
          filter.params,
        );
        resolve(rows[0].n);
        await streamSessionsCsv(tx, filter, out);
      };
      this.db.tx(tenant(companyId), work, { snapshot: true }).catch((error: Error) => {
        reject(error);
        out.destroy(error);
      });
    });
  }
}
