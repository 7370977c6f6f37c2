import type { StudioAddress } from '@motus/contract';

/** The studio's address rules (studioProperties): US studios put the house number first and show a state. */
export interface AddressRules {
  houseNumberFirst: boolean;
  hasState: boolean;
}

export interface AddressLines {
  street: string;
  locality: string;
}

function joined(parts: readonly (string | null | undefined)[], separator: string): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);
}

/** 'Torstraße 112' / '10119 Berlin', or '1420 South Congress Avenue' / 'Austin, TX 78704'. */
export function addressLines(address: StudioAddress, rules: AddressRules): AddressLines {
  const street = rules.houseNumberFirst
    ? joined([address.houseNumber, address.street], ' ')
    : joined([address.street, address.houseNumber], ' ');
  const zip = address.zip || address.zipCode;
  const locality = rules.hasState
    ? joined([address.city, joined([address.provinceCode, zip], ' ')], ', ')
    : joined([zip, address.city], ' ');
  return { street, locality };
}

export function formatAddress(address: StudioAddress, rules: AddressRules): string {
  const { street, locality } = addressLines(address, rules);
  return joined([street, locality], ', ');
}
