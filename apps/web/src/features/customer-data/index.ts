export { CustomerAddressScreen } from './address-screen.tsx';
export { CustomerContactScreen } from './contact-screen.tsx';
export { CustomerRedirectScreen } from './customer-redirect-screen.tsx';
export { CustomerPaymentScreen } from './payment-screen.tsx';
export { CustomerPersonalScreen } from './personal-screen.tsx';
