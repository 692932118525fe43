import { toCents } from './money';

/**
 * The settlement methods a settlement request accepts (`BaixaCriacaoRequestDTO`, acquittance
 * OpenAPI, api-evangelist/conta-azul openapi/_original/conta-azul-acquittance-openapi.yml):
 * api-spec.md's ten plus CREDITO_LOJA, CREDITO_VIRTUAL, DEPOSITO_BANCARIO and
 * PIX_PAGAMENTO_INSTANTANEO. Listed in the order the form offers them: Pix first, then
 * the common ways to pay in Brazil, the rare ones last.
 */
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

/**
 * The correction (`BaixaAtualizacaoRequestDTO`) and the settlement's reads
 * (`BaixaResponseDTO`) spell one method `CREDITO_VIRTUA` where the creation spells it
 * `CREDITO_VIRTUAL` (acquittance OpenAPI): a correction sends that spelling, a read of
 * either is the one method.
 */
const CORRECTION_SPELLING = { CREDITO_VIRTUAL: 'CREDITO_VIRTUA' } as const;
type Respelled = keyof typeof CORRECTION_SPELLING;
export type CorrectionMethod = Exclude<SettlementMethod, Respelled> | (typeof CORRECTION_SPELLING)[Respelled];
export const CORRECTION_METHODS = SETTLEMENT_METHODS.map(correctionMethod) as [CorrectionMethod, ...CorrectionMethod[]];

export function correctionMethod(method: SettlementMethod): CorrectionMethod {
  return method in CORRECTION_SPELLING ? CORRECTION_SPELLING[method as Respelled] : (method as CorrectionMethod);
}

/** One code per method, whichever spelling a read carries. */
export function canonicalSettlementMethod(code: string | null): string | null {
  for (const [canonical, spelled] of Object.entries(CORRECTION_SPELLING)) if (code === spelled) return canonical;
  return code;
}

/**
 * The amount actually received by a settlement (baixa), in integer cents:
 * net = gross + penalty (multa) + interest (juros) - discount (desconto) - fee (taxa).
 * Every amount is converted to cents once (as written in decimal), so
 * R$ 0,10 + R$ 0,20 is exactly R$ 0,30. Missing or non-finite amounts count as zero;
 * the result may be negative (the schema refuses that, this function only computes).
 */

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

/** True when the amount has at most two decimal places (whole cents). */
export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && Math.abs(toCents(value) - value * 100) < 1e-6;
}
