export { EventDetailScreen } from './event-detail-screen.tsx';
export { EventsScreen } from './events-screen.tsx';
