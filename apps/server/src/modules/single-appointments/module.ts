import type { ServerModule } from '../../lib/server-module.ts';
import singleAppointmentRoutes from './routes.ts';

/** Single appointments: benefits booked as a free slot with one employee (the slot booking is the booking core's). */
export const singleAppointmentsModule: ServerModule = {
  name: 'single-appointments',
  routes: [singleAppointmentRoutes],
};
