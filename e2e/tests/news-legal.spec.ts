import { encodeStudioUuid } from '@motus/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

const berlin = encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 });
const austin = encodeStudioUuid({ tenant: 'lonestar', organizationUnitId: 1530003001 });

test('a visitor reads the news of a demo studio and opens one item', async ({ page }) => {
  await page.goto(`/studio/${berlin}/news?locale=en-GB`);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(4);
  await expect(titles.first()).toHaveText('New equipment on the gym floor');
  await expect(page.getByRole('main').locator('img[src="/demo/images/news/new-equipment.svg"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New equipment on the gym floor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New equipment on the gym floor' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/twelve new strength stations/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]newsId=\d+/);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/newsId=/);
});

test('a news item can be linked', async ({ page }) => {
  await page.goto(`/studio/${berlin}/news?locale=de-DE`);
  await page.getByRole('link', { name: 'Neuer Kursplan ab nächstem Monat' }).click();
  await expect(page).toHaveURL(/newsId=\d+/);
  const link = page.url();

  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Neuer Kursplan ab nächstem Monat' })).toBeVisible();
});

test('a studio legal page shows the studio’s text, and an external one offers its link', async ({ page }) => {
  await page.goto(`/studio/${berlin}/studio-imprint?locale=de-DE`);
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Vertreten durch: Jana Albrecht')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/studio/${austin}/studio-privacy?locale=en-US`);
  const link = page.getByRole('link', { name: /Open Privacy policy/ });
  await expect(link).toHaveAttribute('href', 'https://lonestar-athletic.example/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
});

test('the portal’s imprint and cookie pages', async ({ page }) => {
  await page.goto('/imprint?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Motus Digital GmbH/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^Last updated:/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/cookies?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'motus_session' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
});
