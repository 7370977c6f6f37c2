import type { Database } from '../../db/client.ts';
import { type CodeMailVariables, mailLocale, renderCodeMail } from './render.ts';
import { deleteMailOfUser, findRecentMail, insertMail } from './repo.ts';
import type { OutboxRow } from './schema.ts';
import type { MailTemplate } from './templates/index.ts';

export interface MailRequest {
  to: string;
  /** The account the mail is about; its mail goes when the account goes. */
  userId: string;
  template: MailTemplate;
  locale: string;
  variables: CodeMailVariables;
}

/** Renders and queues a mail; pass the transaction of the change that causes it, so both happen or neither. */
export async function enqueueMail(db: Database, request: MailRequest): Promise<void> {
  const rendered = renderCodeMail(request.template, request.locale, request.variables);
  await insertMail(db, {
    userId: request.userId,
    toAddress: request.to,
    template: request.template,
    locale: mailLocale(request.locale),
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    variables: { ...request.variables, validMinutes: String(request.variables.validMinutes) },
  });
}

export function deleteMailOf(db: Database, userId: string): Promise<void> {
  return deleteMailOfUser(db, userId);
}

export function listRecentMail(db: Database, limit = 200): Promise<OutboxRow[]> {
  return findRecentMail(db, limit);
}
