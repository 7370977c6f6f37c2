import type { PaymentMethodType } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../radio-group.tsx';
import styles from './payment-parts.module.css';
import { PaymentTypeIcon } from './payment-type-icon.tsx';

interface MethodChoiceProps {
  label: string;
  methods: readonly PaymentMethodType[];
  value: PaymentMethodType | null;
  onChange: (method: PaymentMethodType) => void;
  error?: string;
}

/** One of the offered payment methods, each with its icon and name. */
export function MethodChoice({ label, methods, value, onChange, error }: MethodChoiceProps) {
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
      error={error}
      onChange={(chosen) => onChange(chosen as PaymentMethodType)}
    />
  );
}
