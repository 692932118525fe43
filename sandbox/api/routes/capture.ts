import {
  documentStatusQuerySchema,
  FINAL_DOCUMENT_STATUSES,
  MAX_DESCRIPTION_LENGTH,
  uploadDescriptionSchema,
} from '../../../src/api/capture.schema';
import { isUuid } from '../../../src/api/common.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import { detectFileType, MAGIC_BYTES_NEEDED, MAX_CAPTURE_FILE_BYTES } from '../../../src/lib/file-check';
import { fromCents } from '../../../src/lib/money';
import { settlementNetCents } from '../../../src/lib/settlement';
import {
  PAYABLE_TYPE,
  startPipeline,
  type CaptureDocumentRecord,
  type CaptureRecord,
  type FinancialEventRecord,
} from '../capture-pipeline';
import { createFinancialEvent, ensureSupplier } from '../financial-events';
import { HttpError, json, noContent, route, validate, type RouteContext } from '../http';
import { uuidv7 } from '../random';
import type { SandboxStore } from '../store';

/**
 * The capture endpoints (docs/platform-contract.md, "Document capture"). Sandbox choices
 * (docs/sandbox-capture.md): the type is judged by content; above 10 MB is 413; the status
 * query takes only the repeated form `ids=A&ids=B` (the comma form is refused with 400, as
 * on the platform); accepting again creates nothing and answers `{ id, status }` without
 * `evento_financeiro` (conta-azul-cli docs/referencia/captura.md); the event accepting
 * creates is a payable like any other (financial-events.ts): its installments are in the
 * payables search, for the preview's supplier (registered as a Fornecedor if new), and
 * their read points back to the capture (`evento.referencia`); a refused capture leaves
 * the read path (its read, and accepting it, answer 404) and its document leaves the status
 * list, as observed; refusing twice is 204; refusing an accepted or still processing
 * capture is 409.
 */

/** Multipart overhead allowed above the file's own 10 MB before reading the body at all. */
const MULTIPART_SLACK = 64 * 1024;

async function upload({ request, store, userId }: RouteContext): Promise<Response> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new HttpError(400, 'Envie o documento como multipart/form-data no campo arquivo.');
  }
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_CAPTURE_FILE_BYTES + MULTIPART_SLACK) {
    throw new HttpError(413, 'arquivo: o arquivo passa do limite de 10 MB.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    if (error instanceof HttpError) throw error; // the body's size bound (handler.ts)
    throw new HttpError(400, 'Não foi possível ler o corpo multipart/form-data.');
  }
  const file = form.get('arquivo');
  if (!file || typeof file === 'string') throw new HttpError(400, 'arquivo: envie o arquivo no campo arquivo.');
  if (file.size === 0) throw new HttpError(400, 'arquivo: o arquivo está vazio.');
  if (file.size > MAX_CAPTURE_FILE_BYTES) throw new HttpError(413, 'arquivo: o arquivo passa do limite de 10 MB.');
  const rawDescription = form.get('descricao');
  const descricao = validate(
    uploadDescriptionSchema,
    typeof rawDescription === 'string' && rawDescription.trim() ? rawDescription.trim() : undefined,
  );
  if (descricao && descricao.length > MAX_DESCRIPTION_LENGTH)
    throw new HttpError(400, 'descricao: no máximo 255 caracteres.');

  const bytes = new Uint8Array(await file.arrayBuffer());
  const tipo = detectFileType(bytes.subarray(0, MAGIC_BYTES_NEEDED));
  if (!tipo) throw new HttpError(415, 'arquivo: tipo não suportado; envie PDF, JPEG, PNG ou BMP.');

  const doc: CaptureDocumentRecord = {
    id: uuidv7(),
    nome: file.name || `documento.${tipo.toLowerCase()}`,
    descricao: descricao ?? null,
    tipo,
    tamanho: file.size,
    userId,
    status: 'PENDENTE',
    capturas: [],
    criado_em: new Date().toISOString(),
  };
  store.captureDocuments.set(doc.id, doc);
  void startPipeline(store, doc, bytes);
  return json({ id: doc.id, nome: doc.nome }, 201);
}

function status({ url, store }: RouteContext): Response {
  const commaForm = url.searchParams.getAll('ids').some((v) => v.includes(','));
  if (commaForm) {
    throw new HttpError(
      400,
      'ids: repita o parâmetro para cada documento (ids=A&ids=B); a lista separada por vírgulas não é aceita.',
    );
  }
  const q = validate(documentStatusQuerySchema, readSearchParams(url.searchParams, ['ids']));
  const found = [...new Set(q.ids)]
    .map((id) => store.captureDocuments.get(id))
    .filter((d): d is CaptureDocumentRecord => !!d && listed(store, d));
  const page = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return json({
    itens: page.map((d) => ({
      id_documento: d.id,
      status_documento: d.status,
      capturas: d.capturas.map((id) => ({ id_captura: id, status_captura: store.captures.get(id)?.status ?? 'FALHA' })),
    })),
    paginacao: { pagina_atual: q.pagina, tamanho_pagina: q.tamanho_pagina, total_itens: found.length },
  });
}

