import type { ServerModule } from '../lib/server-module.ts';
import { accountStatementModule } from './account-statement/module.ts';
import { bookingModule } from './booking/module.ts';
import { catalogModule } from './catalog/module.ts';
import { checkinReservationsModule } from './checkin-reservations/module.ts';
import { commerceModule } from './commerce/module.ts';
import { consumptionCreditModule } from './consumption-credit/module.ts';
import { contentModule } from './content/module.ts';
import { contractCancellationModule } from './contract-cancellation/module.ts';
import { contractsModule } from './contracts/module.ts';
import { coursesModule } from './courses/module.ts';
import { customerCenterModule } from './customer-center/module.ts';
import { customerDataModule } from './customer-data/module.ts';
import { customersModule } from './customers/module.ts';
import { dataPrivacyModule } from './data-privacy/module.ts';
import { demoImagesModule } from './demo-images/module.ts';
import { employeesModule } from './employees/module.ts';
import { eventLoggingModule } from './event-logging/module.ts';
import { eventsModule } from './events/module.ts';
import { healthModule } from './health/module.ts';
import { identityModule } from './identity/module.ts';
import { idlePeriodsModule } from './idle-periods/module.ts';
import { invoicesModule } from './invoices/module.ts';
import { mailModule } from './mail/module.ts';
import { newsModule } from './news/module.ts';
import { placesModule } from './places/module.ts';
import { portalLegalModule } from './portal-legal/module.ts';
import { pspModule } from './psp/module.ts';
import { ratingsModule } from './ratings/module.ts';
import { referenceModule } from './reference/module.ts';
import { singleAppointmentsModule } from './single-appointments/module.ts';
import { staffModule } from './staff/module.ts';
import { studiosModule } from './studios/module.ts';
import { tenantsModule } from './tenants/module.ts';
import { translationsModule } from './translations/module.ts';
import { trialsModule } from './trials/module.ts';
import { utilizationModule } from './utilization/module.ts';
import { whitelabelModule } from './whitelabel/module.ts';

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
  customerDataModule,
  accountStatementModule,
  consumptionCreditModule,
  dataPrivacyModule,
  idlePeriodsModule,
  invoicesModule,
  staffModule,
  demoImagesModule,
];
