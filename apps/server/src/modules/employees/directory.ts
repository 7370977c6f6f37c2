import type { Database } from '../../db/client.ts';
import { findEmployees } from './repo.ts';

/** A studio's employees by id and full name, as course appointments name their trainers. */
export async function studioTrainers(db: Database, studioId: number): Promise<{ id: number; name: string }[]> {
  const rows = await findEmployees(db, studioId);
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
}
