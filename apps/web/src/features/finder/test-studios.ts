import { encodeStudioUuid, type PublicStudio, type StudioPage } from '@motus/contract';
import { json } from '../../test/fake-server.ts';

/** Public studios as the finder's search answers them, for the finder's tests. */
export function publicStudio(
  tenant: string,
  id: number,
  name: string,
  city: { city: string; zip: string; latitude: number; longitude: number },
): PublicStudio {
  return {
    id,
    studioUuid: encodeStudioUuid({ tenant, organizationUnitId: id }),
    alias: name.toLowerCase().replaceAll(' ', '-'),
    name,
    magiclineTenant: tenant,
    facilityGroup: null,
    studioType: 0,
    zoneId: 'Europe/Berlin',
    logoUrl: null,
    website: null,
    email: null,
    address: {
      street: 'Hauptstraße',
      houseNumber: '1',
      city: city.city,
      zip: city.zip,
      zipCode: city.zip,
      provinceCode: null,
      country: 'Deutschland',
      countryCode: 'DE',
      latitude: city.latitude,
      longitude: city.longitude,
    },
    studioProperties: { houseNumberFirst: false, hasState: false },
    categories: [],
    features: [],
    universalCheckIn: false,
    distanceKm: null,
  };
}

export const BERLIN = publicStudio('kraftwerk', 1210001001, 'Kraftwerk Berlin Mitte', {
  city: 'Berlin',
  zip: '10119',
  latitude: 52.529,
  longitude: 13.401,
});
export const MUNICH = publicStudio('kraftwerk', 1210001002, 'Kraftwerk München Schwabing', {
  city: 'München',
  zip: '80802',
  latitude: 48.161,
  longitude: 11.586,
});

export function studioPage(content: PublicStudio[], totalElements = content.length): Response {
  const page: StudioPage = { content, page: 0, size: 20, totalElements };
  return json(page);
}
