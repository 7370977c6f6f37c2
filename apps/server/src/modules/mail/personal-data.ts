import type { Database } from '../../db/client.ts';
import { findMailHeadersOfUser } from './repo.ts';

/** The mail sent (or waiting to be sent) to the account: when, to where, what about, for the data-privacy export. */
export async function personalDataOfMails(db: Database, userId: string) {
  return (await findMailHeadersOfUser(db, userId)).map((mail) => ({
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    to: mail.toAddress,
    subject: mail.subject,
    template: mail.template,
    status: mail.status,
  }));
}
