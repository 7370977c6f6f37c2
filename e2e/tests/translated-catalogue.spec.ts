import { expect, test } from '../support/fixtures.ts';

/** German demo texts of the catalogue, rooms, team, closures and brand that an English page must not show. */
const GERMAN_DEMO_TEXT =
  /Körperanalyse|Rücken-Check|Tag der offenen Tür|Probetraining|Tageskarte|Kurskarte|Kursraum|Cycling-Raum|Freihantelbereich|Studioleitung|Kurstrainer|Physiotherapeut|Trainingsplanung|Wartung des Saunabereichs|Langhantel|Ganzes Studio|Treffpunkt Empfang|Mobility-Workshop|Kettlebell-Masterclass|Kontakt|Unsere App|Karriere/;

/** The browser asks for German: what the visitor chooses in the portal must win. */
test.use({ locale: 'de-DE' });

test('a visitor switches a German browser to English and reads the studio, its schedule and its events in English', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /Kraftwerk Berlin Mitte/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kraftwerk Berlin Mitte' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en-GB');

  await expect(page.getByRole('region', { name: 'Our team' }).getByText('Studio manager')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming closures' })).toContainText('Maintenance of the sauna area');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(GERMAN_DEMO_TEXT);

  await page
    .getByRole('region', { name: 'Offers at a glance' })
    .getByRole('link', { name: /^Courses/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(
    page.getByText(/Studio 1|Studio 2|Cycling room|Functional area|Free-weights area|Online \(live stream\)/).first(),
  ).toBeVisible();
  await expect(page.locator('body')).not.toContainText(GERMAN_DEMO_TEXT);

  await page.goBack();
  await page
    .getByRole('region', { name: 'Offers at a glance' })
    .getByRole('link', { name: /^Events/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open House Day' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mobility Workshop' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(GERMAN_DEMO_TEXT);
});
