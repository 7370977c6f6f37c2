export { findByFacilityGroup } from './repo.ts';
export { brandsOfAccountContext, createBrand, selectWhitelabelConfig } from './service.ts';
