import { ApiProperty } from '@nestjs/swagger';

/** An API key as its company admin sees it: never the secret (except once, on creation). */
export class ApiKeyResponse {
  /** @example "9f3a1c2b4d5e6f70" */
  id!: string;
  /** @example "Slate nightly" */
  name!: string;
  /** The key's visible start, enough to tell keys apart. @example "vdk_9f3a1c2b4d5e6f70_…" */
  prefix!: string;
  /** Permission ids 1–7 the key acts with. @example [1, 6] */
  @ApiProperty({ enum: [1, 2, 3, 4, 5, 6, 7], enumName: 'PermissionId', isArray: true })
  permissions!: Array<1 | 2 | 3 | 4 | 5 | 6>;
  created_by!: string;
  created_at!: string;
  last_used_at!: string | null;
  last_used_ip!: string | null;
  revoked_at!: string | null;
}

/** The creation answer: the key with its secret, shown this once. */
export class CreatedApiKeyResponse extends ApiKeyResponse {
  /** The secret: send it as `X-Api-Key` or `Authorization: Bearer`. @example "vdk_9f3a1c2b4d5e6f70_Zm9vYmFyYmF6cXV4" */
  key!: string;
}
