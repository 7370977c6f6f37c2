import { type AnyCall, pathParamNames } from '@motus/contract';
import { z } from 'zod';

/** Values for fields of these names, tried before the generic ones. */
export type KnownValues = Record<string, unknown[]>;

/** Values of the demo world for fields of these names, tried before the generic ones. */
const KNOWN_VALUES: KnownValues = {
  tenant: ['kraftwerk'],
  studioId: [1210001001, '1210001001'],
  email: ['fuzz.member@example.com'],
  customerCode: ['KW-100245'],
  iban: ['DE89370400440532013000'],
  ibanSuffix: ['3000'],
  locale: ['de-DE', 'de_DE'],
  language: ['de'],
  currency: ['EUR'],
  countryCode: ['DE'],
  endDate: ['2030-01-16T10:00:00.000Z', '2030-01-16'],
  dateOfBirth: ['1990-05-15'],
  dataUrl: ['data:application/pdf;base64,JVBERi0xLjQK'],
};

/** Values that satisfy most field schemas of the contract; the first one a field's schema accepts is its sample. */
const GENERIC_VALUES: unknown[] = [
  'fuzz',
  1,
  true,
  'c0ffee00-0000-4000-8000-000000000001',
  'fuzz@example.com',
  '2030-01-15',
  '2030-01-15T10:00:00.000Z',
  '10:00',
  '123456',
  'Fuzz-Pass-1',
  'Fuzzy',
  '/fuzz',
  'de-DE',
  'DE',
  'EUR',
  { amount: 1, currency: 'EUR' },
  [],
  {},
];

/** A value the schema accepts, as far as one can be found: the base a fuzzed request changes one field of. */
export function sampleOf(schema: z.ZodType, name = '', known: KnownValues = KNOWN_VALUES): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return sampleOf(schema.unwrap() as z.ZodType, name, known);
  }
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, sampleOf(field, key, known)]));
  }
  if (schema instanceof z.ZodArray) return [sampleOf(schema.element as z.ZodType, name, known)];
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return [...schema.values][0];
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as z.ZodType[];
    const samples = options.map((option) => sampleOf(option, name, known));
    return samples.find((value) => schema.safeParse(value).success) ?? samples[0];
  }
  const candidates = [...(known[name] ?? []), ...GENERIC_VALUES];
  return candidates.find((value) => schema.safeParse(value).success) ?? 'fuzz';
}

/** Where a value sits in a body: top-level fields and the fields of nested objects and arrays. */
export type FieldPath = (string | number)[];

export function leafPaths(value: unknown, prefix: FieldPath = [], depth = 0): FieldPath[] {
  if (depth > 0 && (typeof value !== 'object' || value === null)) return [prefix];
  if (Array.isArray(value)) return value.length ? leafPaths(value[0], [...prefix, 0], depth + 1) : [prefix];
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Object.entries(value);
  if (entries.length === 0) return depth > 0 ? [prefix] : [];
  return entries.flatMap(([key, field]) => leafPaths(field, [...prefix, key], depth + 1));
}

function withValueAt(value: unknown, path: FieldPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withValueAt(item, rest, replacement) : item));
  const copy: Record<string, unknown> = { ...(value as object) };
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

const NUL = 'nul\u0000byte';
/** Past PostgreSQL's btree limit (about 2.7 kB) and any varchar(n). */
const OVERLONG = 'x'.repeat(10_000);
/** Past a 32-bit integer column, but still a safe integer that a schema may accept. */
const HUGE = 99_999_999_999_999;

interface Mutation {
  name: string;
  of: (base: unknown) => unknown;
  /** Only for inputs whose sample is of this type. */
  onlyFor?: 'number';
}

function appliesTo(mutation: Mutation, base: unknown): boolean {
  return mutation.onlyFor === undefined || typeof base === mutation.onlyFor;
}

/** What replaces one body field. */
const BODY_MUTATIONS: Mutation[] = [
  { name: 'a NUL byte', of: () => NUL },
  { name: 'an overlong string', of: () => OVERLONG },
  { name: 'a wrong type', of: (base) => (typeof base === 'string' ? { fuzz: ['x'] } : 'fuzz') },
  { name: 'a huge number', of: () => HUGE, onlyFor: 'number' },
];

