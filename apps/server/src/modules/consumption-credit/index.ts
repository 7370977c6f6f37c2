export { consumptionCreditRechargeItem } from './recharge-item.ts';