/** The platform's messages (captura.md, observed). */
const INVALID_ID = 'O ID da captura informado é inválido';
const NOT_FOUND = 'Captura não encontrada com o ID informado';
const NOT_REFUSABLE = 'A captura não pode ser recusada no status atual (já foi aceita ou está em processamento)';

/** A capture by id; a refused one is found only by a refusal (refusing again is 204). */
function findCapture(store: SandboxStore, id: string, { refused = false } = {}): CaptureRecord {
  if (!isUuid(id)) throw new HttpError(400, INVALID_ID);
  const capture = store.captures.get(id);
  if (!capture || (capture.status === 'REJEITADA' && !refused)) throw new HttpError(404, NOT_FOUND);
  return capture;
}

/** A document with a refused capture leaves the status list. */
const listed = (store: SandboxStore, doc: CaptureDocumentRecord) =>
  !doc.capturas.some((id) => store.captures.get(id)?.status === 'REJEITADA');

function settleDocument(store: SandboxStore, capture: CaptureRecord): void {
  const doc = store.captureDocuments.get(capture.id_documento);
  if (!doc) return;
  const open = doc.capturas.some((id) => {
    const s = store.captures.get(id)?.status;
    return s === 'PENDENTE' || s === 'PROCESSANDO';
  });
  if (!open && FINAL_DOCUMENT_STATUSES.includes(doc.status)) doc.status = 'RESOLVIDO';
}

function eventBody(event: FinancialEventRecord) {
  return {
    id: event.id,
    valor: event.valor,
    tipo: event.tipo,
    data_competencia: event.data_competencia,
    descricao: event.descricao,
  };
}

function read({ params, store }: RouteContext): Response {
  const capture = findCapture(store, params.id ?? '');
  return json({
    id: capture.id,
    id_documento: capture.id_documento,
    status: capture.status,
    // Once decided, the answer shrinks to { id, id_documento, status } (captura.md, observed).
    ...(capture.status === 'PENDENTE' ? { previa_evento_financeiro: capture.previa } : {}),
  });
}

function accept({ params, store }: RouteContext): Response {
  const capture = findCapture(store, params.id ?? '');
  // Accepting again is a 200 that creates nothing and carries no event (observed).
  if (capture.status === 'ACEITA') return json({ id: capture.id, status: capture.status });
  if (capture.status === 'PROCESSANDO')
    throw new HttpError(409, 'A captura ainda está em processamento; aguarde a prévia para aceitá-la.');
  if (capture.status !== 'PENDENTE') throw new HttpError(409, 'A captura falhou e não pode ser aceita.');
  const event = createPayable(store, capture);
  capture.status = 'ACEITA';
  capture.id_evento_financeiro = event.id;
  settleDocument(store, capture);
  return json({ id: capture.id, status: capture.status, evento_financeiro: eventBody(event) });
}

/**
 * The payable of an accepted capture: the preview's supplier, category (a `DESPESA` one;
 * else "Fornecedores") and installments (due date, method, net value); each installment
 * described as the preview, on the default account. A preview without installments gives
 * one, due on the competence date, for the whole value.
 */
function createPayable(store: SandboxStore, capture: CaptureRecord): FinancialEventRecord {
  const preview = capture.previa;
  const supplier = ensureSupplier(store, preview.fornecedor);
  const expense = store.categories.filter((c) => c.tipo === PAYABLE_TYPE);
  const category =
    expense.find((c) => c.id === preview.categoria?.id) ?? expense.find((c) => c.nome === 'Fornecedores') ?? expense[0];
  const parcelas = preview.parcelas.length
    ? preview.parcelas
    : [
        {
          data_vencimento: preview.data_competencia,
          metodo_pagamento: undefined,
          composicao_valor: { valor_bruto: preview.valor },
        },
      ];
  return createFinancialEvent(store, {
    tipo: PAYABLE_TYPE,
    descricao: preview.descricao,
    data_competencia: preview.data_competencia,
    valor: preview.valor,
    contactId: supplier?.id,
    accountId: (store.accounts.find((a) => a.conta_padrao) ?? store.accounts[0])?.id,
    categoryId: category?.id,
    parcelas: parcelas.map((p) => ({
      descricao: preview.descricao,
      data_vencimento: p.data_vencimento,
      valor: fromCents(settlementNetCents(p.composicao_valor)),
      metodo_pagamento: p.metodo_pagamento,
    })),
    id_captura: capture.id,
    previa: preview,
  });
}

function refuse({ params, store }: RouteContext): Response {
  const capture = findCapture(store, params.id ?? '', { refused: true });
  if (capture.status === 'ACEITA' || capture.status === 'PROCESSANDO') throw new HttpError(409, NOT_REFUSABLE);
  if (capture.status === 'PENDENTE') {
    capture.status = 'REJEITADA';
    settleDocument(store, capture);
  }
  return noContent();
}

// The document routes come first: `/v1/captura/:id` would also match `/v1/captura/documentos`.
export const captureRoutes = [
  route('POST', '/v1/captura/documentos', upload),
  route('GET', '/v1/captura/documentos/status', status),
  route('GET', '/v1/captura/:id', read),
  route('POST', '/v1/captura/:id', accept),
  route('DELETE', '/v1/captura/:id', refuse),
];
