export { ExternalPaymentScreen } from './external-payment-screen.tsx';
export { PaymentMethodConfigurationScreen } from './payment-method-configuration-screen.tsx';
