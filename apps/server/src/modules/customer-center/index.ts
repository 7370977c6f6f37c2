export { customerConfig } from './service.ts';
