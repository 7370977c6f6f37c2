export { createTenant, type NewTenant } from './provisioning-service.ts';
export { findTenant } from './repo.ts';
