import type { ServerModule } from '../lib/server-module.ts';
import { bookingModule } from './booking/index.ts';
import { catalogModule } from './catalog/index.ts';
import { checkinReservationsModule } from './checkin-reservations/index.ts';
import { commerceModule } from './commerce/index.ts';
import { contentModule } from './content/index.ts';
import { contractCancellationModule } from './contract-cancellation/index.ts';
import { contractsModule } from './contracts/index.ts';
import { coursesModule } from './courses/index.ts';
import { customerCenterModule } from './customer-center/index.ts';
import { customersModule } from './customers/index.ts';
import { demoImagesModule } from './demo-images/index.ts';
import { employeesModule } from './employees/index.ts';
import { eventLoggingModule } from './event-logging/index.ts';
import { eventsModule } from './events/index.ts';
import { healthModule } from './health/index.ts';
import { identityModule } from './identity/index.ts';
import { mailModule } from './mail/index.ts';
import { newsModule } from './news/index.ts';
import { placesModule } from './places/index.ts';
import { portalLegalModule } from './portal-legal/index.ts';
import { pspModule } from './psp/index.ts';
import { ratingsModule } from './ratings/index.ts';
import { referenceModule } from './reference/index.ts';
import { singleAppointmentsModule } from './single-appointments/index.ts';
import { studiosModule } from './studios/index.ts';
import { tenantsModule } from './tenants/index.ts';
import { translationsModule } from './translations/index.ts';
import { trialsModule } from './trials/index.ts';
import { utilizationModule } from './utilization/index.ts';
import { whitelabelModule } from './whitelabel/index.ts';

/**
 * Every server module, in the order app.ts registers their routes and the job runner starts their jobs. A new module
 * adds itself here and nowhere else (docs/architecture.md, "Adding a module").
 */
export const serverModules: readonly ServerModule[] = [
  pspModule,
  healthModule,
  referenceModule,
  translationsModule,
  whitelabelModule,
  tenantsModule,
  studiosModule,
  bookingModule,
  coursesModule,
  singleAppointmentsModule,
  eventsModule,
  trialsModule,
  checkinReservationsModule,
  placesModule,
  ratingsModule,
  utilizationModule,
  newsModule,
  portalLegalModule,
  employeesModule,
  contentModule,
  eventLoggingModule,
  identityModule,
  customerCenterModule,
  customersModule,
  mailModule,
  catalogModule,
  commerceModule,
  contractsModule,
  contractCancellationModule,
  demoImagesModule,
];
