import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioPath } from '../../lib/studio-route.ts';
import {
  BRAND,
  berlinRoutes,
  connectedUser,
  LEGAL_INFOS,
  MEMBER_FEATURES,
  MEMBER_MENU,
  PUBLIC_FEATURES,
} from '../../test/app-test-kit.ts';
import { berlinStudio, kraftwerkBrand, lonestarBrand } from '../../test/demo-data.ts';
import { ALL_MENU_ENTRIES, installFakeServer, json } from '../../test/fake-server.ts';
import { renderApp, resetApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

const berlin = studioPath(berlinStudio().studioUuid);

async function studioLegalNav() {
  return within(await screen.findByRole('navigation', { name: 'Legal information of the studio' }));
}

/** The Berlin studio for a member, whose menu offers the contract screen (the CONTRACT permission). */
function memberRoutes(onlineCancellationEnabled: boolean) {
  const studio = { ...berlinStudio(), onlineCancellationEnabled };
  return {
    ...berlinRoutes(connectedUser()),
    [`/studio-api/nox/public/v1/studios/${studio.id}`]: () => json(studio),
    [MEMBER_MENU]: () => json(ALL_MENU_ENTRIES),
    [MEMBER_FEATURES]: () => json({}),
    '/studio-api/nox/v1/customercenter/config': () => json({ paymentSignatureRequired: false, permissions: [] }),
    [LEGAL_INFOS]: () => json({ activeLegalInfos: [{ type: 'IMPRINT', text: '<p>Imprint</p>', externalUrl: false }] }),
  };
}

describe('footer', () => {
  it("offers 'Cancel memberships here' to a member with CONTRACT where the studio cancels online", async () => {
    installFakeServer(memberRoutes(true));
    await renderApp(`${berlin}?locale=en-GB`);

    const nav = await studioLegalNav();
    const link = await nav.findByRole('link', { name: 'Cancel memberships here' });
    expect(link.getAttribute('href')).toBe(`${berlin}/contract?locale=en-GB&cancel=1`);
  });

  it("leaves 'Cancel memberships here' out where the studio does not cancel online", async () => {
    installFakeServer(memberRoutes(false));
    await renderApp(`${berlin}?locale=en-GB`);

    const nav = await studioLegalNav();
    expect(await nav.findByRole('link', { name: 'Studio imprint' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Cancel memberships here' })).not.toBeInTheDocument();
  });

  it("links the studio's legal infos: its own pages, external ones in a new tab, accessibility falling back home", async () => {
    installFakeServer({
      ...berlinRoutes(),
      [LEGAL_INFOS]: () =>
        json({
          activeLegalInfos: [
            { type: 'GENERAL_TERMS', text: '<p>Terms</p>', externalUrl: false },
            { type: 'IMPRINT', text: '<p>Imprint</p>', externalUrl: false },
            { type: 'PRIVACY', text: 'https://kraftwerk-fitness.example/privacy', externalUrl: true },
            { type: 'REVOCATION_TERMS', text: '<p>Revocation</p>', externalUrl: false },
            { type: 'ACCESSIBILITY_STATEMENTS', text: '<p>Accessible</p>', externalUrl: false },
          ],
        }),
    });
    await renderApp(`${berlin}?locale=en-GB`);

    const nav = await studioLegalNav();
    await waitFor(() => expect(nav.getAllByRole('link')).toHaveLength(5));
    const href = (name: string | RegExp) => nav.getByRole('link', { name }).getAttribute('href');
    expect(href('Studio terms and conditions')).toBe(`${berlin}/studio-terms-and-conditions?locale=en-GB`);
    expect(href('Studio imprint')).toBe(`${berlin}/studio-imprint?locale=en-GB`);
    expect(href('Revocation policy')).toBe(`${berlin}/studio-revocation?locale=en-GB`);
    expect(href('Accessibility statement')).toBe('/?locale=en-GB');
    const privacy = nav.getByRole('link', { name: /Studio privacy policy/ });
    expect(privacy).toHaveAttribute('href', 'https://kraftwerk-fitness.example/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');
  });

  it('shows the single default imprint when the LEGAL_INFOS feature is off', async () => {
    installFakeServer({
      ...berlinRoutes(),
      [PUBLIC_FEATURES]: () => json({ LEGAL_INFOS: false }),
      [LEGAL_INFOS]: () =>
        json({ activeLegalInfos: [{ type: 'PRIVACY', text: '<p>Privacy</p>', externalUrl: false }] }),
    });
    await renderApp(`${berlin}?locale=en-GB`);

    const nav = await studioLegalNav();
    await waitFor(() => expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Studio imprint']));
  });

  it("lists the portal's links: contact only for a white-label brand, Support unless the brand hides it", async () => {
    installFakeServer({ [BRAND]: () => json(kraftwerkBrand()) });
    await renderApp('/imprint?locale=en-GB');

    const nav = within(await screen.findByRole('navigation', { name: 'Portal information' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Kontakt',
      'Imprint',
      'Privacy policy',
      'T&C',
      'Cookies',
    ]);
  });

  it("credits 'A service of' Motus without a brand and for a styled brand, not for one without styling", async () => {
    installFakeServer({});
    const first = await renderApp('/imprint?locale=en-GB');
    expect(await screen.findByRole('img', { name: 'Motus' })).toBeInTheDocument();
    expect(screen.getByText('A service of')).toBeInTheDocument();
    first.unmount();

    installFakeServer({ [BRAND]: () => json(lonestarBrand()) });
    await renderApp('/imprint?locale=en-GB');
    await screen.findByText('© 2026 Lone Star Athletic Club LLC'.replace('2026', String(new Date().getFullYear())));
    expect(screen.queryByText('A service of')).not.toBeInTheDocument();
  });

  it('switches the language and keeps it in the locale query parameter', async () => {
    installFakeServer({});
    const { router } = await renderApp('/imprint?locale=en-GB');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'Deutsch');

    await waitFor(() => expect(router.state.location.search).toBe('?locale=de-DE'));
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Deutsch',
      'English (UK)',
      'English (US)',
      'Español',
      'Français',
      'Italiano',
      'Nederlands',
      'Magyar',
    ]);
  });

  it('offers a member the languages the server answers for the studio, and the one in use', async () => {
    installFakeServer({
      ...memberRoutes(true),
      '/studio-api/nox/v1/translation/locales': () =>
        json({ multiLanguageSupport: false, translationLocales: ['de_DE', 'fr_FR'], studioLocale: 'de_DE' }),
    });
    await renderApp(`${berlin}?locale=en-GB`);

    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() =>
      expect(
        within(switcher)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Deutsch', 'English (UK)']),
    );
  });
});
