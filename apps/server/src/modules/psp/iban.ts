/** The IBAN lengths of the SEPA countries the demo studios and their members use most; others get the generic range. */
const IBAN_LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FR: 27,
  GB: 22,
  HU: 28,
  IT: 27,
  LI: 21,
  LU: 20,
  NL: 18,
};

export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: letters become 10..35, the first four characters move to the end, the number mod 97 is 1. */
function checksumHolds(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return checksumHolds(iban);
}

/** DE89 •••• 3000: enough to recognise the account, not enough to use it. */
export function maskedIban(input: string): string {
  const iban = normalizeIban(input);
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
