import { RecordedEvent } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { COMPANY_EVENT_TYPES, CompanyEvent } from './company.events';

/** Inline: the companies table the super admin's screens read right after a write. */
export const companiesProjection: InlineProjection = {
  name: 'companies',
  handles: COMPANY_EVENT_TYPES,
  async reset(tx: Tx) {
    await tx.query('DELETE FROM companies');
  },
  async apply(tx: Tx, event: RecordedEvent) {
    const e = event as unknown as CompanyEvent & RecordedEvent;
    const id = Number(event.streamId.slice('company-'.length));
    switch (e.type) {
      case 'CompanyCreated':
        await tx.query(
          `INSERT INTO companies (id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (id) DO NOTHING`,
          [id, e.data.name, event.recordedAt],
        );
        return;
      case 'CompanyRenamed':
        await tx.query('UPDATE companies SET name = $2, updated_at = $3 WHERE id = $1', [id, e.data.name, event.recordedAt]);
        return;
      case 'CompanyLogoChanged':
        await tx.query('UPDATE companies SET logo_version = $2, updated_at = $3 WHERE id = $1', [id, e.data.version, event.recordedAt]);
        return;
      case 'CompanyDeleted':
        await tx.query('UPDATE companies SET deleted_at = $2, updated_at = $2 WHERE id = $1', [id, event.recordedAt]);
    }
  },
};
