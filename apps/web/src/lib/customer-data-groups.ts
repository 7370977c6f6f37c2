import { type CustomerDataGroup, customerDataGroups } from '@motus/contract';

/** One group of the member's own data as self-service shows it: its screen and the permission that shows it. */
export interface CustomerDataPage {
  group: CustomerDataGroup;
  path: string;
  /** The customer configuration's permission to read the group (spec 000 section 6). */
  permission: string;
  titleKey: string;
}

function dataPage(group: CustomerDataGroup, name: string, screen: string): CustomerDataPage {
  return {
    group,
    path: `/customer/${name}`,
    permission: `CUSTOMER_CENTER_${group}_ACTIVE_READ`,
    titleKey: `routes.${screen}`,
  };
}

/** Each group's screen. */
export const CUSTOMER_DATA_PAGE: Readonly<Record<CustomerDataGroup, CustomerDataPage>> = {
  PERSONAL: dataPage('PERSONAL', 'personal', 'customerPersonal'),
  ADDRESS: dataPage('ADDRESS', 'address', 'customerAddress'),
  CONTACT: dataPage('CONTACT', 'contact', 'customerContact'),
  PAYMENT: dataPage('PAYMENT', 'payment', 'customerPayment'),
};

/** The groups in the order the overview, the tabs and the /customer redirect use. */
export const CUSTOMER_DATA_PAGES: readonly CustomerDataPage[] = customerDataGroups.map(
  (group) => CUSTOMER_DATA_PAGE[group],
);

export const SELF_SERVICE_OVERVIEW_PATH = '/selfservice/overview';

/** The groups the member may read, in order. */
export function readableDataPages(can: (permission: string) => boolean): CustomerDataPage[] {
  return CUSTOMER_DATA_PAGES.filter((page) => can(page.permission));
}
