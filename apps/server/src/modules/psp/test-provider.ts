import { randomBytes } from 'node:crypto';
import { type PaymentMethodType, PspErrorCodes } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import type {
  PaymentProvider,
  ProviderPayment,
  ProviderReturnUrls,
  RefundResult,
  StartedSession,
  StartPaymentInput,
  StartTokenizationInput,
} from '../commerce/index.ts';
import { decideSession, isDecided, loadSession, paymentPagePath, statusOf } from './hosted-payment.ts';
import { enqueueNotification, sessionEvent, verifyNotification } from './notifications.ts';
import { testProviderMethods } from './payment-methods.ts';
import type { NewPspSessionRow, PspSessionRow } from './schema.ts';
import { addRefund, findSessionOfInstrument, insertSession, PAID, UNDECIDED } from './sessions-repo.ts';

export interface TestProviderOptions {
  /** Prefixes the hosted pages' addresses; unset: paths on the app's own origin. */
  origin?: string | undefined;
  webhookSecret: string;
}

function newSessionId(): string {
  return `ps_${randomBytes(18).toString('base64url')}`;
}

function assertMethodOffered(method: PaymentMethodType, currencyCode: string): void {
  if (!testProviderMethods(currencyCode).includes(method)) {
    throw badRequest(PspErrorCodes.methodNotAvailable, `${method} is not offered for ${currencyCode}`);
  }
}

function returnUrls(input: ProviderReturnUrls) {
  return {
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    failureUrl: input.failureUrl,
    notifyUrl: input.notifyUrl,
  };
}

function toProviderPayment(session: PspSessionRow): ProviderPayment {
  return {
    sessionId: session.id,
    reference: session.merchantReference,
    status: statusOf(session),
    amountMinor: session.amountMinor,
    currencyCode: session.currencyCode,
    method: session.method as PaymentMethodType,
    declineCode: session.declineCode,
    instrument: session.instrument ?? null,
  };
}

/**
 * Charges a saved instrument without a page, as a real provider's recurring charge: settled at once like the payment
 * that issued the token (a SEPA debit stays PENDING), declined when the provider never issued it.
 */
async function chargeSavedInstrument(
  db: Database,
  row: NewPspSessionRow,
  token: string,
  now: Date,
): Promise<PspSessionRow> {
  const origin = await findSessionOfInstrument(db, token);
  const settled: Partial<NewPspSessionRow> = origin
    ? {
        method: origin.method,
        status: origin.method === 'SEPA_DIRECT_DEBIT' ? 'PENDING' : 'AUTHORIZED',
        instrument: origin.instrument,
      }
    : { status: 'DECLINED', declineCode: 'UNKNOWN_INSTRUMENT' };
  return db.transaction(async (tx) => {
    const session = await insertSession(tx, { ...row, ...settled, completedAt: now });
    await enqueueNotification(tx, session, sessionEvent(session), now);
    return session;
  });
}

/** The built-in test PSP (docs/payments.md): its books in psp_sessions, its hosted pages under /psp/. */
export function createTestPaymentProvider(db: Database, options: TestProviderOptions): PaymentProvider {
  const pageUrl = (sessionId: string) => `${options.origin ?? ''}${paymentPagePath(sessionId)}`;

  return {
    name: 'test',

    methodsFor: testProviderMethods,

    async startPayment(input: StartPaymentInput): Promise<StartedSession> {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw badRequest(PspErrorCodes.invalidAmount, 'A payment needs a positive amount in minor units');
      }
      assertMethodOffered(input.method, input.currencyCode);
      const row: NewPspSessionRow = {
        id: newSessionId(),
        mode: 'PAYMENT',
        merchantReference: input.reference,
        amountMinor: input.amountMinor,
        currencyCode: input.currencyCode,
        method: input.method,
        description: input.description,
        locale: input.locale,
        status: 'OPEN',
        ...returnUrls(input),
      };
      if (input.instrumentToken) {
        const session = await chargeSavedInstrument(db, row, input.instrumentToken, new Date());
        return { sessionId: session.id, redirectUrl: null };
      }
      const session = await insertSession(db, row);
      return { sessionId: session.id, redirectUrl: pageUrl(session.id) };
    },

    async startTokenization(input: StartTokenizationInput): Promise<StartedSession> {
      assertMethodOffered(input.method, input.currencyCode);
      const session = await insertSession(db, {
        id: newSessionId(),
        mode: 'TOKENIZATION',
        merchantReference: input.reference,
        amountMinor: 0,
        currencyCode: input.currencyCode,
        method: input.method,
        locale: input.locale,
        status: 'OPEN',
        ...returnUrls(input),
      });
      return { sessionId: session.id, redirectUrl: pageUrl(session.id) };
    },

    async paymentOf(sessionId: string): Promise<ProviderPayment> {
      return toProviderPayment(await loadSession(db, sessionId));
    },

    /** The merchant gives up on an unfinished session; a decided one stays as it is (paymentOf tells which). */
    async cancel(sessionId: string): Promise<void> {
      const session = await loadSession(db, sessionId);
      if (!isDecided(session)) await decideSession(db, session, UNDECIDED, { status: 'CANCELED' }, new Date());
    },

    async refund(sessionId: string, amountMinor: number): Promise<RefundResult> {
      if (!Number.isInteger(amountMinor) || amountMinor <= 0) {
        throw badRequest(PspErrorCodes.invalidAmount, 'A refund needs a positive amount in minor units');
      }
      const session = await loadSession(db, sessionId);
      if (session.mode !== 'PAYMENT' || !PAID.includes(statusOf(session))) {
        throw new HttpError(409, PspErrorCodes.refundNotAllowed, 'Only a captured payment can be refunded');
      }
      const now = new Date();
      const refunded = await db.transaction(async (tx) => {
        const changed = await addRefund(tx, sessionId, amountMinor);
        if (changed) await enqueueNotification(tx, changed, 'REFUNDED', now);
        return changed;
      });
      if (!refunded) {
        const left = session.amountMinor - session.refundedMinor;
        throw new HttpError(409, PspErrorCodes.refundExceedsCaptured, `At most ${left} minor units can be refunded`);
      }
      return { refundReference: `re_${randomBytes(12).toString('hex')}` };
    },

    verifyNotification(rawBody, headers) {
      return verifyNotification(options.webhookSecret, rawBody, headers);
    },
  };
}
