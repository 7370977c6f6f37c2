import {
  authenticateCheckout as authenticateCall,
  authenticatePublicCheckout,
  type CheckoutType,
  cancelCheckout as cancelCall,
  checkoutCommonSchema,
  createCheckoutCalls,
  ErrorCodes,
  finalizeCheckout as finalizeCall,
  finalizePublicCheckout,
  getCheckout,
  getCheckoutByKindCalls,
  listAvailablePaymentTypes,
} from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../lib/http-error.ts';
import { registerCall } from '../../../lib/register-call.ts';
import type { TenantScope } from '../../../lib/tenant-scope.ts';
import { checkVoucherCode } from '../../catalog/index.ts';
import { type Authentication, authenticateCheckout } from './authenticate-service.ts';
import type { Buyer } from './checkout-item.ts';
import { createCheckout } from './create-service.ts';
import { finalizeCheckout } from './finalize-service.ts';
import { availablePaymentTypes } from './payment-methods.ts';
import type { CheckoutRow } from './schema/checkouts.ts';
import { cancelCheckout, checkoutAnswer, guestCheckout, memberCheckout } from './service.ts';
import paymentNotificationRoutes from './webhook-routes.ts';

/** The kind each path segment of the create and get-by-kind calls sells. */
const KIND_OF_SEGMENT: Record<string, CheckoutType> = {
  'account-balance': 'ACCOUNT_BALANCE',
  'consumption-credit': 'CONSUMPTION_CREDIT',
  'course-appointment': 'COURSE_APPOINTMENT',
  'product-variant': 'PRODUCT_VARIANT',
  'single-appointment': 'SINGLE_APPOINTMENT',
};

function kindOf(segment: string): CheckoutType {
  const kind = KIND_OF_SEGMENT[segment];
  if (!kind) throw new Error(`no checkout kind for /${segment}`);
  return kind;
}

const DEFAULT_LOCALE = 'de-DE';

/**
 * The checkout calls (v3 and v4 answer the same, docs/decisions.md), the available payment types and the provider's
 * notification webhook.
 */
export default async function checkoutRoutes(app: FastifyInstance) {
  const deps = app.checkoutDeps;

  /** A guest buys in the portal's tenant: the studio page's x-tenant. */
  function guestTenant(scope: TenantScope): string {
    if (!scope.tenant) throw badRequest(ErrorCodes.tenantRequired, 'A guest checkout needs the tenant (x-tenant)');
    return scope.tenant;
  }

  /** Who buys: the member's customer on a member call, else a guest with the contact they give. */
  function buyerOf(scope: TenantScope, contact: Buyer['contact'], source: string): Buyer {
    if (scope.user && scope.customerId && scope.tenant) {
      return { tenant: scope.tenant, userId: scope.user.userId, customerId: scope.customerId, contact: null };
    }
    return { tenant: guestTenant(scope), userId: null, customerId: null, contact, source };
  }

  const answer = (checkout: CheckoutRow) => checkoutAnswer(app.db, checkout);
  const authenticationAnswer = async ({ checkout, redirectUrl }: Authentication) => ({
    checkout: await answer(checkout),
    redirectUrl,
  });

  for (const { segment, call } of createCheckoutCalls) {
    const kind = kindOf(segment);
    registerCall(app, call, async ({ body, request, scope }) => {
      const {
        contact,
        voucherCode,
        paymentMethod,
        expectedTotal,
        returnTo,
        locale: uiLocale,
      } = checkoutCommonSchema.parse(body);
      const buyer = buyerOf(scope, contact ?? null, request.ip);
      const locale = uiLocale ?? scope.user?.locale ?? contact?.locale ?? scope.locale ?? DEFAULT_LOCALE;
      const guesser = { source: request.ip, userId: buyer.userId };
      if (voucherCode) await checkVoucherCode(app.db, { tenant: buyer.tenant, code: voucherCode, guesser });
      const options = { voucherCode, paymentMethod, expectedTotal, returnTo };
      return answer(await createCheckout(deps, { kind, buyer, body, locale, ...options }));
    });
  }

  for (const { segment, call } of getCheckoutByKindCalls) {
    const kind = kindOf(segment);
    registerCall(app, call, async ({ params, scope }) => {
      if ('publicToken' in params) return answer(await guestCheckout(app.db, params.publicToken, kind));
      return answer(await memberCheckout(app.db, scope, params.id, kind));
    });
  }

  registerCall(app, getCheckout, async ({ params, scope }) => answer(await memberCheckout(app.db, scope, params.id)));
  registerCall(app, authenticateCall, async ({ params, body, scope }) => {
    const checkout = await memberCheckout(app.db, scope, params.id);
    return authenticationAnswer(await authenticateCheckout(deps, checkout.id, body));
  });
  registerCall(app, cancelCall, async ({ params, scope }) => {
    const checkout = await memberCheckout(app.db, scope, params.id);
    return answer(await cancelCheckout(deps, checkout.id));
  });
  registerCall(app, finalizeCall, async ({ params, scope }) => {
    const checkout = await memberCheckout(app.db, scope, params.id);
    return answer(await finalizeCheckout(deps, checkout.id));
  });
  registerCall(app, authenticatePublicCheckout, async ({ params, body }) => {
    const checkout = await guestCheckout(app.db, params.publicToken);
    return authenticationAnswer(await authenticateCheckout(deps, checkout.id, body));
  });
  registerCall(app, finalizePublicCheckout, async ({ params }) => {
    const checkout = await guestCheckout(app.db, params.publicToken);
    return answer(await finalizeCheckout(deps, checkout.id));
  });

  registerCall(app, listAvailablePaymentTypes, async ({ query }) =>
    availablePaymentTypes(app.db, deps.provider, query.studioId),
  );

  await app.register(paymentNotificationRoutes, { deps });
}
