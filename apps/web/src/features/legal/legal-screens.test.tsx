import type { PortalLegalDocument } from '@motus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { berlinStudio, kraftwerkBrand } from '../../test/demo-data.ts';
import { installFakeServer, json, notFound, type Route, requestTo } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

const studio = berlinStudio();
const LEGAL_API = '/studio-api/nox/public/v1/legalinfo';
const PORTAL_API = '/v1/public/portal-legal';
const NO_BRAND = { '/whitelabelconfigs/web': () => notFound('WHITELABEL_CONFIG_NOT_FOUND') };

function serve(routes: Record<string, Route>) {
  return installFakeServer({
    ...NO_BRAND,
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    ...routes,
  });
}

function studioPage(page: string): string {
  return `${studioPath(studio.studioUuid)}/${page}`;
}

function portalDocument(overrides: Partial<PortalLegalDocument> = {}): PortalLegalDocument {
  return {
    document: 'IMPRINT',
    locale: 'en',
    title: 'Legal notice',
    html: '<h2>Information</h2><p>Motus Digital GmbH<br>Leipzig</p>',
    lastUpdated: '2025-01-15',
    ...overrides,
  };
}

beforeEach(() => {
  cookieConsent.consent.set({ general: true, stats: true, chat: false, utc: '2025-01-01T00:00:00.000Z' });
  cookieConsent.open.set(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

describe('studio legal pages', () => {
  it('shows the studio’s text, sanitized, in the visitor’s language', async () => {
    const fetch = serve({
      [`${LEGAL_API}/IMPRINT`]: () =>
        json({
          type: 'IMPRINT',
          text: '<h2>Legal notice</h2><p>Kraftwerk Fitness GmbH</p><script>window.hacked = true</script>',
          externalUrl: false,
        }),
    });

    await renderApp(studioPage('studio-imprint'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(await screen.findByText('Kraftwerk Fitness GmbH')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Legal notice' })).toBeInTheDocument();
    expect(document.querySelector('main script, article script')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(studio.name);
    await waitFor(() => expect(document.title).toBe('Motus | Imprint'));
    const url = new URL(requestTo(fetch, `${LEGAL_API}/IMPRINT`)?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ studioId: String(studio.id), locale: 'en_US' });
  });

  it('keeps the line breaks of a plain text', async () => {
    serve({
      [`${LEGAL_API}/GENERAL_TERMS`]: () =>
        json({ type: 'GENERAL_TERMS', text: '1. Train.\n2. Smile.', externalUrl: false }),
    });

    await renderApp(studioPage('studio-terms-and-conditions'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(await screen.findByText(/1\. Train\.\s+2\. Smile\./)).toBeInTheDocument();
  });

  it('offers an external text as a link that opens in a new tab', async () => {
    serve({
      [`${LEGAL_API}/PRIVACY`]: () =>
        json({ type: 'PRIVACY', text: 'https://kraftwerk.example/privacy', externalUrl: true }),
    });

    await renderApp(studioPage('studio-privacy'));

    const link = await screen.findByRole('link', { name: /^Open Privacy policy ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://kraftwerk.example/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('The studio publishes this text on its own website.')).toBeInTheDocument();
  });

  it('says when the studio has no such text, and links back to the studio', async () => {
    serve({ [`${LEGAL_API}/REVOCATION_TERMS`]: () => notFound('LEGAL_INFO_NOT_FOUND') });

    await renderApp(studioPage('studio-revocation'));

    expect(await screen.findByText('This studio has not published this text in the portal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the studio' })).toHaveAttribute(
      'href',
      studioPath(studio.studioUuid),
    );
  });

  it('asks for nothing when the studio has switched its legal infos off', async () => {
    const fetch = serve({ '/studio-api/nox/public/v1/feature': () => json({ LEGAL_INFOS: false }) });

    await renderApp(studioPage('studio-imprint'));

    expect(await screen.findByText('This studio has not published this text in the portal.')).toBeInTheDocument();
    expect(requestTo(fetch, `${LEGAL_API}/IMPRINT`)).toBeUndefined();
  });

  it('treats an external text that is no web address as none', async () => {
    serve({
      [`${LEGAL_API}/PRIVACY`]: () => json({ type: 'PRIVACY', text: 'javascript:alert(1)', externalUrl: true }),
    });

    await renderApp(studioPage('studio-privacy'));

    expect(await screen.findByText('This studio has not published this text in the portal.')).toBeInTheDocument();
  });
});

describe('portal legal pages', () => {
  it('shows the operator’s document with the day it took effect', async () => {
    const fetch = serve({ [`${PORTAL_API}/TERMS`]: () => json(portalDocument({ document: 'TERMS' })) });

    await renderApp('/agb');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(await screen.findByText('Last updated: January 15, 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Information' })).toBeInTheDocument();
    expect(screen.queryByText(/not available in your language/)).not.toBeInTheDocument();
    expect(new URL(requestTo(fetch, `${PORTAL_API}/TERMS`)?.url ?? '').searchParams.get('locale')).toBe('en-US');
  });

  it('says in which language a document is shown when it does not exist in the visitor’s', async () => {
    serve({ [`${PORTAL_API}/AGREEMENT`]: () => json(portalDocument({ document: 'AGREEMENT' })) });

    await renderApp('/artikel-26?locale=fr-FR');

    expect(await screen.findByRole('heading', { level: 1, name: /Responsabilité conjointe/ })).toBeInTheDocument();
    expect(
      await screen.findByText("Ce texte n'est pas disponible dans votre langue. Il est affiché en anglais."),
    ).toBeInTheDocument();
  });

  it('puts a white-label brand’s imprint first and Motus after it as the technical provider', async () => {
    const config = kraftwerkBrand();
    config.texts.imprint = '<p>Kraftwerk Fitness GmbH<br>Torstraße 112</p>';
    installFakeServer({
      '/whitelabelconfigs/web': () => json(config),
      [`${PORTAL_API}/IMPRINT`]: () => json(portalDocument()),
    });

    await renderApp('/imprint?facilityGroup=kraftwerk');

    const brand = await screen.findByRole('region', { name: 'Provider of this portal' });
    expect(brand).toHaveTextContent('Kraftwerk Fitness GmbHTorstraße 112');
    const provider = screen.getByRole('region', { name: 'Technical service provider' });
    expect(await within(provider).findByText(/Motus Digital GmbH/)).toBeInTheDocument();
  });

  it('lists the error of a failed load, with a retry', async () => {
    serve({
      [`${PORTAL_API}/PRIVACY`]: () => json({ errorCode: 'FORBIDDEN', errorMessage: 'Nope', traceId: 'abc' }, 403),
    });

    await renderApp('/privacy');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The text could not be loaded.' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('cookies page', () => {
  it('explains the cookies with the current choice and reopens the cookie settings', async () => {
    serve({});

    await renderApp('/cookies');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies' })).toBeInTheDocument();
    const choice = screen.getByRole('region', { name: 'Your choice' });
    expect(within(choice).getByText('(always active)')).toBeInTheDocument();
    expect(within(choice).getByText('(allowed)')).toBeInTheDocument();
    expect(within(choice).getByText('(not allowed)')).toBeInTheDocument();
    const stored = screen.getByRole('region', { name: 'What the portal stores' });
    expect(within(stored).getByRole('rowheader', { name: 'motus_session' })).toBeInTheDocument();

    await userEvent.click(within(choice).getByRole('button', { name: 'Change cookie settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });
});
