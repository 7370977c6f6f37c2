import type { AppConfig } from '../config.ts';
import type { Database, DatabaseDriver } from '../db/client.ts';

/** What the server knows about the caller from headers and the studio context (DESIGN.md section 3). */
export interface RequestContext {
  clientType: string | undefined;
  webContext: string | undefined;
  facilityGroup: string | undefined;
  /** The tenant the page is about. Never trusted for data a session does not own. */
  tenant: string | undefined;
  queryParams: URLSearchParams;
  locale: string | undefined;
}

/** The logged-in portal user of a request; set by the session plugin. */
export interface SessionUser {
  userId: string;
  email: string;
  /** The UI locale of the account (de-DE, en-GB, …). */
  locale: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbDriver: DatabaseDriver;
  }
  interface FastifyContextConfig {
    /**
     * The route protects its writes itself (a per-form token, a signature), so plain HTML forms and other servers,
     * which send no portal client header, may post to it.
     */
    ownWriteProtection?: boolean;
  }
  interface FastifyRequest {
    context: RequestContext;
    member: SessionUser | null;
  }
}
