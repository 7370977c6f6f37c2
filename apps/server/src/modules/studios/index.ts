export { createStudio, type NewStudio } from './create-service.ts';
export { PLACE_SEARCH_COUNTRIES } from './detail-service.ts';
export { compactStudios } from './discovery-service.ts';
export { sepaAgreementOfStudio } from './home-service.ts';
export { type StudioPlace, studioPlaces } from './place-service.ts';
export type { StudioRow } from './schema.ts';
export type { StudioFilter } from './search-repo.ts';
export {
  addressOf,
  countryName,
  listStudioRefs,
  requireStudio,
  requireStudioByAlias,
  requireStudioOfTenant,
  studioNamesById,
  studioOf,
  studioPropertiesOf,
  studioSummariesById,
  studioUuidOf,
} from './service.ts';
