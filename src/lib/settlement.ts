import { toCents } from './money';

/** The methods a settlement request accepts (acquittance OpenAPI), Pix first, the rare ones last. */
export const SETTLEMENT_METHODS = [
  'PIX_PAGAMENTO_INSTANTANEO',
  'BOLETO_BANCARIO',
  'TRANSFERENCIA_BANCARIA',
  'DINHEIRO',
  'CARTAO_CREDITO',
  'CARTAO_DEBITO',
  'DEPOSITO_BANCARIO',
  'CARTAO_CREDITO_VIA_LINK',
  'CHEQUE',
  'CARTEIRA_DIGITAL',
  'CREDITO_LOJA',
  'CREDITO_VIRTUAL',
  'CASHBACK',
  'OUTRO',
] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

/** Corrections and reads spell `CREDITO_VIRTUAL` as `CREDITO_VIRTUA` (acquittance OpenAPI): one method. */
const CORRECTION_SPELLING = { CREDITO_VIRTUAL: 'CREDITO_VIRTUA' } as const;
type Respelled = keyof typeof CORRECTION_SPELLING;
export type CorrectionMethod = Exclude<SettlementMethod, Respelled> | (typeof CORRECTION_SPELLING)[Respelled];
export const CORRECTION_METHODS = SETTLEMENT_METHODS.map(correctionMethod) as [CorrectionMethod, ...CorrectionMethod[]];

export function correctionMethod(method: SettlementMethod): CorrectionMethod {
  return method in CORRECTION_SPELLING ? CORRECTION_SPELLING[method as Respelled] : (method as CorrectionMethod);
}

export function canonicalSettlementMethod(code: string | null): string | null {
  for (const [canonical, spelled] of Object.entries(CORRECTION_SPELLING)) if (code === spelled) return canonical;
  return code;
}

/** Net = gross + multa + juros - desconto - taxa, each converted to cents once, so sums are exact; may be negative. */

export interface SettlementAmounts {
  valor_bruto?: number | null | undefined;
  multa?: number | null | undefined;
  juros?: number | null | undefined;
  desconto?: number | null | undefined;
  taxa?: number | null | undefined;
}

const cents = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0;

export function settlementNetCents(amounts: SettlementAmounts): number {
  return (
    cents(amounts.valor_bruto) +
    cents(amounts.multa) +
    cents(amounts.juros) -
    cents(amounts.desconto) -
    cents(amounts.taxa)
  );
}

export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && Math.abs(toCents(value) - value * 100) < 1e-6;
}
