import { exhaustive, Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { IMPORT_EVENT_TYPES, ImportEvent } from '../import.events';

/** Inline: the import's progress and its row errors, read by the upload screen while it runs. */
export const importsProjection: InlineProjection<Recorded<ImportEvent>> = {
  name: 'imports',
  handles: IMPORT_EVENT_TYPES,
  async reset(tx: Tx) {
    await tx.query('DELETE FROM import_errors');
    await tx.query('DELETE FROM imports');
  },
  async apply(tx: Tx, event: Recorded<ImportEvent>) {
    const id = event.streamId.slice('import-'.length);
    switch (event.type) {
      case 'ImportStarted':
        await tx.query(
          `INSERT INTO imports (id, company_id, file_name, bytes, sha256, uploaded_by_id, uploaded_by_name, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'queued', $8, $8) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.companyId,
            event.data.fileName,
            event.data.bytes,
            event.data.sha256,
            event.data.uploadedBy.id,
            event.data.uploadedBy.name,
            event.recordedAt,
          ],
        );
        return;
      case 'ImportChunkCommitted':
        await tx.query(
          `UPDATE imports SET status = 'running', chunks = $2, rows_read = rows_read + $3, bytes_read = $4, imported = imported + $5,
                  updated = updated + $6, rejected = rejected + $7, updated_at = $8 WHERE id = $1`,
          [
            id,
            event.data.chunk,
            event.data.rowsRead,
            event.data.bytesRead,
            event.data.imported,
            event.data.updated,
            event.data.rejected,
            event.recordedAt,
          ],
        );
        if (event.data.errors.length) {
          await tx.query(
            // `message` is {key, params}; chunks committed before texts were keys carry English text,
            // kept as it is for the read side to upcast (legacy-import-errors.ts).
            `INSERT INTO import_errors (import_id, company_id, chunk, seq, line, field, message, message_key, message_params)
             SELECT $1, $2, $3, x.i, (x.e->>'line')::bigint, x.e->>'field',
                    CASE jsonb_typeof(x.e->'message') WHEN 'string' THEN x.e->>'message' END,
                    x.e->'message'->>'key', x.e->'message'->'params'
               FROM (SELECT data->'errors' AS errors FROM events WHERE global_position = $4) ev,
                    jsonb_array_elements(ev.errors) WITH ORDINALITY AS x(e, i)`,
            [id, event.companyId, event.data.chunk, event.globalPosition],
          );
        }
        return;
      case 'ImportCompleted':
        await tx.query(
          `UPDATE imports SET status = 'completed', bytes_read = bytes, updated_at = $2, completed_at = $2 WHERE id = $1`,
          [id, event.recordedAt],
        );
        return;
      case 'ImportFailed':
        await tx.query(
          `UPDATE imports SET status = 'failed', message = $2, failure_code = $3, resumable = $4, updated_at = $5, completed_at = $5 WHERE id = $1`,
          [id, event.data.reason, event.data.code ?? null, event.data.resumable === true, event.recordedAt],
        );
        return;
      case 'ImportResumed':
        // After a lost worker the import simply goes on running; a user's Resume of a failed import
        // queues it again (it shows as running once its next chunk commits).
        await tx.query(
          event.data.cause === 'user'
            ? `UPDATE imports SET status = 'queued', message = NULL, failure_code = NULL, resumable = false, completed_at = NULL,
                      resumes = resumes + 1, updated_at = $2 WHERE id = $1`
            : 'UPDATE imports SET resumes = resumes + 1, updated_at = $2 WHERE id = $1',
          [id, event.recordedAt],
        );
        return;
      default:
        exhaustive(event);
    }
  },
};
