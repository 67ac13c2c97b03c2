import { Injectable } from '@nestjs/common';
import { Database } from '../../shared/database/database';
import type { ReviewItemRow } from '../read-models/review-items.read-model';
import { claimBatchStatement, type ClaimRequest } from './claim-next.statement';

/** Claims sent in one statement at most (a batch's arrays stay small; more wait for the next one). */
const MOST_PER_BATCH = 64;

interface Waiting {
  request: ClaimRequest;
  resolve(row: ReviewItemRow | null): void;
  reject(error: unknown): void;
}

/**
 * "Next item" presses of one company that come while one of its claims is in PostgreSQL are sent
 * together when it returns, as one statement (migration 099): a claim alone goes at once, so this
 * adds no wait at an office's pace, and when many staff press at the same moment a round trip, a
 * transaction and a commit serve them all. One batch per company at a time, per API process: two
 * at a time made smaller batches and more CPU per claim, the latency no better (docs/review-queue.md,
 * "Twenty-eighth session"). Claims in other processes are kept apart by the rows' locks, as before.
 */
@Injectable()
export class ClaimBatcher {
  /** Companies with a batch in PostgreSQL now, and the claims waiting for the next one. */
  private readonly busy = new Map<number, Waiting[]>();

  constructor(private readonly db: Database) {}

  claim(companyId: number, request: ClaimRequest): Promise<ReviewItemRow | null> {
    return new Promise((resolve, reject) => {
      const waiting = this.busy.get(companyId);
      if (waiting) waiting.push({ request, resolve, reject });
      else {
        this.busy.set(companyId, []);
        void this.send(companyId, [{ request, resolve, reject }]);
      }
    });
  }

  private async send(companyId: number, batch: Waiting[]): Promise<void> {
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
      const waiting = this.busy.get(companyId)!;
      if (!waiting.length) {
        this.busy.delete(companyId);
        return;
      }
      batch = waiting.splice(0, MOST_PER_BATCH);
    }
  }
}
