import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The language the journeys read the portal in. */
export const LOCALE = 'en-GB';

/**
 * The start page: the one address a journey types (deep links that are themselves under test aside). Extra query
 * parameters choose a brand (`facilityGroup=kraftwerk`) or another language; the portal keeps them on every page.
 */
export async function openHome(page: Page, query = `locale=${LOCALE}`): Promise<void> {
  await page.goto(`/?${query}`);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The studio page's heading: its name. */
export function studioHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/**
 * From the start page to a studio, as a visitor goes: its entry in the finder's list. A member whose studio the start
 * page opens by itself (spec 000 section 2.5) is there already.
 */
export async function openStudio(page: Page, name: string, query?: string): Promise<void> {
  await openHome(page, query);
  const heading = studioHeading(page, name);
  const result = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${escaped(name)}`) })
    .first();
  await expect(heading.or(result)).toBeVisible({ timeout: 20_000 });
  if (!(await heading.isVisible())) await result.click();
  await expect(heading).toBeVisible();
}

/** Whether the page shows the phone's header (burger menu) rather than the tab row (spec 002: mobile up to 767). */
export function onPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * A section of the studio by its navigation, in the page's language: the tab row of the header on larger screens, the
 * burger menu on a phone.
 */
export async function openStudioSection(page: Page, name: string): Promise<void> {
  if (!onPhone(page)) {
    await page.getByRole('banner').getByRole('navigation').getByRole('link', { name, exact: true }).click();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name, exact: true }).click();
  await expect(menu).toBeHidden();
}

/** One of the studio's offers from its page's "Offers at a glance" (events, vouchers and the others). */
export async function openStudioOffer(page: Page, name: string): Promise<void> {
  const offers = page.getByRole('region', { name: 'Offers at a glance' });
  await offers.getByRole('link', { name: new RegExp(`^${escaped(name)}`) }).click();
}

/** A page of the account menu (My bookings, My check-in reservations, My payments, Settings). */
export async function openAccountPage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The account menu's My contracts: the Contracts page on the current ones. */
export async function openMyContracts(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'My contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
}

/** The footer's link of that name (the legal pages, the portal's pages). */
export async function openFooterLink(page: Page, name: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}
