import { Recorded } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { InlineProjection } from '../../shared/event-store/projection';
import { IdvSubjectRegistered } from '../idv.events';

/** Inline: remote applicants, so a later request of the other form type finds them by uuid. */
export const idvSubjectsProjection: InlineProjection<Recorded<IdvSubjectRegistered>> = {
  name: 'idv_subjects',
  handles: ['IdvSubjectRegistered'],
  async reset(tx: Tx) {
    await tx.query('DELETE FROM idv_subjects');
  },
  async apply(tx: Tx, event: Recorded<IdvSubjectRegistered>) {
    // An erased applicant's events leave nothing in the read model (a rebuild keeps them deleted).
    if (event.personalDataErased) return;
    const d = event.data;
    await tx.query(
      `INSERT INTO idv_subjects (uuid, company_id, first_name, last_name, email, phone, date_of_birth, street, city, state, zip,
         country, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (uuid) DO NOTHING`,
      [
        d.uuid,
        event.companyId,
        d.firstName,
        d.lastName,
        d.email,
        d.phone,
        d.dateOfBirth,
        d.street,
        d.city,
        d.state,
        d.zip,
        d.country,
        event.recordedAt,
      ],
    );
  },
};
