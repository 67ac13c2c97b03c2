import { Injectable } from '@nestjs/common';
import { Database } from '../../shared/database/database';
import type { ReviewItemRow } from '../read-models/review-items.read-model';
import { claimBatchStatement, type ClaimRequest } from './claim-next.statement';

/** Claims sent in one statement at most (a batch's arrays stay small; more wait for the next one). */
const MOST_PER_BATCH = 64;

/**
 * A company's batches in PostgreSQL at once, per API process. Measured on two cores at 20 staff
 * pressing without a pause (docs/review-queue.md, "Twenty-eighth session"): with one, batches of
 * about ten claims and the least CPU per claim; with two, batches of four or five and more CPU per
 * claim, the latency no better. Different processes' batches are kept apart by the rows' locks.
 */
const MOST_IN_FLIGHT = 1;

interface Waiting {
  request: ClaimRequest;
  resolve(row: ReviewItemRow | null): void;
  reject(error: unknown): void;
}

/**
 * "Next item" presses of one company that come while its claims are in PostgreSQL are sent
 * together when one returns, as one statement (migration 099): a claim alone goes at once, so this
 * adds no wait at an office's pace, and when many staff press at the same moment a round trip, a
 * transaction and a commit serve them all. Per API process; claims in other processes are kept
 * apart by the rows' locks, as before.
 */
@Injectable()
export class ClaimBatcher {
  /** Companies with batches in PostgreSQL now: how many, and the claims waiting for the next one. */
  private readonly busy = new Map<number, { inFlight: number; waiting: Waiting[] }>();

  constructor(private readonly db: Database) {}

  claim(companyId: number, request: ClaimRequest): Promise<ReviewItemRow | null> {
    return new Promise((resolve, reject) => {
      let company = this.busy.get(companyId);
      if (!company) this.busy.set(companyId, (company = { inFlight: 0, waiting: [] }));
      if (company.inFlight >= MOST_IN_FLIGHT) company.waiting.push({ request, resolve, reject });
      else {
        company.inFlight++;
        void this.send(companyId, company, [{ request, resolve, reject }]);
      }
    });
  }

  private async send(
    companyId: number,
    company: { inFlight: number; waiting: Waiting[] },
    batch: Waiting[],
  ): Promise<void> {
    for (;;) {
      try {
        const rows = await this.db.tenantFunction<ReviewItemRow & { claim: number }>(
          companyId,
          claimBatchStatement(
            companyId,
            batch.map((w) => w.request),
          ),
        );
        const byClaim = new Map(rows.map(({ claim, ...row }) => [claim, row]));
        batch.forEach((w, i) => w.resolve(byClaim.get(i + 1) ?? null));
      } catch (error) {
        batch.forEach((w) => w.reject(error));
      }
      if (!company.waiting.length) {
        if (--company.inFlight === 0) this.busy.delete(companyId);
        return;
      }
      batch = company.waiting.splice(0, MOST_PER_BATCH);
    }
  }
}
