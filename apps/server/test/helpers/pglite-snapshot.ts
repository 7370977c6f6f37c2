import type { PGlite } from '@electric-sql/pglite';

/**
 * The rows of every table and the state of every sequence of a PGlite, to bring it back to that state later. Every
 * table also gets a trigger that notes a change to it, so that a restore reloads only the tables that changed.
 */
export interface PgliteSnapshot {
  tables: Map<string, Blob>;
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const USER_TABLES = `
  select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema') order by 1`;
const SEQUENCES = `select format('%I.%I', schemaname, sequencename) as name from pg_sequences order by 1`;

/** A schema of the tests' own, out of the app's way: the changed tables and the trigger function that notes them. */
const CHANGE_TRACKING = `
  create schema motus_test;
  create table motus_test.changed_tables (name text primary key);
  create function motus_test.note_change() returns trigger language plpgsql as $$
  begin
    insert into motus_test.changed_tables values (format('%I.%I', tg_table_schema, tg_table_name))
    on conflict do nothing;
    return null;
  end $$;`;

function noteChangesTo(table: string): string {
  return `create trigger motus_test_note_change after insert or update or delete or truncate on ${table}
    for each statement execute function motus_test.note_change();`;
}

async function tableRows(client: PGlite, table: string): Promise<Blob> {
  const { blob } = await client.query(`copy ${table} to '/dev/blob' with (format binary)`);
  if (!blob) throw new Error(`PGlite returned no rows for ${table}`);
  return blob;
}

async function sequenceStates(client: PGlite): Promise<PgliteSnapshot['sequences']> {
  const sequences: PgliteSnapshot['sequences'] = [];
  for (const { name } of (await client.query<{ name: string }>(SEQUENCES)).rows) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    const [state] = rows;
    if (state) sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return sequences;
}

export async function takeSnapshot(client: PGlite): Promise<PgliteSnapshot> {
  const tables = new Map<string, Blob>();
  for (const { name } of (await client.query<{ name: string }>(USER_TABLES)).rows) {
    tables.set(name, await tableRows(client, name));
  }
  const sequences = await sequenceStates(client);
  await client.exec(CHANGE_TRACKING + [...tables.keys()].map(noteChangesTo).join('\n'));
  return { tables, sequences };
}

/**
 * Reloads the rows of the tables changed since the snapshot (or its last restore) and resets every sequence, in one
 * transaction. While reloading, neither foreign keys nor the change triggers fire (session_replication_role): the rows
 * were consistent when taken, and all other tables still hold theirs.
 */
export async function restoreSnapshot(client: PGlite, snapshot: PgliteSnapshot): Promise<void> {
  await client.transaction(async (tx) => {
    const changed = await tx.query<{ name: string }>('delete from motus_test.changed_tables returning name');
    await tx.exec('set local session_replication_role = replica');
    for (const { name } of changed.rows) {
      const rows = snapshot.tables.get(name);
      if (!rows) throw new Error(`No snapshot of ${name}`);
      await tx.exec(`delete from ${name}`);
      await tx.query(`copy ${name} from '/dev/blob' with (format binary)`, [], { blob: rows });
    }
    for (const sequence of snapshot.sequences) {
      await tx.query('select setval($1, $2, $3)', [sequence.name, sequence.lastValue, sequence.isCalled]);
    }
  });
}
