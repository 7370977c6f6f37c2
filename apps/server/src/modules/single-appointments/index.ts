export { studiosOfferingBenefit } from './service.ts';
