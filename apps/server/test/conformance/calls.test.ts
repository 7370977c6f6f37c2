import { allCalls, toRouterPath } from '@motus/contract';
import { readCallTable, specPath } from '@motus/contract/spec-tables';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const table = readCallTable();
const declared = new Map(allCalls.map((call) => [`${call.method} ${call.path}`, call]));

/** The calls issue #2 implements for real; the list grows into a hard assertion over the whole table. */
const FOUNDATION_CALLS = [
  'GET /nox/public/v1/studios',
  'GET /nox/public/v1/studios/{studioId}',
  'GET /nox/public/v1/tenant',
  'GET /nox/public/v1/countries',
  'GET /nox/public/v1/address/usa/states',
];

function isAnswered(method: string, path: string): boolean {
  return t.app.hasRoute({ method: method as 'GET', url: toRouterPath(path) });
}

describe('the call table (spec/calls.tsv)', () => {
  it('declares and answers the foundation calls', () => {
    for (const key of FOUNDATION_CALLS) {
      const [method, path] = key.split(' ') as [string, string];
      expect(declared.has(key), `${key} declared`).toBe(true);
      expect(isAnswered(method, path), `${key} answered`).toBe(true);
    }
  });

  it('reports how many calls of the table are declared and answered', () => {
    const rows = table.map((row) => ({ ...row, key: `${row.method} ${specPath(row)}` }));
    const declaredRows = rows.filter((row) => declared.has(row.key));
    const answeredRows = declaredRows.filter((row) => isAnswered(row.method, specPath(row)));
    console.info(`calls.tsv: ${table.length} calls, ${declaredRows.length} declared, ${answeredRows.length} answered`);
    expect(answeredRows.length).toBe(declaredRows.length);
  });

  it('answers every declared call of the contract', () => {
    const unanswered = allCalls.filter((call) => !isAnswered(call.method, call.path)).map((call) => call.id);
    expect(unanswered).toEqual([]);
  });
});
