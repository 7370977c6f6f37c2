export { PortalCookiesScreen } from './cookies-screen.tsx';
export {
  PortalAgreementScreen,
  PortalImprintScreen,
  PortalPrivacyScreen,
  PortalTermsScreen,
} from './portal-legal-screen.tsx';
export {
  StudioImprintScreen,
  StudioPrivacyScreen,
  StudioRevocationScreen,
  StudioTermsScreen,
} from './studio-legal-screen.tsx';
