import { Injectable } from '@nestjs/common';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';

export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's visible start, enough to tell keys apart: never the secret. */
  prefix: string;
  permissions: number[];
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  last_used_ip: string | null;
  revoked_at: string | null;
}

/** A row of COLUMNS as the driver returns it. */
interface ApiKeyRow {
  id: string;
  name: string;
  permissions: Array<number | string>;
  created_by_name: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
}

const COLUMNS = `k.id, k.name, k.permissions, k.created_by_name, k.created_at, k.revoked_at, u.last_used_at, u.last_used_ip`;

@Injectable()
export class ApiKeysReadModel {
  constructor(private readonly db: Database) {}

  async list(companyId: number): Promise<ApiKeyView[]> {
    const rows = await this.db.rows<ApiKeyRow>(
      tenant(companyId),
      `SELECT ${COLUMNS} FROM api_keys k LEFT JOIN api_key_usage u ON u.key_id = k.id
        WHERE k.company_id = $1 ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC`,
      [companyId],
    );
    return rows.map(view);
  }

  async get(companyId: number, keyId: string): Promise<ApiKeyView> {
    const [row] = await this.db.rows<ApiKeyRow>(
      tenant(companyId),
      `SELECT ${COLUMNS} FROM api_keys k LEFT JOIN api_key_usage u ON u.key_id = k.id
        WHERE k.company_id = $1 AND k.id = $2`,
      [companyId, keyId],
    );
    if (!row) throw new NotFoundError('error.notFound.apiKey');
    return view(row);
  }
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function view(r: ApiKeyRow): ApiKeyView {
  return {
    id: r.id,
    name: r.name,
    prefix: `vdk_${r.id}_…`,
    permissions: r.permissions.map(Number),
    created_by: r.created_by_name,
    created_at: iso(r.created_at)!,
    last_used_at: iso(r.last_used_at),
    last_used_ip: r.last_used_ip,
    revoked_at: iso(r.revoked_at),
  };
}
