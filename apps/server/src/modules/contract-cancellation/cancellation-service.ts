import type { ContractCancellationReceipt, ContractCancellationRequest } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { countGuestMail } from '../../lib/guest-limits.ts';
import { studioPageLink } from '../catalog/index.ts';
import { enqueueNoticeMail, mailLocale, signerOfStudio } from '../mail/index.ts';
import { requireStudio, type StudioRow, studioOf } from '../studios/index.ts';
import { type ReceivedCancellation, receiptAttachment, receiptValues } from './cancellation-receipt.ts';
import type { CancellationIdentity, ContractCanceller } from './contract-lookup.ts';
import { insertCancellationRequest, recordMatchedContract } from './repo.ts';

export interface CancellationContext {
  canceller: ContractCanceller;
  /** The request's source address, for the guest limits. */
  source: string;
  origin: string;
  now: Date;
}

function identityOf(body: ContractCancellationRequest, studio: StudioRow): CancellationIdentity {
  return {
    tenantId: studio.tenantId,
    studioId: studio.id,
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth,
    email: body.email,
    customerNumber: body.customerNumber || null,
    contractNumber: body.contractNumber || null,
  };
}

async function mailPerson(db: Database, received: ReceivedCancellation, origin: string, studio: StudioRow) {
  const locale = mailLocale(received.request.locale);
  await enqueueNoticeMail(db, {
    to: received.request.email,
    userId: null,
    template: received.match ? 'contract-cancellation-confirmed' : 'contract-cancellation-received',
    locale,
    variables: {
      name: received.request.firstName,
      values: receiptValues(received, locale),
      link: studioPageLink(origin, studio, ''),
    },
    attachments: [await receiptAttachment(received, locale)],
    signer: signerOfStudio(studio),
  });
}

/** The studio's own address (its EMAIL contact); a studio without one learns of the request from its records only. */
async function mailStudio(db: Database, received: ReceivedCancellation, origin: string, studio: StudioRow) {
  const details = await studioOf(db, studio, studio.locale);
  const address = details.contacts.find((contact) => contact.type === 'EMAIL')?.value;
  if (!address) return;
  const locale = mailLocale(studio.locale);
  await enqueueNoticeMail(db, {
    to: address,
    userId: null,
    template: 'contract-cancellation-studio',
    locale,
    variables: {
      name: studio.name,
      values: receiptValues(received, locale),
      link: studioPageLink(origin, studio, ''),
    },
    attachments: [await receiptAttachment(received, locale)],
    signer: signerOfStudio(studio),
  });
}

/**
 * Receives a cancellation without login (§312k BGB): stores it, cancels the contract it identifies when it identifies
 * exactly one, and mails the person and the studio a receipt. The answer is the same whether or not a contract matched.
 */
export async function receiveCancellation(
  db: Database,
  body: ContractCancellationRequest,
  context: CancellationContext,
): Promise<ContractCancellationReceipt> {
  const studio = await requireStudio(db, body.studioId);
  return db.transaction(async (tx) => {
    await countGuestMail(tx, { source: context.source, email: body.email });
    const request = await insertCancellationRequest(tx, {
      tenantId: studio.tenantId,
      studioId: studio.id,
      firstName: body.firstName,
      lastName: body.lastName,
      dateOfBirth: body.dateOfBirth,
      email: body.email,
      customerNumber: body.customerNumber || null,
      contractNumber: body.contractNumber || null,
      kind: body.kind,
      reason: body.kind === 'EXTRAORDINARY' ? (body.reason ?? null) : null,
      wishedDate: body.wishedDate ?? null,
      locale: mailLocale(body.locale ?? studio.locale),
      receivedAt: context.now,
    });
    const match = await context.canceller.cancelMatching(tx, identityOf(body, studio), {
      kind: request.kind,
      reason: request.reason,
      wishedDate: request.wishedDate,
      receivedAt: request.receivedAt,
    });
    if (match) await recordMatchedContract(tx, request.id, match);
    const received: ReceivedCancellation = { request, match, studio };
    await mailPerson(tx, received, context.origin, studio);
    await mailStudio(tx, received, context.origin, studio);
    return { requestId: request.id, receivedAt: request.receivedAt.toISOString(), studioName: studio.name };
  });
}
