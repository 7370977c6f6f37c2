export { ContractOffersScreen } from './contract-offers-screen.tsx';
export { ContractSigningScreen } from './contract-signing-screen.tsx';
