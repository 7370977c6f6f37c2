import type { ConfiguredMethod, CustomerAccount, SelfServiceAction, SelfServiceConfiguration } from '@motus/contract';
import { PaymentMethodLinkErrors } from '@motus/contract';
import type { Database } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { toMoney } from '../../../lib/money.ts';
import type { CustomerRow } from '../../customers/index.ts';
import { findCustomer } from '../../customers/index.ts';
import type { StudioRow } from '../../studios/index.ts';
import { requireStudio } from '../../studios/index.ts';
import { type OpenBalance, openBalanceOf } from './account-balance-service.ts';
import { customerAccountOf, defaultDueDays } from './account-statement.ts';
import { findLink } from './payment-method-links-repo.ts';
import type { PaymentMethodLinkRow } from './schema.ts';

/** A link with the customer it was sent to and their home studio (whose currency the customer pays in). */
export interface LinkParty {
  link: PaymentMethodLinkRow;
  customer: CustomerRow;
  studio: StudioRow;
}

function linkNotFound(): HttpError {
  return notFound(PaymentMethodLinkErrors.notFound, 'This link does not exist');
}

/** The link of a token: 404 when unknown, 410 once it has expired. */
export async function requireLink(db: Database, token: string, now = new Date()): Promise<PaymentMethodLinkRow> {
  const link = await findLink(db, token);
  if (!link) throw linkNotFound();
  if (link.validUntil <= now) throw new HttpError(410, PaymentMethodLinkErrors.expired, 'This link has expired');
  return link;
}

/** A link is used once: after its method is configured it only shows what was configured. */
export function requireUnused(link: PaymentMethodLinkRow): void {
  if (link.completedAt) {
    throw new HttpError(410, PaymentMethodLinkErrors.used, 'A payment method has already been set up with this link');
  }
}

export async function partyOf(db: Database, link: PaymentMethodLinkRow): Promise<LinkParty> {
  const customer = await findCustomer(db, link.tenantId, link.customerId);
  if (!customer) throw linkNotFound();
  return { link, customer, studio: await requireStudio(db, customer.studioId) };
}

export async function requireParty(db: Database, token: string, now = new Date()): Promise<LinkParty> {
  return partyOf(db, await requireLink(db, token, now));
}

/** The party of a link the buyer's tenant sent; a link of another tenant is not found. */
export async function requirePartyOfTenant(db: Database, token: string, tenant: string): Promise<LinkParty> {
  const party = await requireParty(db, token);
  if (party.link.tenantId !== tenant) throw linkNotFound();
  return party;
}

export function configuredOf(link: PaymentMethodLinkRow): ConfiguredMethod | null {
  if (!link.configuredMethod || !link.completedAt) return null;
  return {
    type: link.configuredMethod,
    label: link.configuredLabel ?? link.configuredMethod,
    configuredAt: link.completedAt.toISOString(),
  };
}

export function studioRefOf(party: LinkParty): { id: number; name: string } {
  return { id: party.studio.id, name: party.studio.name };
}

function balanceOf(db: Database, party: LinkParty): Promise<OpenBalance> {
  return openBalanceOf(db, { tenantId: party.link.tenantId, id: party.customer.id }, party.studio.currencyCode);
}

/** Only the name: the page greets the customer and shows nothing else of them. */
export async function linkCustomerName(db: Database, token: string): Promise<{ firstName: string; lastName: string }> {
  const { customer } = await requireParty(db, token);
  return { firstName: customer.firstName, lastName: customer.lastName };
}

export async function accountBalanceByToken(db: Database, token: string): Promise<CustomerAccount> {
  const { customer, studio } = await requireParty(db, token);
  return customerAccountOf(db, {
    customer,
    currencyCode: studio.currencyCode,
    days: defaultDueDays(new Date()),
    view: 'DETAILED',
  });
}

export async function selfServiceConfiguration(db: Database, token: string): Promise<SelfServiceConfiguration> {
  const party = await requireParty(db, token);
  const balance = await balanceOf(db, party);
  const actions: SelfServiceAction[] = [
    ...(party.link.completedAt ? [] : (['CONFIGURE_PAYMENT_METHOD'] as const)),
    ...(balance.totalMinor > 0 ? (['PAY_ACCOUNT_BALANCE'] as const) : []),
  ];
  return {
    studio: studioRefOf(party),
    tokenValidUntil: party.link.validUntil.toISOString(),
    actions,
    configured: configuredOf(party.link),
    openBalance: toMoney(balance.totalMinor, balance.currencyCode),
  };
}
