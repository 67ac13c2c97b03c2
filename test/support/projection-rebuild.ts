import { Client } from 'pg';
import { findProjection } from '../../services/src/projections.registry';
import { rebuildReadModel } from '../../services/src/bootstrap/rebuild-read-model';

/**
 * Rebuilds each read model from position 0 of the event log and expects its table to hold exactly
 * the rows it held live (read as the database owner, in the given order). Returns the live rows by
 * table, for the caller's own checks on them.
 */
export async function expectRebuildToMatchLive(
  databaseUrl: string,
  tables: ReadonlyArray<readonly [name: string, orderBy: string]>,
): Promise<Record<string, unknown[]>> {
  const owner = new Client({ connectionString: databaseUrl });
  await owner.connect();
  const liveRows: Record<string, unknown[]> = {};
  try {
    for (const [name, orderBy] of tables) {
      const snapshot = async () => (await owner.query(`SELECT * FROM ${name} ORDER BY ${orderBy}`)).rows;
      const live = await snapshot();
      await rebuildReadModel(databaseUrl, findProjection(name)!);
      expect({ name, rows: await snapshot() }).toEqual({ name, rows: live });
      liveRows[name] = live;
    }
  } finally {
    await owner.end();
  }
  return liveRows;
}
