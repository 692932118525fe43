import type { Random } from './random';

/** Valid Brazilian taxpayer numbers (CPF and CNPJ), check digits included. */

function cpfDigit(digits: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function makeCpf(random: Random): string {
  const base = Array.from({ length: 9 }, () => random.int(0, 9));
  const d1 = cpfDigit(base);
  const d2 = cpfDigit([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

function cnpjDigit(digits: number[]): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = digits.reduce((acc, d, i) => acc + d * (weights[i] as number), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function makeCnpj(random: Random): string {
  const base = [...Array.from({ length: 8 }, () => random.int(0, 9)), 0, 0, 0, 1];
  const d1 = cnpjDigit(base);
  const d2 = cnpjDigit([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

export function isValidCpf(value: string): boolean {
  const d = value.replace(/\D/g, '').split('').map(Number);
  if (d.length !== 11 || new Set(d).size === 1) return false;
  return cpfDigit(d.slice(0, 9)) === d[9] && cpfDigit(d.slice(0, 10)) === d[10];
}

export function isValidCnpj(value: string): boolean {
  const d = value.replace(/\D/g, '').split('').map(Number);
  if (d.length !== 14 || new Set(d).size === 1) return false;
  return cnpjDigit(d.slice(0, 12)) === d[12] && cnpjDigit(d.slice(0, 13)) === d[13];
}
