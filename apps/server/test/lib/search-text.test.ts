import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foldSql, foldText, searchWords } from '../../src/lib/search-text.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const SAMPLES = [
  'München',
  'MUENCHEN',
  'Zürich-West',
  'Große Bergstraße 160',
  'Kraków',
  'Łódź',
  'Île-de-France',
  'ÄÖÜ ẞ',
];

describe('accent folding', () => {
  it('folds umlauts, their transliterations and accents alike', () => {
    expect(['München', 'Munchen', 'Muenchen', 'MÜNCHEN'].map(foldText)).toEqual(Array(4).fill('munchen'));
    expect(foldText('Große Bergstraße 160')).toBe('grosse bergstrasse 160');
    expect(searchWords('  Zürich – West!  ')).toEqual(['zurich', 'west']);
  });

  it('gives the same result in the database as in the server', async () => {
    for (const sample of SAMPLES) {
      const result = await t.db.execute(sql`select ${foldSql(sql`${sample}::text`)} as folded`);
      const rows = (result as unknown as { rows: { folded: string }[] }).rows;
      expect(rows[0]?.folded, sample).toBe(foldText(sample));
    }
  });
});
