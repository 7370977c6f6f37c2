import { bookOnSummary, cancelBookedPlace, toSummary } from '../support/booking-flow.ts';
import { expect, test } from '../support/fixtures.ts';
import { openStudio, openStudioSection } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';
import { logIn } from '../support/session.ts';

test('a member picks a personal-training slot by day and trainer and books it through the flow', {
  tag: '@mobile',
}, async ({ page, lane }) => {
  test.setTimeout(120_000);
  // Anna: her personal-training card covers the slot (no customer of the seed to spare has one).
  await logIn(page);

  await openStudio(page, 'Kraftwerk Berlin Mitte');
  await openStudioSection(page, 'Appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Personal Training' }) });
  await expect(card.getByText('Covered by your plan')).toBeVisible();
  await checkScreen(page);
  await card.getByRole('link', { name: /Choose a time/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Personal Training' })).toBeVisible();
  await expect(page).toHaveURL(/\/appointment\/\d+/);
  const benefitId = /\/appointment\/(\d+)/.exec(page.url())?.[1];

  // The third day offered (a day later in the second worker, so that two runs at once never want Anna's same slot):
  // the day goes into the path, and a place that day can still be cancelled (a day's notice).
  const days = page.getByRole('button', { name: /Free slots: [1-9]/ });
  await days.nth(2 + lane.index).click();
  await expect(page).toHaveURL(/\/appointment\/\d+\/%7B%22date%22/);
  const trainer = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  const trainerName = ((await trainer.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await page.getByRole('group', { name: 'Trainers' }).getByRole('button', { name: trainerName }).click();
  await expect(page).toHaveURL(/employeeIds/);
  const filtered = page.url();
  await checkScreen(page);

  // The address keeps the day and the trainer: a reload (or a shared link) shows the same slots.
  await page.reload();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole('button', { name: trainerName, pressed: true })).toBeVisible();
  const slot = page.getByRole('region', { name: trainerName }).getByRole('button').first();
  await expect(slot).toBeVisible();
  await expect(page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(1);

  await slot.click();
  await expect(page).toHaveURL(new RegExp(`/booking/appointment/${benefitId}(/|\\?|$)`));
  await toSummary(page);
  await expect(page.getByText(trainerName).first()).toBeVisible();
  await cancelBookedPlace(page, await bookOnSummary(page));
});
