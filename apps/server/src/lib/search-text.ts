import { type SQL, sql } from 'drizzle-orm';

/**
 * Accent folding shared by the database and the server, so that a search column computed by PostgreSQL and a
 * query folded here agree: München, Munchen and Muenchen all become `munchen`; Straße becomes `strasse`.
 * Upper-case letters are listed too because PostgreSQL's lower() leaves non-ASCII letters alone under the C locale.
 */
const FOLD_GROUPS: [string, string][] = [
  ['àáâãäåāăąÀÁÂÃÄÅĀĂĄ', 'a'],
  ['çćčÇĆČ', 'c'],
  ['ďđĎĐ', 'd'],
  ['èéêëēėęěÈÉÊËĒĖĘĚ', 'e'],
  ['ìíîïīįıÌÍÎÏĪĮİ', 'i'],
  ['ñńňÑŃŇ', 'n'],
  ['òóôõöøōőÒÓÔÕÖØŌŐ', 'o'],
  ['řŘ', 'r'],
  ['śšşŚŠŞ', 's'],
  ['ťţŤŢ', 't'],
  ['ùúûüūůűųÙÚÛÜŪŮŰŲ', 'u'],
  ['ýÿÝŸ', 'y'],
  ['źżžŹŻŽ', 'z'],
  ['łŁ', 'l'],
];
const FOLD_FROM = FOLD_GROUPS.map(([letters]) => letters).join('');
const FOLD_TO = FOLD_GROUPS.map(([letters, base]) => base.repeat([...letters].length)).join('');
/** German transliterations (ue for ü, …), applied after the umlauts themselves are folded. */
const DIGRAPHS: [string, string][] = [
  ['ae', 'a'],
  ['oe', 'o'],
  ['ue', 'u'],
];

const foldMap = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index] as string]));

/** Lower-case ASCII words separated by single spaces. */
export function foldText(text: string): string {
  let folded = [...text.replace(/[ßẞ]/g, 'ss')].map((char) => foldMap.get(char) ?? char).join('');
  folded = folded.replace(/[A-Z]/g, (char) => char.toLowerCase());
  for (const [from, to] of DIGRAPHS) folded = folded.replaceAll(from, to);
  return folded.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The words of a search text, folded; at most eight. */
export function searchWords(text: string): string[] {
  return foldText(text).split(' ').filter(Boolean).slice(0, 8);
}

/** The same folding as foldText, as an immutable SQL expression (usable in a generated column). */
export function foldSql(expression: SQL): SQL {
  let folded = sql`lower(translate(replace(replace(${expression}, 'ß', 'ss'), 'ẞ', 'ss'), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`;
  for (const [from, to] of DIGRAPHS) folded = sql`replace(${folded}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`;
  return sql`btrim(regexp_replace(${folded}, '[^a-z0-9]+', ' ', 'g'))`;
}

/** A prefix query over the words of a tsvector: every word must start one of the indexed words. */
export function prefixTsQuery(words: string[]): string {
  return words.map((word) => `${word}:*`).join(' & ');
}
