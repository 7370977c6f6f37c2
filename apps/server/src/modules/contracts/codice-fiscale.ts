/**
 * The Italian codice fiscale (DM 23/12/1976): three letters of the surname, three of the name, birth year, month letter,
 * day (plus 40 for women), the birthplace's cadastral code and a check letter. Digits may be replaced by letters
 * (omocodia), so every position that holds a digit is read through OMOCODIA.
 */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const MONTH_LETTERS = 'ABCDEHLMPRST';
const OMOCODIA = 'LMNPQRSTUV';
const SHAPE = /^[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]$/;

function charValue(char: string, odd: boolean): number {
  const index = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
  return odd ? (ODD_VALUES[index] ?? 0) : index;
}

function checkLetter(first15: string): string {
  const sum = [...first15].reduce((total, char, index) => total + charValue(char, index % 2 === 0), 0);
  return String.fromCharCode(65 + (sum % 26));
}

export function isValidCodiceFiscale(code: string): boolean {
  return SHAPE.test(code) && checkLetter(code.slice(0, 15)) === code[15];
}

function lettersOf(name: string): { consonants: string; vowels: string } {
  const letters = name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return { consonants: letters.replace(/[AEIOU]/g, ''), vowels: letters.replace(/[^AEIOU]/g, '') };
}

export function surnameCode(surname: string): string {
  const { consonants, vowels } = lettersOf(surname);
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

export function nameCode(name: string): string {
  const { consonants, vowels } = lettersOf(name);
  if (consonants.length > 3) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${vowels}XXX`.slice(0, 3);
}

function digitsOf(text: string): number {
  return Number([...text].map((char) => (/\d/.test(char) ? char : String(OMOCODIA.indexOf(char)))).join(''));
}

/** What the code encodes of its holder: the name codes, sex, and birth day, month and two-digit year. */
export function decodeCodiceFiscale(code: string) {
  const day = digitsOf(code.slice(9, 11));
  return {
    surname: code.slice(0, 3),
    name: code.slice(3, 6),
    yearOfCentury: digitsOf(code.slice(6, 8)),
    month: MONTH_LETTERS.indexOf(code[8] ?? '') + 1,
    day: day > 40 ? day - 40 : day,
    female: day > 40,
  };
}
