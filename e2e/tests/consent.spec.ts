import { expect, test } from '../support/fixtures.ts';
import { openHome } from '../support/navigation.ts';
import { checkScreen } from '../support/screen.ts';

test.use({ answeredCookieDialog: false });

test('the cookie dialog stores the choice with its time and reopens from the footer', async ({ page }) => {
  await openHome(page);
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await checkScreen(page);

  await dialog.getByRole('button', { name: 'Configure' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Required/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Statistics/ }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cookie-consent'))) ?? '{}');
  expect(stored).toMatchObject({ general: true, stats: true, chat: false });
  expect(Date.parse(stored.utc)).toBeGreaterThan(Date.now() - 60_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Cookies' })
    .or(page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }))
    .first()
    .click();
  await expect(dialog).toBeVisible();
});
