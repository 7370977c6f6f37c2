import type { UiLocale } from '@motus/i18n';
import type { Database } from '../../db/client.ts';
import { findCustomer } from '../customers/index.ts';
import { accountOfCustomer } from '../identity/index.ts';
import { enqueueNoticeMail, mailLocale, type NoticeTemplate, signerOfStudio } from '../mail/index.ts';
import { requireStudio } from '../studios/index.ts';

/** What the studio tells a member about a request it decided. */
export interface CustomerNotice {
  template: NoticeTemplate;
  /** The mail's values in the member's language; the studio is their home studio. */
  values: (locale: UiLocale, studio: { name: string }) => Record<string, string>;
  /** The portal page the mail's button opens. */
  path: string;
}

/**
 * Mails the customer's account in its language, signed by the customer's home studio; a customer without a connected
 * account is not mailed (the studio tells them at the desk).
 */
export async function mailCustomerNotice(
  db: Database,
  customer: { tenantId: string; customerId: string },
  notice: CustomerNotice,
  origin: string,
): Promise<void> {
  const [account, row] = await Promise.all([
    accountOfCustomer(db, customer.customerId),
    findCustomer(db, customer.tenantId, customer.customerId),
  ]);
  if (!account || !row) return;
  const studio = await requireStudio(db, row.studioId);
  const locale = mailLocale(account.locale);
  await enqueueNoticeMail(db, {
    to: account.email,
    userId: account.userId,
    template: notice.template,
    locale,
    variables: { name: account.firstName, values: notice.values(locale, studio), link: `${origin}${notice.path}` },
    attachments: [],
    signer: signerOfStudio(studio),
  });
}
