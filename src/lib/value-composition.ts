import { multiplyCents, percentOfCents, toCents } from './money';

/** Net = gross - discount + freight, in cents; each line and percentage rounds once; discount at most gross. */

export type DiscountKind = 'PORCENTAGEM' | 'VALOR';

export interface ValueItem {
  quantidade: number;
  valor: number;
}

export interface ValueInput {
  itens: readonly ValueItem[];
  frete?: number | undefined;
  desconto?: { tipo: DiscountKind; valor: number } | undefined;
}

export interface ValueComposition {
  lineCents: number[];
  grossCents: number;
  discountCents: number;
  freightCents: number;
  netCents: number;
}

const nonNegative = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : 0);

export function lineTotalCents(item: ValueItem): number {
  return multiplyCents(toCents(nonNegative(item.valor)), nonNegative(item.quantidade));
}

export function discountCents(grossCents: number, desconto: ValueInput['desconto']): number {
  if (!desconto) return 0;
  const raw =
    desconto.tipo === 'PORCENTAGEM'
      ? percentOfCents(grossCents, Math.min(nonNegative(desconto.valor), 100))
      : toCents(nonNegative(desconto.valor));
  return Math.min(raw, grossCents);
}

export function composeValue(input: ValueInput): ValueComposition {
  const lineCents = input.itens.map(lineTotalCents);
  const grossCents = lineCents.reduce((sum, c) => sum + c, 0);
  const discount = discountCents(grossCents, input.desconto);
  const freightCents = toCents(nonNegative(input.frete));
  return {
    lineCents,
    grossCents,
    discountCents: discount,
    freightCents,
    netCents: grossCents - discount + freightCents,
  };
}
