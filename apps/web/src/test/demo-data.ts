import { encodeStudioUuid, type Studio, type WhitelabelConfig } from '@motus/contract';

const DAY = 86_400_000;

export function austinStudio(now = Date.now()): Studio {
  return {
    id: 1530003001,
    studioUuid: encodeStudioUuid({ tenant: 'lonestar', organizationUnitId: 1530003001 }),
    name: 'Lone Star Athletic South Congress',
    zoneId: 'America/Chicago',
    magiclineTenant: 'lonestar',
    facilityGroup: 'lonestar',
    magiclineId: 3001,
    studioType: 1,
    currencyCode: 'USD',
    locale: 'en_US',
    logo: '/demo/lonestar-logo.svg',
    address: {
      street: 'South Congress Avenue',
      houseNumber: '1420',
      city: 'Austin',
      zip: '78704',
      zipCode: '78704',
      provinceCode: 'TX',
      country: 'United States',
      countryCode: 'US',
      latitude: 30.25,
      longitude: -97.749,
    },
    contacts: [
      { type: 'WEBSITE', value: 'https://lonestar-athletic.example/south-congress' },
      { type: 'EMAIL', value: 'southcongress@lonestar-athletic.example' },
      { type: 'PHONE', value: '+1 512-555-0142' },
    ],
    studioProperties: { houseNumberFirst: true, hasState: true },
    closingHoursDtos: [
      {
        from: new Date(now - 10 * DAY).toISOString(),
        until: new Date(now - 9 * DAY).toISOString(),
        reason: 'Past inventory day',
      },
      {
        from: new Date(now + 3 * DAY).toISOString(),
        until: new Date(now + 4 * DAY).toISOString(),
        reason: 'Floor renovation',
      },
    ],
    onlineCancellationEnabled: false,
  };
}

export function berlinStudio(): Studio {
  return {
    ...austinStudio(),
    id: 1210001001,
    studioUuid: encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001001 }),
    name: 'Kraftwerk Berlin Mitte',
    zoneId: 'Europe/Berlin',
    magiclineTenant: 'kraftwerk',
    facilityGroup: 'kraftwerk',
    magiclineId: 1001,
    studioType: 0,
    currencyCode: 'EUR',
    locale: 'de_DE',
    logo: '/demo/kraftwerk-logo.svg',
    address: {
      street: 'Torstraße',
      houseNumber: '112',
      city: 'Berlin',
      zip: '10119',
      zipCode: '10119',
      provinceCode: null,
      country: 'Deutschland',
      countryCode: 'DE',
      latitude: 52.529,
      longitude: 13.401,
    },
    contacts: [{ type: 'PHONE', value: '+49 30 2345 6780' }],
    studioProperties: { houseNumberFirst: false, hasState: false },
    closingHoursDtos: [],
  };
}

export function kraftwerkBrand(): WhitelabelConfig {
  return {
    id: 2,
    name: 'Kraftwerk Fitness',
    platformName: 'Kraftwerk Portal',
    tenantName: 'kraftwerk',
    publicFacilityGroup: 'kraftwerk',
    brandIdentifier: 'KRAFTWERK',
    accountContext: 'MY_SPORTS',
    context: 'KRAFTWERK',
    legalEntity: 'Kraftwerk Fitness GmbH',
    legalEntityAddress: 'Torstraße 112, 10119 Berlin, Deutschland',
    hideSupportUrl: true,
    style: {
      backgroundColor: '#f6f4f1',
      backgroundColor2: '#ffffff',
      footerColor: '#1d1f24',
      textColor: '#1d1f24',
      hrColor: '#d9d4cc',
      topbarColor: '#1d1f24',
      headerColor: '#1d1f24',
      topbarTextColor: '#ffffff',
      headerTextColor: '#ffffff',
      highlightColor: '#c2410c',
      highlightTextColor: '#ffffff',
      errorColor: 'url(javascript:alert(1))',
      slotColor: '#fde7d9',
      slotSelectedColor: '#c2410c',
      title: 'Kraftwerk Fitness',
      faviconBaseUrl: '/demo/kraftwerk-favicon.svg',
      headerLogoUrl: '/demo/kraftwerk-logo.svg',
    },
    texts: {
      title: 'Kraftwerk Fitness',
      imprint: null,
      contactLinkText: 'Kontakt',
      contactLinkUrl: 'mailto:service@kraftwerk-fitness.example',
      imprintLinkUrl: null,
      legalDocumentsLinks: { privacyPolicy: null, termsAndConditions: null },
    },
  };
}

/** A brand of a custom account context: its title and logo, but not its colours. */
export function lonestarBrand(): WhitelabelConfig {
  const kraftwerk = kraftwerkBrand();
  return {
    ...kraftwerk,
    id: 77,
    name: 'Lone Star Athletic',
    accountContext: 'LONE_STAR_ATHLETIC',
    context: 'LONE_STAR_ATHLETIC',
    legalEntity: 'Lone Star Athletic Club LLC',
    style: {
      ...kraftwerk.style,
      highlightColor: '#1e40af',
      title: 'Lone Star Athletic',
      faviconBaseUrl: null,
      headerLogoUrl: '/demo/lonestar-logo.svg',
    },
    texts: { ...kraftwerk.texts, title: 'Lone Star Athletic' },
  };
}
