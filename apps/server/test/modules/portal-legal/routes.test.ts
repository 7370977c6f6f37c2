import { type PortalLegalDocument, portalLegalDocuments } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const LEGAL = '/v1/public/portal-legal';

describe('GET /v1/public/portal-legal/{document}', () => {
  it.each(portalLegalDocuments)('answers %s in German and English', async (document) => {
    const german = (await t.request(`${LEGAL}/${document}?locale=de-DE`)).json<PortalLegalDocument>();
    const english = (await t.request(`${LEGAL}/${document}?locale=en_GB`)).json<PortalLegalDocument>();
    expect(german).toMatchObject({ document, locale: 'de', lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(english).toMatchObject({ document, locale: 'en' });
    expect(german.title).not.toBe(english.title);
    expect(german.html).toContain('<h2>');
    expect(english.html).toContain('Motus Digital GmbH');
  });

  it('reads the language from Accept-Language and answers English for one it does not publish in', async () => {
    const byHeader = await t.request({ url: `${LEGAL}/IMPRINT`, headers: { 'accept-language': 'de-AT,de;q=0.9' } });
    expect(byHeader.json<PortalLegalDocument>()).toMatchObject({ locale: 'de', title: 'Impressum' });
    const french = await t.request(`${LEGAL}/PRIVACY?locale=fr-FR`);
    expect(french.json<PortalLegalDocument>()).toMatchObject({ locale: 'en', title: 'Privacy policy' });
  });

  it.each(['COOKIES', 'imprint', 'IMPRINT?locale=xx-'])('refuses %s with 400', async (path) => {
    expect((await t.request(`${LEGAL}/${path}`)).statusCode).toBe(400);
  });
});
