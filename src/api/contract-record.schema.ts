import * as z from 'zod/mini';
import { compareIsoDates } from '../lib/dates';
import { int, isoDate, lenientEnum, namedRef, optNumber, optString } from './common.schema';
import {
  amount,
  itemsWithinMax,
  MAX_ITEMS,
  MAX_ITEMS_MESSAGE,
  quantity,
  writeDate,
  writeEndDate,
  writeId,
} from './write.schema';
import { freightDiscountSchema } from './value-composition.schema';
import { PAYMENT_TYPE_ALIASES, PAYMENT_TYPES, type ContractStatus, type PaymentType } from './contracts.schema';

// One contract, created or read. Apart from the list's schemas, so the first screen (the list) does not carry them.

// POST /v1/contratos

const PAYMENT_TYPE_INPUTS = [...PAYMENT_TYPES, 'CARTAO_CREDITO_VIA_LINK', 'PIX_COBRANCA'] as const;

/** Both spellings of the variant values are accepted and normalized to the canonical ones. */
export const paymentTypeInput = z.pipe(
  z.enum(PAYMENT_TYPE_INPUTS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? 'Escolha a forma de pagamento.'
        : 'Forma de pagamento inválida.',
  }),
  z.transform((v): PaymentType => PAYMENT_TYPE_ALIASES[v] ?? (v as PaymentType)),
);

export const contractItemSchema = z.object({
  id: writeId('Escolha o produto ou serviço.'),
  quantidade: quantity('zero'),
  valor: amount(0),
  descricao: z.optional(z.string().check(z.maxLength(500, 'A descrição tem no máximo 500 caracteres.'))),
  valor_custo: z.optional(amount(0)),
});

const bothDatesValid = (payload: { value: unknown }) => {
  const v = payload.value as { data_inicio?: unknown; data_fim?: unknown } | null | undefined;
  return isoDate.safeParse(v?.data_inicio).success && isoDate.safeParse(v?.data_fim).success;
};

export const contractTermsSchema = z
  .object({
    data_inicio: writeDate,
    data_fim: writeEndDate,
    tipo_expiracao: z.enum(['DATA', 'NUNCA'], { error: 'Escolha quando o contrato expira.' }),
    tipo_frequencia: z.enum(['MENSAL', 'ANUAL'], { error: 'Escolha a frequência.' }),
    intervalo_frequencia: int(1, 60),
    dia_emissao_venda: int(1, 31),
    numero: int(1),
  })
  .check(
    z.refine((t) => compareIsoDates(t.data_fim, t.data_inicio) >= 0, {
      path: ['data_fim'],
      message: 'A data de fim não pode ser anterior à data de início.',
      when: bothDatesValid,
    }),
  );

export const paymentConditionSchema = z.object({
  tipo_pagamento: paymentTypeInput,
  dia_vencimento: int(1, 31),
  primeira_data_vencimento: writeDate,
  id_conta_financeira: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

const optionalId = () => z.optional(z.string().check(z.minLength(1), z.maxLength(64)));

/** Shared by the wizard and the sandbox. */
export const createContractSchema = z
  .object({
    id_cliente: writeId('Escolha o cliente.'),
    itens: z
      .array(contractItemSchema, { error: 'Inclua ao menos um item.' })
      .check(z.minLength(1, 'Inclua ao menos um item.'), z.maxLength(MAX_ITEMS, MAX_ITEMS_MESSAGE)),
    termos: contractTermsSchema,
    condicao_pagamento: paymentConditionSchema,
    composicao_de_valor: z.optional(freightDiscountSchema),
    id_categoria: optionalId(),
    id_centro_custo: optionalId(),
    id_vendedor: optionalId(),
    observacoes: z.optional(z.string().check(z.maxLength(2000))),
    observacoes_pagamento: z.optional(z.string().check(z.maxLength(2000))),
    data_emissao: z.optional(writeDate),
  })
  .check(itemsWithinMax);
export type CreateContractInput = z.input<typeof createContractSchema>;
export type CreateContract = z.output<typeof createContractSchema>;

export const createContractResponseSchema = z.looseObject({
  id: z.string(),
  id_legado: optNumber(),
  id_venda: optString(),
});
export type CreateContractResponse = z.infer<typeof createContractResponseSchema>;

/** GET /v1/contratos/proximo-numero answers a bare integer, or null for no suggestion. */
export const nextNumberSchema = z.nullable(z.int());

/** Creation sends the spellings the contracts document publishes for it; reads accept both. */
export const CREATION_PAYMENT_SPELLING: Partial<Record<PaymentType, string>> = {
  COBRANCA_PIX: 'PIX_COBRANCA',
  LINK_PAGAMENTO: 'CARTAO_CREDITO_VIA_LINK',
};

export function toCreationRequest(body: CreateContract) {
  const { tipo_pagamento } = body.condicao_pagamento;
  return {
    ...body,
    condicao_pagamento: {
      ...body.condicao_pagamento,
      tipo_pagamento: CREATION_PAYMENT_SPELLING[tipo_pagamento] ?? tipo_pagamento,
    },
  };
}

// GET /v1/contratos/{id}: no field is required

export const contractDetailSchema = z.looseObject({
  id: optString(),
  status: z.nullish(lenientEnum<ContractStatus>()),
  observacoes: optString(),
  data_proxima_emissao: optString(),
  data_proximo_vencimento: optString(),
  data_ultima_emissao: optString(),
  id_proxima_venda_agendada: optString(),
  id_ultima_venda_confirmada: optString(),
  cliente: z.nullish(namedRef),
  vendedor: z.nullish(namedRef),
  local_prestacao_servico: z.nullish(z.looseObject({ nome: optString() })),
  composicao_valor: z.nullish(
    z.looseObject({
      desconto: optNumber(),
      frete: optNumber(),
      valor_bruto: optNumber(),
      valor_impostos_servico: optNumber(),
      valor_liquido: optNumber(),
    }),
  ),
  condicao_pagamento: z.nullish(
    z.looseObject({
      dia_vencimento: optNumber(),
      nome_conta_financeira: optString(),
      observacoes_pagamento: optString(),
      tipo_pagamento: z.nullish(lenientEnum<PaymentType>(PAYMENT_TYPE_ALIASES)),
    }),
  ),
  configuracao_recorrencia: z.nullish(z.looseObject({ vigencia_restante: optNumber(), vigencia_total: optNumber() })),
  termos: z.nullish(
    z.looseObject({
      data_inicio: optString(),
      data_fim: optString(),
      dia_emissao_venda: optNumber(),
      intervalo_frequencia: optNumber(),
      numero: optNumber(),
      tipo_expiracao: z.nullish(lenientEnum()),
      tipo_frequencia: z.nullish(lenientEnum()),
    }),
  ),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/**
 * The platform reads the root `observacoes` back as `condicao_pagamento.observacoes_pagamento`,
 * the root empty, and the remark for the invoice sent at creation not at all: `invoiceRemarks`
 * is `undefined` (not returned) unless the read keeps both, as the spec's detail does.
 */
export function contractRemarks(contract: ContractDetail): {
  remarks: string | null;
  invoiceRemarks: string | null | undefined;
} {
  const present = (v: string | null | undefined) => (v?.trim() ? v : null);
  const root = present(contract.observacoes);
  const payment = present(contract.condicao_pagamento?.observacoes_pagamento);
  return root ? { remarks: root, invoiceRemarks: payment } : { remarks: payment, invoiceRemarks: undefined };
}
