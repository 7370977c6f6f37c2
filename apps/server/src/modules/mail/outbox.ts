import type { Database } from '../../db/client.ts';
import {
  type CodeMailVariables,
  mailLocale,
  type NoticeMailVariables,
  type RenderedMail,
  renderCodeMail,
  renderNoticeMail,
} from './render.ts';
import { deleteMailOfUser, findMail, findRecentMail, insertMail } from './repo.ts';
import type { MailAttachment, OutboxRow } from './schema.ts';
import { type MailSigner, signatureName } from './signature.ts';
import type { MailTemplate, NoticeTemplate } from './templates/index.ts';

export interface MailRequest {
  to: string;
  /** The account the mail is about; its mail goes when the account goes. */
  userId: string;
  template: MailTemplate;
  locale: string;
  variables: CodeMailVariables;
  /** The brand or tenant of the portal the code was asked on; it signs the mail. */
  signer: MailSigner;
}

interface QueuedMail {
  to: string;
  userId: string | null;
  template: string;
  locale: string;
  rendered: RenderedMail;
  variables: Record<string, string>;
  attachments?: MailAttachment[];
}

function queue(db: Database, mail: QueuedMail): Promise<void> {
  return insertMail(db, {
    userId: mail.userId,
    toAddress: mail.to,
    template: mail.template,
    locale: mailLocale(mail.locale),
    subject: mail.rendered.subject,
    textBody: mail.rendered.text,
    htmlBody: mail.rendered.html,
    variables: mail.variables,
    attachments: mail.attachments ?? [],
  });
}

/** Renders and queues a mail; pass the transaction of the change that causes it, so both happen or neither. */
export async function enqueueMail(db: Database, request: MailRequest): Promise<void> {
  const brand = await signatureName(db, request.signer);
  await queue(db, {
    ...request,
    rendered: renderCodeMail(request.template, request.locale, request.variables, brand),
    variables: { ...request.variables, validMinutes: String(request.variables.validMinutes) },
  });
}

export interface NoticeMailRequest {
  to: string;
  userId: string | null;
  template: NoticeTemplate;
  locale: string;
  variables: NoticeMailVariables;
  attachments: MailAttachment[];
  /** The brand and tenant of the studio the notice is about; they sign it. */
  signer: MailSigner;
}

/** Renders and queues a notice (a booking confirmation, a move up from the waiting list) with its attachments. */
export async function enqueueNoticeMail(db: Database, request: NoticeMailRequest): Promise<void> {
  const brand = await signatureName(db, request.signer);
  await queue(db, {
    ...request,
    rendered: renderNoticeMail(request.template, request.locale, request.variables, brand),
    variables: { ...request.variables.values, link: request.variables.link },
  });
}

export function deleteMailOf(db: Database, userId: string): Promise<void> {
  return deleteMailOfUser(db, userId);
}

export function listRecentMail(db: Database, limit = 200): Promise<OutboxRow[]> {
  return findRecentMail(db, limit);
}

/** One attachment of a queued or sent mail, for the developer mailbox. */
export async function findAttachment(db: Database, mailId: string, index: number): Promise<MailAttachment | undefined> {
  return (await findMail(db, mailId))?.attachments[index];
}
