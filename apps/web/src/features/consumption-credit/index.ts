export { ConsumptionCreditScreen } from './consumption-credit-screen.tsx';
export { RechargeOutcomeScreen } from './recharge-outcome-screen.tsx';
