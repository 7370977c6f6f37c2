import { normalizeIban } from '@motus/contract';

/** An IBAN shown on a tile: the country and check digits and the last four characters, "DE89 •••• •••• 3000". */
export function maskIban(iban: string): string {
  const electronic = normalizeIban(iban);
  return `${electronic.slice(0, 4)} •••• •••• ${electronic.slice(-4)}`;
}
