import { Logger } from '@nestjs/common';
import { Database, SYSTEM } from '../shared/database/database';
import type { ApplicantKeyStore } from './applicant-key.store';
import type { Tx } from '../shared/database/database';
import {
  sealExistingImportEvents,
  unsealedImportEvents,
} from '../applicant-import/seal-existing-imports.public';
import {
  sealExistingIdvEvents,
  sealExistingIdvStaffText,
  unsealedIdvEvents,
  unsealedIdvStaffText,
} from '../idv/seal-existing-idv-events.public';
import {
  sealExistingReviewNotes,
  unsealedReviewNotes,
} from '../review-queue/seal-existing-review-notes.public';
import {
  sealExistingMatchReviews,
  unsealedMatchReviews,
} from '../watchlist/seal-existing-match-reviews.public';
import { sealExistingStaffText, unsealedStaffText } from './sealed-staff-text';
import { LEGAL_HOLD_TEXT } from './sealed-legal-holds';
import {
  sealExistingIdvImages,
  sealExistingReports,
  subjectsOfIdvs,
  unsealedIdvImages,
  unsealedReports,
} from '../idv/seal-existing-idv-rows.public';
import { sealExistingOutbox, unsealedOutboxMessages } from '../notifications/seal-existing-outbox.public';
import { sealExistingScreenings, unsealedScreenings } from '../watchlist/seal-existing-screenings.public';
import {
  sealExistingFinaidEvents,
  sealExistingFinaidScans,
  subjectsOfFinaidCases,
  unsealedFinaidEvents,
  unsealedFinaidScans,
} from '../financial-aid/seal-existing-finaid.public';

interface SealingStep {
  batch(
    tx: Tx,
    after: string | null,
    batchEvents: number,
    keys: ApplicantKeyStore,
  ): Promise<{ next: string | null; sealed: number }>;
  remaining(tx: Tx): Promise<number>;
}

/**
 * What the pass seals, step by step; each step is a feature's own batch over its rows, with its own
 * cursor (a step added later starts from the beginning even where earlier steps finished).
 */
const STEPS: Record<string, SealingStep> = {
  'import-events': { batch: sealExistingImportEvents, remaining: unsealedImportEvents },
  'idv-events': { batch: sealExistingIdvEvents, remaining: unsealedIdvEvents },
  'watchlist-events': { batch: sealExistingScreenings, remaining: unsealedScreenings },
  // Rows sealed with the tenant key before: moved to the applicant's own key.
  'idv-images': { batch: sealExistingIdvImages, remaining: unsealedIdvImages },
  reports: { batch: sealExistingReports, remaining: unsealedReports },
  outbox: {
    batch: (tx, after, n, keys) => sealExistingOutbox(tx, after, n, keys, subjectsOfIdvs),
    remaining: unsealedOutboxMessages,
  },
  // Financial aid (came after the steps above): its events, its scans, and the reminders to students
  // with no session, which the outbox step left under the tenant key (their key is the case's).
  'finaid-events': { batch: sealExistingFinaidEvents, remaining: unsealedFinaidEvents },
  'finaid-scans': { batch: sealExistingFinaidScans, remaining: unsealedFinaidScans },
  'finaid-reminders': {
    batch: (tx, after, n, keys) => sealExistingOutbox(tx, after, n, keys, subjectsOfFinaidCases),
    remaining: unsealedOutboxMessages,
  },
  // What staff typed about an applicant (came after the steps above): IDV reasons and notes, review
  // notes and decisions' notes, watchlist match reviews' reasons, legal holds' reasons.
  'idv-staff-text': { batch: sealExistingIdvStaffText, remaining: unsealedIdvStaffText },
  'review-notes': { batch: sealExistingReviewNotes, remaining: unsealedReviewNotes },
  'watchlist-reviews': { batch: sealExistingMatchReviews, remaining: unsealedMatchReviews },
  'legal-holds': {
    batch: sealExistingStaffText(LEGAL_HOLD_TEXT),
    remaining: unsealedStaffText(LEGAL_HOLD_TEXT),
  },
};

export interface SealingProgress {
  step: string;
  /** Rows sealed so far by this step (over every run). */
  sealed: number;
  /** Events still to seal when the step started in this run. */
  remaining: number;
}

/**
 * Seals personal data written before per-applicant keys (issue 32, docs/privacy.md), in place, batch
 * by batch: each batch commits its rewrites with the cursor in `personal_data_sealing`, so a stopped
 * run resumes after the last committed batch. Runs at start in the worker and by hand with
 * `npm run privacy -w services -- seal-existing`; a finished step is not walked again.
 */
export async function sealExistingPersonalData(
  db: Database,
  keys: ApplicantKeyStore,
  opts: { batchEvents?: number; progress?: (p: SealingProgress) => void; stopped?: () => boolean } = {},
): Promise<{ sealed: number; finished: boolean }> {
  let sealedNow = 0;
  for (const [step, run] of Object.entries(STEPS)) {
    await db.rows(
      SYSTEM,
      'INSERT INTO personal_data_sealing (step) VALUES ($1) ON CONFLICT (step) DO NOTHING',
      [step],
    );
    const state = (await db.one<{ cursor: string | null; sealed: string; finished_at: Date | null }>(
      SYSTEM,
      'SELECT cursor, sealed, finished_at FROM personal_data_sealing WHERE step = $1',
      [step],
    ))!;
    if (state.finished_at) continue;
    const remaining = await db.tx(SYSTEM, (tx) => run.remaining(tx));
    let cursor = state.cursor;
    let total = Number(state.sealed);
    for (;;) {
      const { next, sealed } = await db.tx(SYSTEM, async (tx) => {
        const batch = await run.batch(tx, cursor, opts.batchEvents ?? 20, keys);
        await tx.query(
          `UPDATE personal_data_sealing SET cursor = $2, sealed = sealed + $3,
                  finished_at = CASE WHEN $2::text IS NULL THEN now() END WHERE step = $1`,
          [step, batch.next, batch.sealed],
        );
        return batch;
      });
      sealedNow += sealed;
      total += sealed;
      opts.progress?.({ step, sealed: total, remaining });
      if (next === null) break;
      if (opts.stopped?.()) return { sealed: sealedNow, finished: false };
      cursor = next;
    }
  }
  return { sealed: sealedNow, finished: true };
}

/**
 * The start step: in the background, logging progress; a failure is logged and resumed at the next
 * start. `stop` ends it after the batch in flight.
 */
export function sealExistingInBackground(db: Database, keys: ApplicantKeyStore): { stop(): Promise<void> } {
  const logger = new Logger('PersonalDataSealing');
  let logged = 0;
  let stopped = false;
  const run = sealExistingPersonalData(db, keys, {
    stopped: () => stopped,
    progress: (p) => {
      if (p.sealed - logged < 10_000) return;
      logged = p.sealed;
      logger.log(
        `${p.step}: ${p.sealed} rows sealed with their applicant's own key (${p.remaining} events were left)`,
      );
    },
  }).then(
    ({ sealed }) => {
      if (sealed)
        logger.log(`sealing finished: ${sealed} rows sealed with their applicant's key in this run`);
    },
    (error) => logger.error(`sealing stopped, resumes at the next start: ${(error as Error).message}`),
  );
  return {
    stop: async () => {
      stopped = true;
      await run;
    },
  };
}