/** What replaces one path or query value (they travel as text; an array is a repeated query key). */
const TEXT_MUTATIONS: Mutation[] = [
  { name: 'a NUL byte', of: () => NUL },
  { name: 'an overlong string', of: () => OVERLONG.slice(0, 5_000) },
  { name: 'a wrong type', of: (base) => (typeof base === 'number' ? 'fuzz' : ['fuzz', 'zzuf']) },
  { name: 'a huge number', of: () => String(HUGE), onlyFor: 'number' },
];

export interface FuzzRequest {
  label: string;
  method: AnyCall['method'];
  url: string;
  payload?: string;
}

function pathWith(call: AnyCall, params: Record<string, unknown>): string {
  return call.path.replace(/\{([^}]+)\}/g, (_placeholder, name: string) =>
    encodeURIComponent(String(params[name] ?? 'fuzz')),
  );
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function sampleParams(call: AnyCall, known: KnownValues): Record<string, unknown> {
  const sampled = sampleOf(call.params, '', known);
  const params = typeof sampled === 'object' && sampled !== null ? (sampled as Record<string, unknown>) : {};
  return Object.fromEntries(pathParamNames(call.path).map((name) => [name, params[name] ?? 'fuzz']));
}

function sampleQuery(call: AnyCall, known: KnownValues): Record<string, unknown> {
  const sampled = sampleOf(call.query, '', known);
  return typeof sampled === 'object' && sampled !== null && !Array.isArray(sampled)
    ? (sampled as Record<string, unknown>)
    : {};
}

interface Samples {
  call: AnyCall;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function samplesOf(call: AnyCall, known: KnownValues = KNOWN_VALUES): Samples {
  const body = call.body instanceof z.ZodUndefined ? undefined : sampleOf(call.body, '', known);
  return { call, params: sampleParams(call, known), query: sampleQuery(call, known), body };
}

/** The call's request with the samples, but for the parts given. */
function requestWith(samples: Samples, label: string, parts: { params?: object; query?: object; body?: unknown }) {
  const { call } = samples;
  const payload = 'body' in parts ? parts.body : samples.body;
  return {
    label,
    method: call.method,
    url: `${pathWith(call, { ...samples.params, ...parts.params })}${queryString({ ...samples.query, ...parts.query })}`,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  };
}

/** The call with every input a sample its schemas accept. */
export function sampleRequestOf(call: AnyCall): FuzzRequest {
  return requestWith(samplesOf(call), 'samples', {});
}

/** The call's samples, where fields named in `known` first try those values. */
export function sampleRequestWith(call: AnyCall, known: KnownValues): FuzzRequest {
  return requestWith(samplesOf(call, { ...KNOWN_VALUES, ...known }), 'samples', {});
}

/**
 * Every request that changes one input of a call for the worse: each path parameter, query value and body field (to
 * the second level) in turn gets a NUL byte, an overlong string, a wrong type or a huge number, while the other inputs
 * keep a sample the call's schemas accept; and bodies of the wrong JSON type.
 */
export function fuzzRequestsOf(call: AnyCall): FuzzRequest[] {
  const samples = samplesOf(call);
  const { params, query, body } = samples;
  const requests: FuzzRequest[] = [];
  for (const name of Object.keys(params)) {
    for (const mutation of TEXT_MUTATIONS.filter((candidate) => appliesTo(candidate, params[name]))) {
      const value = mutation.of(params[name]);
      if (Array.isArray(value)) continue;
      requests.push(requestWith(samples, `path ${name}: ${mutation.name}`, { params: { [name]: value } }));
    }
  }
  for (const name of Object.keys(query)) {
    for (const mutation of TEXT_MUTATIONS.filter((candidate) => appliesTo(candidate, query[name]))) {
      const changed = { query: { [name]: mutation.of(query[name]) } };
      requests.push(requestWith(samples, `query ${name}: ${mutation.name}`, changed));
    }
  }
  if (body === undefined) return requests;
  for (const path of leafPaths(body)) {
    const base = valueAt(body, path);
    for (const mutation of BODY_MUTATIONS.filter((candidate) => appliesTo(candidate, base))) {
      const changed = { body: withValueAt(body, path, mutation.of(base)) };
      requests.push(requestWith(samples, `body ${path.join('.')}: ${mutation.name}`, changed));
    }
  }
  for (const wrongBody of [[body], 'fuzz', 12_345]) {
    const label = `body of type ${Array.isArray(wrongBody) ? 'array' : typeof wrongBody}`;
    requests.push(requestWith(samples, label, { body: wrongBody }));
  }
  return requests;
}
