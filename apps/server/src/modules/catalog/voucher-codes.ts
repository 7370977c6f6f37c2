import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read from paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 2;
const GROUP_LENGTH = 4;

function group(): string {
  return Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A readable, unguessable voucher code: MOTUS-XXXX-XXXX from a cryptographic source (about 40 bits). */
export function newVoucherCode(): string {
  return ['MOTUS', ...Array.from({ length: GROUPS }, group)].join('-');
}
