export { ContractCancellationScreen } from './contract-cancellation-screen.tsx';
export { ContractsCurrentScreen, ContractsPastScreen, ContractsRedirectScreen } from './contracts-screen.tsx';
export { AdditionalModulesAvailableScreen, AdditionalModulesScreen } from './modules-screen.tsx';
