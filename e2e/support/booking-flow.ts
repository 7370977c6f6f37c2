import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { checkScreen } from './screen.ts';

/** From the flow's start to its summary: through the options when there are several, else the flow skips them. */
export async function toSummary(page: Page): Promise<void> {
  const summary = page.getByRole('heading', { level: 1, name: 'Check and book' });
  const choose = page.getByRole('heading', { level: 1, name: 'How would you like to book?' });
  await expect(summary.or(choose)).toBeVisible();
  if (await choose.isVisible()) {
    await checkScreen(page);
    await page
      .getByRole('link', { name: /^Choose / })
      .first()
      .click();
  }
  await expect(summary).toBeVisible();
  await checkScreen(page);
}

/** Books on the summary and waits for the success page; answers the booked place's id (the success path's end). */
export async function bookOnSummary(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your place is booked' })).toBeVisible();
  await checkScreen(page);
  const id = /\/success\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(id, 'the success page names the booked place').toBeDefined();
  return id ?? '';
}

/**
 * Gives a place booked by a journey back, so the desktop and mobile runs find the same free dates. It is clean-up,
 * not the journey: a refusal (say, a cancellation deadline the clock has just passed) is reported, not failed.
 */
export async function cancelBookedPlace(page: Page, id: string): Promise<void> {
  const response = await page.request.delete(`/v1/aggregated/calendaritems/${id}`, {
    headers: { 'x-client-type': 'WEB', origin: new URL(page.url()).origin },
  });
  if (!response.ok()) console.warn(`clean-up: place ${id} not cancelled: ${await response.text()}`);
}
