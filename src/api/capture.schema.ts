import * as z from 'zod/mini';
import { intParam, lenientEnum, listOf, namedRef, optNumber, optString, uuid } from './common.schema';

/** Capture: the platform reads an uploaded bill and suggests a payable to accept or refuse. */

export const DOCUMENT_STATUSES = [
  'PENDENTE',
  'PROCESSANDO',
  'EXTRAINDO_DADOS',
  'APLICANDO_REGRAS',
  'AGUARDANDO_VINCULO_LANCAMENTO',
  'CRIANDO_LANCAMENTOS_FINANCEIROS',
  'PRONTO',
  'IGNORADO',
  'RESOLVIDO',
  'ERRO',
  'EXCLUIDO',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Statuses after which a document no longer changes on its own. */
export const FINAL_DOCUMENT_STATUSES: readonly string[] = ['PRONTO', 'IGNORADO', 'RESOLVIDO', 'ERRO', 'EXCLUIDO'];

export const CAPTURE_STATUSES = ['PROCESSANDO', 'PENDENTE', 'ACEITA', 'REJEITADA', 'FALHA'] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];

export const MAX_STATUS_IDS = 20;
export const MAX_DESCRIPTION_LENGTH = 255;

export const uploadDescriptionSchema = z.optional(
  z
    .string()
    .check(z.maxLength(MAX_DESCRIPTION_LENGTH, `A descrição pode ter no máximo ${MAX_DESCRIPTION_LENGTH} caracteres.`)),
);

export const documentStatusQuerySchema = z.object({
  ids: z
    .array(uuid)
    .check(
      z.minLength(1, 'Informe ao menos um id de documento.'),
      z.maxLength(MAX_STATUS_IDS, `Informe no máximo ${MAX_STATUS_IDS} ids por consulta.`),
    ),
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(intParam(1, MAX_STATUS_IDS), MAX_STATUS_IDS),
});
export type DocumentStatusQuery = z.infer<typeof documentStatusQuerySchema>;

export const uploadResponseSchema = z.looseObject({ id: z.string(), nome: optString() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const documentStatusSchema = z.looseObject({
  id_documento: z.string(),
  status_documento: lenientEnum<DocumentStatus>(),
  capturas: z.pipe(
    z.nullish(z.array(z.looseObject({ id_captura: z.string(), status_captura: lenientEnum<CaptureStatus>() }))),
    z.transform((v) => v ?? []),
  ),
});
export type DocumentStatusItem = z.infer<typeof documentStatusSchema>;

export const documentStatusPageSchema = z.pipe(
  z.looseObject({
    itens: z.nullish(z.array(documentStatusSchema)),
    paginacao: z.nullish(
      z.looseObject({ pagina_atual: optNumber(), tamanho_pagina: optNumber(), total_itens: optNumber() }),
    ),
  }),
  z.transform((r) => ({ items: r.itens ?? [], total: r.paginacao?.total_itens ?? r.itens?.length ?? 0 })),
);

export const previewInstallmentSchema = z.looseObject({
  data_vencimento: optString(),
  metodo_pagamento: optString(),
  composicao_valor: z.nullish(
    z.looseObject({
      valor_bruto: optNumber(),
      multa: optNumber(),
      juros: optNumber(),
      desconto: optNumber(),
      taxa: optNumber(),
    }),
  ),
});

export const eventPreviewSchema = z.looseObject({
  tipo: optString(),
  valor: optNumber(),
  data_competencia: optString(),
  descricao: optString(),
  observacao: optString(),
  referencia_externa: optString(),
  fornecedor: z.nullish(z.looseObject({ id: optString(), nome: optString(), documento: optString() })),
  categoria: z.nullish(namedRef),
  parcelas: listOf(previewInstallmentSchema),
});
export type EventPreview = z.infer<typeof eventPreviewSchema>;

export const captureSchema = z.looseObject({
  id: z.string(),
  id_documento: optString(),
  status: lenientEnum<CaptureStatus>(),
  previa_evento_financeiro: z.nullish(eventPreviewSchema),
});
export type Capture = z.infer<typeof captureSchema>;

export const financialEventSchema = z.looseObject({
  id: z.string(),
  valor: optNumber(),
  tipo: optString(),
  data_competencia: optString(),
  descricao: optString(),
});
export type FinancialEvent = z.infer<typeof financialEventSchema>;

/** Accepting again answers `{ id, status }` without `evento_financeiro`. */
export const acceptResponseSchema = z.looseObject({
  id: z.string(),
  status: lenientEnum<CaptureStatus>(),
  evento_financeiro: z.nullish(financialEventSchema),
});
export type AcceptResponse = z.infer<typeof acceptResponseSchema>;
