import { expect, test } from '../support/fixtures.ts';
import { openFooterLink, openHome, openStudio, openStudioSection } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';

const BERLIN = 'Kraftwerk Berlin Mitte';

test('a visitor reads the news of a demo studio and opens one item', { tag: '@mobile' }, async ({ page }) => {
  await openStudio(page, BERLIN);
  await openStudioSection(page, 'News');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(4);
  await expect(titles.first()).toHaveText('New equipment on the gym floor');
  await expect(page.getByRole('main').locator('img[src="/demo/images/news/new-equipment.svg"]')).toBeVisible();
  await checkScreen(page);

  await page.getByRole('link', { name: 'New equipment on the gym floor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New equipment on the gym floor' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/twelve new strength stations/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]newsId=\d+/);
  await checkScreen(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/newsId=/);
});

test('a news item can be linked', async ({ page }) => {
  await openStudio(page, BERLIN, 'locale=de-DE');
  await openStudioSection(page, 'Neuigkeiten');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();
  await page.getByRole('link', { name: 'Neuer Kursplan ab nächstem Monat' }).click();
  await expect(page).toHaveURL(/newsId=\d+/);
  const link = page.url();

  // The link itself is under test.
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: 'Neuer Kursplan ab nächstem Monat' })).toBeVisible();
});

test('a studio legal page shows the studio’s text, and an external one offers its link', async ({ page }) => {
  await openStudio(page, BERLIN, 'locale=de-DE');
  await openFooterLink(page, 'Impressum des Studios');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Vertreten durch: Jana Albrecht')).toBeVisible();
  await checkScreen(page);

  await openStudio(page, 'Lone Star Athletic South Congress', 'locale=en-US');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: /^Studio privacy policy/ });
  await expect(footerLink).toHaveAttribute('href', 'https://lonestar-athletic.example/privacy');
  await expect(footerLink).toHaveAttribute('target', '_blank');

  // The footer leads straight to an external text; the portal's page of it, reached by its address, offers the link.
  await page.goto(`${new URL(page.url()).pathname}/studio-privacy?locale=en-US`);
  const link = page.getByRole('link', { name: /Open Privacy policy/ });
  await expect(link).toHaveAttribute('href', 'https://lonestar-athletic.example/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
  await checkScreen(page);
});

test('the portal’s imprint and cookie pages', async ({ page }) => {
  await openHome(page);
  await openFooterLink(page, 'Imprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Motus Digital GmbH/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/^Last updated:/)).toBeVisible();
  await checkScreen(page);

  // The footer's Cookies reopens the dialog; its page is where that link leads opened in a new tab.
  await page.goto('/cookies?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'motus_session' })).toBeVisible();
  await checkScreen(page);
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
});
