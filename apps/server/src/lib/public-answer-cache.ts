import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * What a public answer is made of, declared by the module that answers it. The tenant's master data is covered by
 * `public_cache_versions` (migration 0016: a trigger gives the tenant a new version on every write to the studios,
 * their contacts, closing hours, features and menu entries, benefits and employees); rows that change too often for
 * that (an appointment's free places) are read live with the version, in the same statement.
 */
export interface PublicAnswerSource<Input, Answer> {
  /** Whether this request's answer may be kept at all (not when it depends on the clock). */
  cacheable?: (input: Input) => boolean;
  /**
   * The tenant whose master data the answer shows; null when it may show any tenant's. Decided by what the request
   * asks for, never by the rows that happened to match (a list of all tenants' studios also shows a tenant's new one).
   */
  tenantOf: (answer: Answer, input: Input, request: FastifyRequest) => string | null | Promise<string | null>;
  /** A text expression that changes whenever the answer's live rows do (their row versions, say). */
  liveState?: (input: Input) => SQL;
}

/** One kept answer: serialized once, with the stamp it was made under. */
export interface PublicAnswer {
  tenant: string | null;
  liveState: SQL | undefined;
  /** Null until the answer was made under a stamp read for the same tenant: such an entry is never served. */
  stamp: string | null;
  body: string;
  etag: string;
}

/** The request headers a cached public answer differs by (request-context.ts reads them). */
const VARY = 'Accept-Language, X-Tenant, X-Facility-Group';
/**
 * Browsers and CDNs ask again on every use (max-age=0) and get a 304 while the ETag holds; for a short while they may
 * show the answer they have while asking. Booking checks the places itself, so a shown capacity is never trusted.
 */
const CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=30';
/**
 * The bodies one call may keep, in UTF-16 code units (about bytes): every studio page and schedule week of a large
 * installation. Bounded by size, not count, because the key is the URL as sent: a client that varies its query string
 * makes new entries, and a schedule week is 40 KB. The least recently used entry goes first.
 */
const MAX_KEPT_SIZE = 32 * 1024 * 1024;

/** The key of a request: its path and query as sent, and every request header the answer can depend on. */
export function publicAnswerKey(request: FastifyRequest): string {
  const { locale, tenant, facilityGroup } = request.context;
  return `${request.method} ${request.url}\u0000${locale ?? ''}\u0000${tenant ?? ''}\u0000${facilityGroup ?? ''}`;
}

const versions = sql`public_cache_versions`;
const versionText = sql<string>`coalesce(max(version), 0)::text`;

/** Built once per database: the version check runs on every request, so its SQL is not built (nor planned) again. */
function versionStatementsOf(db: Database) {
  return {
    ofTenant: db
      .select({ stamp: versionText })
      .from(versions)
      .where(sql`tenant_id = ${sql.placeholder('tenant')}`)
      .prepare('public_cache_version_of_tenant'),
    ofAll: db.select({ stamp: versionText }).from(versions).prepare('public_cache_version_of_all'),
  };
}

const versionStatements = new WeakMap<Database, ReturnType<typeof versionStatementsOf>>();

async function readVersion(db: Database, tenant: string | null): Promise<string | undefined> {
  let statements = versionStatements.get(db);
  if (!statements) {
    statements = versionStatementsOf(db);
    versionStatements.set(db, statements);
  }
  const [row] = await (tenant === null ? statements.ofAll.execute() : statements.ofTenant.execute({ tenant }));
  return row?.stamp;
}

/**
 * The version of the tenant's master data (of every tenant's for null) and, where the answer has live rows, their
 * state, in one statement, so both are of the same moment.
 */
export async function readStamp(db: Database, tenant: string | null, liveState: SQL | undefined): Promise<string> {
  if (!liveState) return (await readVersion(db, tenant)) ?? '';
  const version =
    tenant === null
      ? sql`(select ${versionText} from ${versions})`
      : sql`(select ${versionText} from ${versions} where tenant_id = ${tenant})`;
  const [row] = await db
    .select({ stamp: sql<string>`${version} || '/' || coalesce((${liveState}), '')` })
    .from(sql`(values (1)) as stamp_source(one)`);
  return row?.stamp ?? '';
}

export function answerOf(body: string, origin: Pick<PublicAnswer, 'tenant' | 'liveState' | 'stamp'>): PublicAnswer {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { ...origin, body, etag };
}

/** The answers of one server instance; each is checked against the database before it is served. */
export class PublicAnswerCache {
  readonly #entries = new Map<string, PublicAnswer>();
  readonly #maxSize: number;
  #size = 0;

  constructor(maxSize = MAX_KEPT_SIZE) {
    this.#maxSize = maxSize;
  }

  get(key: string): PublicAnswer | undefined {
    const answer = this.#entries.get(key);
    if (answer) {
      this.#entries.delete(key);
      this.#entries.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: PublicAnswer): void {
    this.#remove(key);
    this.#entries.set(key, answer);
    this.#size += key.length + answer.body.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#size <= this.#maxSize) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const answer = this.#entries.get(key);
    if (!answer) return;
    this.#entries.delete(key);
    this.#size -= key.length + answer.body.length;
  }
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  if (!asked) return false;
  return asked
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** Sends a public answer with its ETag and cache headers; a 304 without a body when the client holds it already. */
export function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): FastifyReply {
  reply.header('cache-control', CACHE_CONTROL).header('vary', VARY).header('etag', answer.etag);
  if (matchesEtag(request, answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
