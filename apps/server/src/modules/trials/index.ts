export { releaseExpiredHolds } from './trial-release.ts';
export { bookAsGuest } from './trial-service.ts';
