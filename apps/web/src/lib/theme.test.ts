import type { WhitelabelConfig, WhitelabelStyle } from '@motus/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFavicon, applyTheme, isValidColour, themeVariables } from './theme.ts';

const emptyStyle: WhitelabelStyle = {
  backgroundColor: null,
  backgroundColor2: null,
  footerColor: null,
  textColor: null,
  hrColor: null,
  topbarColor: null,
  headerColor: null,
  topbarTextColor: null,
  headerTextColor: null,
  highlightColor: null,
  highlightTextColor: null,
  errorColor: null,
  slotColor: null,
  slotSelectedColor: null,
  title: null,
  faviconBaseUrl: null,
  headerLogoUrl: null,
};

function brand(accountContext: string, style: Partial<WhitelabelStyle>): WhitelabelConfig {
  return {
    id: 2,
    name: 'Test brand',
    platformName: 'Test',
    tenantName: 'test',
    publicFacilityGroup: 'test',
    brandIdentifier: 'TEST',
    accountContext,
    context: 'TEST',
    legalEntity: null,
    legalEntityAddress: null,
    hideSupportUrl: false,
    style: { ...emptyStyle, ...style },
    texts: {
      title: null,
      imprint: null,
      contactLinkText: null,
      contactLinkUrl: null,
      imprintLinkUrl: null,
      legalDocumentsLinks: { privacyPolicy: null, termsAndConditions: null },
    },
  };
}

describe('isValidColour', () => {
  it.each([
    '#fff',
    '#FFF',
    '#c2410c',
    '#C2410C80',
    'rgb(13, 110, 99)',
    'rgba(13, 110, 99, 0.5)',
    'rgba(13,110,99,.5)',
    'rgb(100%, 50%, 0%)',
    'rgb(13 110 99)',
    'rgb(13 110 99 / 50%)',
    'white',
    'RebeccaPurple',
    ' #abc ',
  ])('accepts %s', (value) => {
    expect(isValidColour(value)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    '#ff',
    '#ffff',
    '#fffff',
    '#ggg',
    'rgb(256, 0, 0)',
    'rgb(0, 0)',
    'rgba(0, 0, 0, 2)',
    'rgb(101%, 0%, 0%)',
    'hsl(120, 50%, 50%)',
    'red; background: url(https://evil.example)',
    'rgb(0,0,0);color:red',
    'var(--x)',
    'light blue',
    'url(x)',
    'rgb(1, 2, 3) !important',
  ])('refuses %s', (value) => {
    expect(isValidColour(value)).toBe(false);
  });
});

describe('themeVariables', () => {
  it('maps valid style colours to custom properties and drops invalid ones', () => {
    const variables = themeVariables({
      ...emptyStyle,
      highlightColor: 'rgb(13, 110, 99)',
      headerColor: '#1d1f24',
      highlightTextColor: 'white',
      errorColor: 'expression(alert(1))',
      title: 'Not a colour',
    });
    expect(variables).toEqual({
      '--color-highlight': 'rgb(13, 110, 99)',
      '--color-header': '#1d1f24',
      '--color-highlight-text': 'white',
    });
  });
});

describe('applyTheme', () => {
  const root = document.createElement('div');

  afterEach(() => root.removeAttribute('style'));

  it('sets the colours of a brand with a standard account context', () => {
    applyTheme(brand('MY_SPORTS', { highlightColor: '#c2410c', footerColor: 'black' }), root);
    expect(root.style.getPropertyValue('--color-highlight')).toBe('#c2410c');
    expect(root.style.getPropertyValue('--color-footer')).toBe('black');
  });

  it('keeps the default look for a custom account context', () => {
    applyTheme(brand('LONE_STAR_ATHLETIC', { highlightColor: '#1e40af' }), root);
    expect(root.style.getPropertyValue('--color-highlight')).toBe('');
  });

  it('clears the colours of the previous brand', () => {
    applyTheme(brand('FIT_X', { highlightColor: '#c2410c', headerColor: '#000' }), root);
    applyTheme(brand('RSG_GROUP', { highlightColor: '#0d6e63' }), root);
    expect(root.style.getPropertyValue('--color-highlight')).toBe('#0d6e63');
    expect(root.style.getPropertyValue('--color-header')).toBe('');
    applyTheme(null, root);
    expect(root.style.getPropertyValue('--color-highlight')).toBe('');
  });
});

describe('applyFavicon', () => {
  it("points the page's icon at the brand favicon, and back to the default", () => {
    const head = document.createElement('head');
    applyFavicon('/demo/kraftwerk-favicon.svg', head);
    const link = head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(link?.getAttribute('href')).toBe('/demo/kraftwerk-favicon.svg');
    applyFavicon(null, head);
    expect(link?.getAttribute('href')).toBe('/favicon.svg');
  });
});
