import { cnpjDigit, cpfDigit } from '../../src/lib/tax-ids';
import type { Random } from './random';

/** Valid Brazilian taxpayer numbers (CPF and CNPJ), check digits included. */

export function makeCpf(random: Random): string {
  const base = Array.from({ length: 9 }, () => random.int(0, 9));
  const d1 = cpfDigit(base);
  const d2 = cpfDigit([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

export function makeCnpj(random: Random): string {
  const base = [...Array.from({ length: 8 }, () => random.int(0, 9)), 0, 0, 0, 1];
  const d1 = cnpjDigit(base);
  const d2 = cnpjDigit([...base, d1]);
  const s = [...base, d1, d2].join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

export { isValidCnpj, isValidCpf } from '../../src/lib/tax-ids';
