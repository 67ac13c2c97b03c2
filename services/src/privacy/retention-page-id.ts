import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The address of a company's published retention schedule (/retention/<id>). Companies have no slug,
 * and their ids count up: an address made of the id alone would let anyone list the product's
 * customers by trying numbers. The id here is the company id with a keyed HMAC of it (a key derived
 * from the index master, never rotated with the data keys): stable, so a school can print it in its
 * own privacy notice; checked without a table; and not guessable without the key.
 */
export class RetentionPageIds {
  private readonly key: Buffer;

  constructor(indexKey: Buffer) {
    this.key = Buffer.from(
      hkdfSync('sha256', indexKey, Buffer.from('verifydesk-retention-page'), 'retention-page-id', 32),
    );
  }

  of(companyId: number): string {
    return `${companyId.toString(36)}-${this.tag(companyId)}`;
  }

  /** The company an address names, or null when it is not one this key made. */
  companyOf(pageId: string): number | null {
    const match = /^([0-9a-z]{1,12})-([A-Za-z0-9_-]{22})$/.exec(pageId);
    if (!match) return null;
    const companyId = parseInt(match[1], 36);
    if (!Number.isSafeInteger(companyId) || companyId <= 0) return null;
    const expected = Buffer.from(this.tag(companyId));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? companyId : null;
  }

  private tag(companyId: number): string {
    return createHmac('sha256', this.key).update(String(companyId)).digest('base64url').slice(0, 22);
  }
}
