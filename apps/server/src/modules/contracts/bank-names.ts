/**
 * Names of the banks of the demo countries by the bank part of their BIC (its first four letters) and country: a small
 * curated table, not a bank directory (docs/decisions.md, "IBAN, BIC and bank names").
 */
const BANK_NAMES: Record<string, string> = {
  COBADE: 'Commerzbank',
  DRESDE: 'Commerzbank',
  DEUTDE: 'Deutsche Bank',
  PBNKDE: 'Postbank',
  BELADE: 'Berliner Sparkasse',
  HASPDE: 'Hamburger Sparkasse',
  SSKMDE: 'Stadtsparkasse München',
  HYVEDE: 'UniCredit Bank – HypoVereinsbank',
  BYLADE: 'Bayerische Landesbank',
  INGDDE: 'ING-DiBa',
  GENODE: 'Volksbank Raiffeisenbank',
  NTSBDE: 'N26 Bank',
  MARKDE: 'Deutsche Bundesbank',
  BKAUAT: 'UniCredit Bank Austria',
  GIBAAT: 'Erste Bank der oesterreichischen Sparkassen',
  BAWAAT: 'BAWAG P.S.K.',
  RZBAAT: 'Raiffeisen Bank International',
  OPSKAT: 'BAWAG P.S.K.',
  UBSWCH: 'UBS Switzerland',
  CRESCH: 'Credit Suisse',
  ZKBKCH: 'Zürcher Kantonalbank',
  POFICH: 'PostFinance',
  RAIFCH: 'Raiffeisen Schweiz',
  BNPAFR: 'BNP Paribas',
  SOGEFR: 'Société Générale',
  INGBNL: 'ING Bank',
  ABNANL: 'ABN AMRO',
  RABONL: 'Rabobank',
  BBVAES: 'BBVA',
  CAIXES: 'CaixaBank',
  BSCHES: 'Banco Santander',
  BCITIT: 'Intesa Sanpaolo',
  UNCRIT: 'UniCredit',
};

export function bankNameOfBic(bic: string): string | null {
  return BANK_NAMES[bic.slice(0, 6).toUpperCase()] ?? null;
}
