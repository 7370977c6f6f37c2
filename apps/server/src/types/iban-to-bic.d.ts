/** iban-to-bic ships no types: the BIC of a valid IBAN's bank code, where its national directories know it. */
declare module 'iban-to-bic' {
  const ibanToBic: {
    ibanIsValid(iban: string): boolean;
    ibanToBic(iban: string): string | undefined;
  };
  export default ibanToBic;
}
