import type { ServerModule } from '../../lib/server-module.ts';
import checkinReservationsRoutes from './routes.ts';

export const checkinReservationsModule: ServerModule = {
  name: 'checkin-reservations',
  routes: [checkinReservationsRoutes],
};
