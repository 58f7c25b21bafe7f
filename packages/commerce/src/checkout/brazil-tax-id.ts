/**
 * Brazilian taxpayer numbers, which carriers need on every parcel to Brazil
 * (spec 5: CPF 11 digits for people, CNPJ 14 digits for companies). Both end
 * in two check digits computed modulo 11, so typos are caught here.
 */

/** Which kind of number a shopper entered. */
export type BrazilTaxIdKind = 'cpf' | 'cnpj';

/** Digits of a CPF. */
export const CPF_LENGTH = 11;
/** Digits of a CNPJ. */
export const CNPJ_LENGTH = 14;

/** The number without the usual punctuation (`123.456.789-09`, `12.345.678/0001-95`). */
export function taxIdDigits(input: string): string {
  return input.replace(/[\s./-]/g, '');
}

/** Check digit over `digits` with `weights`, the mod-11 rule both numbers use. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const isRepeatedDigit = (digits: string): boolean => /^(\d)\1*$/.test(digits);

/**
 * True for a CPF with correct check digits. Numbers of one repeated digit pass
 * the arithmetic but are never issued, so they are refused.
 *
 * @example isValidCpf('529.982.247-25') // true
 */
export function isValidCpf(input: string): boolean {
  const digits = taxIdDigits(input);
  if (!/^\d{11}$/.test(digits) || isRepeatedDigit(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[9]) && second === Number(digits[10]);
}

/**
 * True for a CNPJ with correct check digits.
 *
 * @example isValidCnpj('11.222.333/0001-81') // true
 */
export function isValidCnpj(input: string): boolean {
  const digits = taxIdDigits(input);
  if (!/^\d{14}$/.test(digits) || isRepeatedDigit(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits[12]) && second === Number(digits[13]);
}

/** `'cpf'` or `'cnpj'` for a valid number, undefined for anything else (wrong length or check digits). */
export function brazilTaxIdKind(input: string): BrazilTaxIdKind | undefined {
  if (isValidCpf(input)) return 'cpf';
  if (isValidCnpj(input)) return 'cnpj';
  return undefined;
}
