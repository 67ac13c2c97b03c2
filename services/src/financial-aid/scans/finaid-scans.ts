import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { checkScannedDocument, intakeScan } from '../../idv/scanned-document.public';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { openForApplicant, sealForApplicant } from '../../privacy/applicant-keys.public';
import { finaidKeySubject } from '../sealed-finaid-events';

import { SCAN_KEY_PURPOSE, scanContext as context } from './scan-sealing';

export interface StoredScan {
  scan_id: string;
  checks: { name: string; outcome: string }[];
}

/**
 * The scanned copy of the ID shown in person or on a video call (the rules ask the school to keep it
 * for a video call), sealed with the student's own key (the case's key subject: erasing the student
 * destroys it); the document checks run on it as it arrives. Scans from before that key are under
 * the tenant key (`subject_uuid` NULL) until the seal-existing pass moves them.
 */
@Injectable()
export class FinaidScans {
  constructor(
    private readonly db: Database,
    private readonly keys: TenantKeys,
  ) {}

  async store(
    companyId: number,
    caseId: string,
    upload: Buffer,
    mrz: string[] | null,
    documentExpiry: string | null,
  ): Promise<StoredScan> {
    const person = await this.db.rows<{
      first_name: string;
      last_name: string;
      date_of_birth: string;
      session_uuid: string | null;
    }>(
      tenant(companyId),
      'SELECT first_name, last_name, date_of_birth::text AS date_of_birth, session_uuid FROM finaid_cases WHERE id = $1',
      [caseId],
    );
    if (!person.length) throw new NotFoundError('error.notFound.finaidCase');
    const image = await intakeScan(upload);
    const today = new Date().toISOString().slice(0, 10);
    const checks = await checkScannedDocument(
      image.data,
      mrz,
      {
        firstName: person[0].first_name,
        lastName: person[0].last_name,
        dateOfBirth: person[0].date_of_birth,
        documentExpiry,
      },
      today,
    );
    const scanId = randomUUID();
    const subject = finaidKeySubject({ sessionUuid: person[0].session_uuid, caseId });
    await this.db.tx(tenant(companyId), async (tx) => {
      const sealed = await sealForApplicant(tx, companyId, subject, image.data, context(caseId, scanId));
      await tx.query(
        `INSERT INTO finaid_scans (id, company_id, case_id, media_type, sealed, checks, uploaded_at, subject_uuid)
         VALUES ($1, $2, $3, $4, $5, $6, now(), $7)`,
        [scanId, companyId, caseId, image.contentType, sealed, JSON.stringify(checks), subject],
      );
    });
    return { scan_id: scanId, checks };
  }

  async open(
    companyId: number,
    caseId: string,
    scanId: string,
  ): Promise<{ data: Buffer; contentType: string }> {
    return this.db.tx(tenant(companyId), async (tx) => {
      const { rows } = await tx.query<{ media_type: string; sealed: Buffer; subject_uuid: string | null }>(
        'SELECT media_type, sealed, subject_uuid FROM finaid_scans WHERE id = $1 AND case_id = $2',
        [scanId, caseId],
      );
      if (!rows.length) throw new NotFoundError('error.notFound.finaidCase');
      const { sealed, subject_uuid: subject } = rows[0];
      const data = subject
        ? await openForApplicant(tx, companyId, subject, sealed, context(caseId, scanId))
        : this.keys.open(companyId, SCAN_KEY_PURPOSE, sealed, context(caseId, scanId));
      // A destroyed key: the bytes are noise (the scan is purged with the case on erasure anyway).
      if (!data) throw new NotFoundError('error.notFound.finaidCase');
      return { data, contentType: rows[0].media_type };
    });
  }
}
