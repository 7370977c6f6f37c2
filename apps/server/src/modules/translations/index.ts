export { pageCatalogueUrls } from './page-catalogues.ts';
