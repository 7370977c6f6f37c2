import type { PspInstrument } from './schema.ts';

/** What a test card does when submitted. */
export type CardBehaviour =
  | { status: 'AUTHORIZED' }
  | { status: 'DECLINED'; declineCode: 'DECLINED' | 'INSUFFICIENT_FUNDS' }
  | { status: 'CHALLENGE' };

export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
}

/** The published test numbers (docs/payments.md); the hosted card page lists them too. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: { status: 'AUTHORIZED' } },
  { number: '4000000000000002', behaviour: { status: 'DECLINED', declineCode: 'DECLINED' } },
  { number: '4000000000009995', behaviour: { status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS' } },
  { number: '4000000000003220', behaviour: { status: 'CHALLENGE' } },
];

export interface CardInput {
  number: string;
  /** MM/YY (MM/YYYY and spaces are accepted). */
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardInput;
/** Why a field was refused; the page shows the matching text. */
export type CardProblem = 'required' | 'invalidNumber' | 'unknownNumber' | 'invalidExpiry' | 'expired' | 'invalidCvc';
export type CardProblems = Partial<Record<CardField, CardProblem>>;

export interface CheckedCard {
  card: TestCard;
  instrument: Omit<PspInstrument, 'token'>;
}

function digitsOf(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function numberProblem(number: string): CardProblem | undefined {
  const digits = digitsOf(number);
  if (!digits) return 'required';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'invalidNumber';
  return TEST_CARDS.some((card) => card.number === digits) ? undefined : 'unknownNumber';
}

function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

function expiryProblem(expiry: string, now: Date): CardProblem | undefined {
  if (!expiry.trim()) return 'required';
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'invalidExpiry';
  const firstDayAfter = Date.UTC(parsed.year, parsed.month, 1);
  return firstDayAfter > now.getTime() ? undefined : 'expired';
}

function cvcProblem(cvc: string): CardProblem | undefined {
  if (!cvc.trim()) return 'required';
  return /^\d{3}$/.test(cvc.trim()) ? undefined : 'invalidCvc';
}

function expiryLabel(expiry: string): string {
  const parsed = parseExpiry(expiry);
  return parsed ? `${String(parsed.month).padStart(2, '0')}/${String(parsed.year).slice(-2)}` : expiry;
}

/** Checks a card as a real card form does: any future expiry and any three-digit CVC, but only the test numbers. */
export function checkCard(input: CardInput, now: Date): { problems: CardProblems } | CheckedCard {
  const problems: CardProblems = {};
  const number = numberProblem(input.number);
  const expiry = expiryProblem(input.expiry, now);
  const cvc = cvcProblem(input.cvc);
  if (number) problems.number = number;
  if (expiry) problems.expiry = expiry;
  if (cvc) problems.cvc = cvc;
  if (!input.holder.trim()) problems.holder = 'required';
  const digits = digitsOf(input.number);
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  if (Object.keys(problems).length > 0 || !card) return { problems };
  return {
    card,
    instrument: {
      label: `Visa •••• ${digits.slice(-4)}`,
      holderName: input.holder.trim(),
      expiry: expiryLabel(input.expiry),
    },
  };
}

/** 4242 4242 4242 4242, as printed on a card. */
export function groupedCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}
