import type { PaymentMethodType } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { PaymentTypeIcon } from '../../lib/checkout/payment-type-icon.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import styles from './payment-pages.module.css';

interface MethodChoiceProps {
  label: string;
  methods: readonly PaymentMethodType[];
  value: PaymentMethodType | null;
  onChange: (method: PaymentMethodType) => void;
}

/** One of the offered payment methods, each with its icon and name. */
export function MethodChoice({ label, methods, value, onChange }: MethodChoiceProps) {
  const { t } = useTranslation();
  const options = methods.map((method) => ({
    value: method,
    label: (
      <span className={styles.method}>
        <PaymentTypeIcon type={method} />
        {t(`checkout.paymentTypes.${method}`)}
      </span>
    ),
  }));
  return (
    <RadioGroup
      label={label}
      required
      options={options}
      value={value}
      onChange={(chosen) => onChange(chosen as PaymentMethodType)}
    />
  );
}
