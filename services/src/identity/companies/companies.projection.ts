import { exhaustive, Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { COMPANY_EVENT_TYPES, CompanyEvent } from './company.events';

/**
 * name_key ($2 the name, $1 the company id, $4 whether the event says the name was checked unique) for
 * the live-name unique index (migration 042). A checked name always gets its key, so a concurrent twin
 * meets the index and fails. An event recorded before names were unique that duplicates a live name
 * gets NULL instead of failing the rebuild.
 */
const NAME_KEY = `(SELECT CASE WHEN NOT $4::boolean AND EXISTS (SELECT 1 FROM companies o WHERE o.deleted_at IS NULL AND o.id <> $1
                                                                 AND o.name_key = lower(btrim($2::text)))
                      THEN NULL ELSE lower(btrim($2::text)) END)`;

/** Inline: the companies table the super admin's screens read right after a write. */
export const companiesProjection: InlineProjection<Recorded<CompanyEvent>> = {
  name: 'companies',
  handles: COMPANY_EVENT_TYPES,
  async reset(tx: Tx) {
    await tx.query('DELETE FROM companies');
  },
  async apply(tx: Tx, event: Recorded<CompanyEvent>) {
    const id = Number(event.streamId.slice('company-'.length));
    switch (event.type) {
      case 'CompanyCreated':
        await tx.query(
          `INSERT INTO companies (id, name, name_key, created_at, updated_at) VALUES ($1, $2, ${NAME_KEY}, $3, $3)
           ON CONFLICT (id) DO NOTHING`,
          [id, event.data.name, event.recordedAt, event.data.uniqueName === true],
        );
        return;
      case 'CompanyRenamed':
        await tx.query(
          `UPDATE companies SET name = $2, name_key = ${NAME_KEY}, updated_at = $3 WHERE id = $1`,
          [id, event.data.name, event.recordedAt, event.data.uniqueName === true],
        );
        return;
      case 'CompanyLogoChanged':
        await tx.query('UPDATE companies SET logo_version = $2, updated_at = $3 WHERE id = $1', [
          id,
          event.data.version,
          event.recordedAt,
        ]);
        return;
      case 'CompanyDeleted':
        await tx.query('UPDATE companies SET deleted_at = $2, updated_at = $2 WHERE id = $1', [
          id,
          event.recordedAt,
        ]);
        return;
      default:
        exhaustive(event);
    }
  },
};
