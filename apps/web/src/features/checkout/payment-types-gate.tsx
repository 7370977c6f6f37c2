import { useTranslation } from 'react-i18next';
import type { PaymentTypesGateProps } from '../../lib/checkout-parts.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { Note } from '../../ui/note.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { usePaymentTypes } from './api/use-payment-types.ts';

/** The studio's payment methods, once loaded and when there is at least one; loading and error states before. */
export function PaymentTypesGate({ studioId, noneMessage, children }: PaymentTypesGateProps) {
  const { t } = useTranslation();
  const types = usePaymentTypes(studioId);
  if (types.error) {
    return (
      <ErrorList
        title={t('checkout.payment.loadError')}
        errors={[types.error]}
        action={<Button onClick={() => types.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!types.data) return <BlockSpinner label={t('common.loading')} />;
  if (types.data.paymentTypes.length === 0) return <Note type="warning">{noneMessage}</Note>;
  return children(types.data.paymentTypes);
}
