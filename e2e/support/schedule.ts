import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { openStudioSection } from './navigation.ts';
import { checkScreen } from './screen.ts';

/**
 * The studio's course schedule on tomorrow's day, reached by the studio's navigation: every class of it is far enough
 * ahead that a journey can book, pay or cancel it before it starts or closes, whatever the time of day.
 */
export async function openTomorrowsClasses(page: Page): Promise<void> {
  await openStudioSection(page, 'Courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const dayView = page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Day' });
  if ((await dayView.getAttribute('aria-checked')) !== 'true') await dayView.click();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await checkScreen(page);
}

/**
 * The schedule some days ahead, tomorrow's at the least, paged to by the day view's Next day: journeys that run at once
 * and count the places of one class each take a day of their own (their lane's), so each sees only its own bookings.
 */
export async function openClassesDaysAhead(page: Page, days: number): Promise<void> {
  await openTomorrowsClasses(page);
  for (let day = 1; day < days; day += 1) {
    const shown = new URL(page.url()).searchParams.get('date') ?? '';
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).not.toHaveURL(new RegExp(`[?&]date=${shown}`));
    await expect(
      page
        .getByRole('heading', { level: 3 })
        .or(page.getByText(/^No courses are scheduled/))
        .first(),
    ).toBeVisible();
  }
}

/** The Book (or Join waiting list) button of a class on the shown schedule: the day's last date of that class. */
export function scheduleButton(page: Page, label: RegExp): Locator {
  return page.getByRole('button', { name: label }).last();
}

/**
 * Chooses a class on the day view, the day's last date of it, paging on day by day while the shown day has none
 * (a class of the weekly plan is on some days only); answers the flow's appointment id, from the address it opens.
 */
export async function chooseClass(page: Page, label: RegExp): Promise<number> {
  const button = scheduleButton(page, label);
  const next = page.getByRole('button', { name: 'Next day' });
  for (let day = 0; day < 6 && !(await button.isVisible()); day += 1) {
    await next.click();
    await expect(
      page
        .getByRole('heading', { level: 3 })
        .or(page.getByText(/^No courses are scheduled/))
        .first(),
    ).toBeVisible();
  }
  await expect(button).toBeVisible();
  await button.click();
  await expect(page).toHaveURL(/\/booking\/course\/\d+/);
  return Number(/\/booking\/course\/(\d+)/.exec(page.url())?.[1]);
}
