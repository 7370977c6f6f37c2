/** The standard VAT rate in basis points by the studio's country; a country without one (the US) charges none. */
const VAT_BASIS_POINTS: Readonly<Record<string, number>> = { DE: 1900, AT: 2000, CH: 810 };

export function vatRateOf(countryCode: string): number | null {
  return VAT_BASIS_POINTS[countryCode] ?? null;
}

export interface VatSplit {
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/** Splits a gross amount (prices include VAT) into net and VAT, the VAT rounded to the cent. */
export function splitGross(grossMinor: number, basisPoints: number | null): VatSplit {
  if (basisPoints === null) return { netMinor: grossMinor, vatMinor: 0, grossMinor };
  const netMinor = Math.round((grossMinor * 10_000) / (10_000 + basisPoints));
  return { netMinor, vatMinor: grossMinor - netMinor, grossMinor };
}

/** Basis points as the answer's per cent (810 → 8.1). */
export function percentOf(basisPoints: number | null): number | null {
  return basisPoints === null ? null : basisPoints / 100;
}
