import type { PaymentStatus } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../ui/tag.tsx';

/** The payment's state as a badge; a payment that is (still) the studio's money is highlighted. */
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag size="small" highlighted={status === 'PAID' || status === 'PENDING'}>
      {t(`payments.status.${status}`)}
    </Tag>
  );
}
