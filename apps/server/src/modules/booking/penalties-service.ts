import type { AccessRefusalConfig, AccessRefusalStatus } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import type { ConnectedCustomer } from '../../lib/tenant-scope.ts';
import { findAccessRefusal, findAccessRefusalConfig, findNoShowPenalty } from './penalties-repo.ts';

/** A tenant without its own rules gets the columns' defaults (schema/penalties.ts). */
const DEFAULT_CONFIG: AccessRefusalConfig = {
  enabled: true,
  noShowsBeforeBlock: 3,
  noShowPeriodDays: 30,
  blockDays: 7,
  entranceLockDays: 0,
  showReason: true,
};

export async function accessRefusalConfiguration(db: Database, tenant: string): Promise<AccessRefusalConfig> {
  const row = await findAccessRefusalConfig(db, tenant);
  if (!row) return DEFAULT_CONFIG;
  const { tenantId: _tenant, ...config } = row;
  return config;
}

/** Whether the studio refuses the member now; the reason only when the tenant tells it. */
export async function accessRefusalStatus(
  db: Database,
  member: ConnectedCustomer,
  now = new Date(),
): Promise<AccessRefusalStatus> {
  const refusal = await findAccessRefusal(db, member.customerId);
  const active = refusal && refusal.refusedSince <= now && (!refusal.refusedUntil || refusal.refusedUntil > now);
  if (!active) return { refused: false, reason: null, refusedSince: null, refusedUntil: null };
  const { showReason } = await accessRefusalConfiguration(db, member.tenant);
  return {
    refused: true,
    reason: showReason ? refusal.reason : null,
    refusedSince: refusal.refusedSince.toISOString(),
    refusedUntil: refusal.refusedUntil?.toISOString() ?? null,
  };
}

/** An instant still ahead, else null: a lock that has run out is no lock. */
function stillAhead(until: Date | null | undefined, now: Date): string | null {
  return until && until > now ? until.toISOString() : null;
}

export async function entranceBlock(db: Database, member: ConnectedCustomer, now = new Date()) {
  const until = stillAhead((await findNoShowPenalty(db, member.customerId))?.entranceLockUntil, now);
  return { entranceBlocked: until !== null, entranceLockUntil: until };
}

export async function bookingBlock(db: Database, member: ConnectedCustomer, now = new Date()) {
  const until = stillAhead((await findNoShowPenalty(db, member.customerId))?.blockBookingUntil, now);
  return { accessBlocked: until !== null, blockMySportsBookingUntil: until };
}
