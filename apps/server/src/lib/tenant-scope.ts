import type { CallPrincipal } from '@motus/contract';
import type { SessionUser } from './fastify-types.ts';

/** The account's customer in a tenant: what member rows are read and written for. */
export interface ConnectedCustomer {
  tenant: string;
  customerId: string;
}

/**
 * Who is asking, resolved once per call by registerCall from the call's declared principal and tenant source: the
 * tenant the call is about, the logged-in account and, for a customer call, the account's customer in that tenant.
 * Member rows are read and written only through it, so a member never reaches another tenant's rows.
 */
export interface TenantScope<P extends CallPrincipal = CallPrincipal> {
  /** Undefined only for a public or user call whose request names no tenant; a staff call's is the staff's own. */
  tenant: P extends 'customer' | 'staff' ? string : string | undefined;
  /** Null for a guest of a public call. */
  user: P extends 'customer' | 'user' | 'staff' ? SessionUser : SessionUser | null;
  customerId: P extends 'customer' ? string : string | undefined;
  homeStudioId: P extends 'customer' ? number : number | undefined;
  /** The language the request prefers (Accept-Language). */
  locale: string | undefined;
}

/**
 * The lookups a scope needs, implemented by the modules that own accounts and studios and handed to the app when it is
 * built, so that lib/ depends on no module.
 */
export interface Tenancy {
  /**
   * The account's customer in the tenant asked for (else in its first connected tenant); a 403
   * NOT_CONNECTED_TO_TENANT when the account is connected to none there.
   */
  customerOf(userId: string, tenant: string | undefined): Promise<ConnectedCustomer & { homeStudioId: number }>;
  /**
   * The account's customers for a call that spans tenants: in the tenant asked for (a 403 NOT_CONNECTED_TO_TENANT when
   * not connected there), else in every tenant the account is connected to.
   */
  customersOf(userId: string, tenant: string | undefined): Promise<ConnectedCustomer[]>;
  /** The tenant of a studio; a 404 STUDIO_NOT_FOUND for an unknown one. */
  tenantOfStudio(studioId: number): Promise<string>;
  /** The tenant whose staff the account is; a 403 NOT_STAFF for an account that is no staff. */
  staffTenantOf(userId: string): Promise<string>;
  /** Whether the account is connected to a customer of the tenant (public answers that only say so). */
  isConnected(userId: string, tenant: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How registerCall resolves scopes; app.ts hands over the identity module's. */
    tenancy: Tenancy;
  }
}
