import { displayWebsite, phoneHref, websiteHref } from './contact-links.ts';
import { type AddressLines, addressLines, formatAddress } from './format-address.ts';
import type { PublicStudio } from './studio-context.ts';

export interface StudioDetails {
  /** One line: street and locality in the studio country's order. */
  address: string;
  lines: AddressLines;
  email: { value: string; href: string } | null;
  phone: { value: string; href: string } | null;
  /** Only http(s) websites; `value` is the address as people say it. */
  website: { value: string; href: string } | null;
}

function contactValue(studio: PublicStudio, type: 'PHONE' | 'WEBSITE' | 'EMAIL'): string | null {
  return studio.contacts.find((contact) => contact.type === type)?.value.trim() || null;
}

/** The address and the first contact of each type (PHONE, WEBSITE, EMAIL) as links, for the frame's studio blocks. */
export function studioDetails(studio: PublicStudio): StudioDetails {
  const email = contactValue(studio, 'EMAIL');
  const phone = contactValue(studio, 'PHONE');
  const websiteValue = contactValue(studio, 'WEBSITE');
  const website = websiteValue ? websiteHref(websiteValue) : null;
  return {
    address: formatAddress(studio.address, studio.studioProperties),
    lines: addressLines(studio.address, studio.studioProperties),
    email: email ? { value: email, href: `mailto:${email}` } : null,
    phone: phone ? { value: phone, href: phoneHref(phone) } : null,
    website: website ? { value: displayWebsite(website), href: website } : null,
  };
}
