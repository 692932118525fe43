import * as z from 'zod/mini';
import { isoDate, lenientEnum, optString, uuid } from './common.schema';

export const CHARGE_KINDS = ['PIX_COBRANCA', 'BOLETO', 'LINK_PAGAMENTO'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** `COBRANCAS_PLATAFORMA` is docs/platform-contract.md's spelling of `COBRANCAS_CONTA_AZUL`. */
export const CHARGE_ACCOUNT_TYPES = ['COBRANCAS_CONTA_AZUL', 'COBRANCAS_PLATAFORMA', 'CONTA_CORRENTE'] as const;

/** The platform publishes one rule for every kind of charge. */
export const CHARGE_ACCOUNT_TYPES_BY_KIND: Record<ChargeKind, readonly string[]> = {
  BOLETO: CHARGE_ACCOUNT_TYPES,
  PIX_COBRANCA: CHARGE_ACCOUNT_TYPES,
  LINK_PAGAMENTO: CHARGE_ACCOUNT_TYPES,
};

export function isChargeAccount(tipo: string | null | undefined, kind?: ChargeKind | '' | null): boolean {
  if (!tipo) return false;
  const allowed = kind ? CHARGE_ACCOUNT_TYPES_BY_KIND[kind] : CHARGE_ACCOUNT_TYPES;
  return allowed.includes(tipo);
}

export const CHARGE_STATUSES = [
  'AGUARDANDO_CONFIRMACAO',
  'EM_CANCELAMENTO',
  'REGISTRADO',
  'QUITADO',
  'CANCELADO',
  'INVALIDO',
  'EXPIRADO',
  'FALHA_EMISSAO',
  'FALHA_CANCELAR',
  'REMESSA_GERADO',
  'REMESSA_PENDENTE',
  'PAGO',
  'EXTORNADO',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export const FINAL_CHARGE_STATUSES: readonly string[] = [
  'QUITADO',
  'PAGO',
  'CANCELADO',
  'INVALIDO',
  'EXPIRADO',
  'FALHA_EMISSAO',
  'EXTORNADO',
];
/** Statuses the platform still moves by itself. */
export const MOVING_CHARGE_STATUSES: readonly string[] = [
  'AGUARDANDO_CONFIRMACAO',
  'EM_CANCELAMENTO',
  'REMESSA_PENDENTE',
  'REMESSA_GERADO',
];

export function isChargeCancellable(status: string | null | undefined): boolean {
  return !!status && !FINAL_CHARGE_STATUSES.includes(status) && status !== 'EM_CANCELAMENTO';
}

/** The last charge still payable. */
export function activeCharge<C extends { status: string | null }>(charges: readonly C[]): C | null {
  for (let i = charges.length - 1; i >= 0; i--) {
    const c = charges[i] as C;
    if (isChargeCancellable(c.status)) return c;
  }
  return null;
}

const earlyDiscountSchema = z
  .object({
    valor: z.optional(z.number().check(z.gt(0, 'O desconto deve ser maior que zero.'))),
    percentual: z.optional(
      z
        .number()
        .check(z.gt(0, 'O percentual deve ser maior que zero.'), z.lt(100, 'O percentual deve ser menor que 100.')),
    ),
    dias_antes_vencer: z
      .int({ error: 'Informe quantos dias antes do vencimento.' })
      .check(z.minimum(1, 'O valor mínimo é 1.')),
  })
  .check(
    z.refine((d) => (d.valor === undefined) !== (d.percentual === undefined), {
      message: 'Informe o desconto em valor ou em percentual, não os dois.',
      path: ['valor'],
    }),
  );

/** The platform registers boletos for a future date only: a due date before `hoje` is refused. */
export const chargeRequestSchema = (hoje: string) =>
  z
    .object({
      conta_bancaria: uuid,
      descricao_fatura: z
        .string({ error: 'Informe o texto da fatura.' })
        .check(
          z.trim(),
          z.minLength(1, 'Informe o texto da fatura.'),
          z.maxLength(500, 'Use no máximo 500 caracteres.'),
        ),
      id_parcela: uuid,
      data_vencimento: isoDate,
      tipo: z.enum(CHARGE_KINDS, { error: 'Escolha o tipo de cobrança.' }),
      atributos: z.optional(z.object({ desconto_antecipado: z.optional(earlyDiscountSchema) })),
      maximo_parcelas: z.optional(
        z.int().check(z.minimum(1, 'O valor mínimo é 1.'), z.maximum(12, 'O valor máximo é 12.')),
      ),
    })
    .check(
      z.refine((r) => r.data_vencimento >= hoje, {
        message: 'O vencimento da cobrança não pode ser anterior a hoje.',
        path: ['data_vencimento'],
      }),
      z.refine((r) => r.maximo_parcelas === undefined || r.tipo === 'LINK_PAGAMENTO', {
        message: 'Parcelamento só existe no link de pagamento.',
        path: ['maximo_parcelas'],
      }),
    );
export type ChargeRequest = z.output<ReturnType<typeof chargeRequestSchema>>;

/** `url` may still be missing. */
export const chargeSchema = z.looseObject({
  id: z.string(),
  url: optString(),
  status: z.nullish(lenientEnum<ChargeStatus>()),
});
export type Charge = z.infer<typeof chargeSchema>;
