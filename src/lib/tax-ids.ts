/* Brazilian taxpayer numbers: CPF (11 digits) and CNPJ (14), each ending in two check digits (modulo 11). */

/** A CPF check digit over the digits before it: weights count down from length + 1 to 2. */
export function cpfDigit(digits: readonly number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CNPJ check digit over the 12 (or 13) digits before it: weights 2…9 from the right, repeating. */
export function cnpjDigit(digits: readonly number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (((digits.length - 1 - i) % 8) + 2), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Only punctuation (`.`, `-`, `/`, spaces) may surround the digits: "123.456.789-0x" is not a CPF. */
function digitsOf(value: string): number[] | null {
  if (/[^\d.\-/\s]/.test(value)) return null;
  return value.replace(/\D/g, '').split('').map(Number);
}

/** Eleven digits, masked or not, with both check digits right; a run of one digit is no CPF. */
export function isValidCpf(value: string): boolean {
  const d = digitsOf(value);
  if (!d || d.length !== 11 || new Set(d).size === 1) return false;
  return cpfDigit(d.slice(0, 9)) === d[9] && cpfDigit(d.slice(0, 10)) === d[10];
}

/** Fourteen digits, masked or not, with both check digits right; a run of one digit is no CNPJ. */
export function isValidCnpj(value: string): boolean {
  const d = digitsOf(value);
  if (!d || d.length !== 14 || new Set(d).size === 1) return false;
  return cnpjDigit(d.slice(0, 12)) === d[12] && cnpjDigit(d.slice(0, 13)) === d[13];
}

export type DocumentKind = 'CPF' | 'CNPJ';

/** What is wrong with a CPF or CNPJ as typed, in the user's words; null when it is valid. */
export function documentProblem(kind: DocumentKind, value: string): string | null {
  const digits = value.replace(/\D/g, '');
  const length = kind === 'CPF' ? 11 : 14;
  if (/[^\d.\-/\s]/.test(value)) return `O ${kind} tem só números (pontos, traço e barra são opcionais).`;
  if (digits.length !== length) return `O ${kind} tem ${length} números; este tem ${digits.length}.`;
  const valid = kind === 'CPF' ? isValidCpf(value) : isValidCnpj(value);
  return valid ? null : `${kind} inválido: os dígitos verificadores não conferem.`;
}
