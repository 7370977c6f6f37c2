export { SelfServiceOverviewScreen, SelfServiceRedirectScreen } from './self-service-screen.tsx';
