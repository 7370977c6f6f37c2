import type { Database } from '../../../db/client.ts';
import { moneyFormatter } from '../../../lib/money.ts';
import { requireUser, uiLocaleOf } from '../../identity/index.ts';
import { enqueueNoticeMail } from '../../mail/index.ts';
import { requireStudio } from '../../studios/index.ts';
import { receiptOf } from './payments-receipts.ts';
import type { PayerScope } from './payments-repo.ts';
import { requirePayment } from './payments-service.ts';
import type { RefundRow } from './schema/payments.ts';

/**
 * Tells the payer about a refund, with the receipt as it now reads attached; pass the refund's transaction, so the
 * mail goes only if the refund is booked.
 */
export async function mailRefund(
  tx: Database,
  request: { scope: PayerScope; paymentId: string; refund: RefundRow; origin: string },
): Promise<void> {
  const user = await requireUser(tx, request.scope.userId);
  const locale = uiLocaleOf(user.locale);
  const payment = await requirePayment(tx, request);
  const receipt = await receiptOf(tx, payment, locale);
  const studio = payment.studioId === null ? undefined : await requireStudio(tx, payment.studioId);
  const amount = moneyFormatter(locale, payment.currencyCode)(request.refund.amountMinor);
  await enqueueNoticeMail(tx, {
    to: user.email,
    userId: user.id,
    template: 'payment-refunded',
    locale,
    variables: {
      name: user.firstName,
      values: {
        amount,
        description: payment.description,
        studio: receipt.studioName,
        method: receipt.methodLabel,
      },
      link: `${request.origin}/me/payments?payment=${payment.id}`,
    },
    signer: { facilityGroup: studio?.facilityGroup, tenantId: payment.tenantId },
    attachments: [
      { filename: receipt.filename, contentType: 'application/pdf', contentBase64: receipt.content.toString('base64') },
    ],
  });
}
