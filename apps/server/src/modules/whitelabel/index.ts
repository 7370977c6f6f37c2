export { type LegalEntity, legalEntityOfTenant } from './legal-entity.ts';
export { findByFacilityGroup } from './repo.ts';
export { brandsOfAccountContext, createBrand, selectWhitelabelConfig } from './service.ts';
