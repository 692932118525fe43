import { createContractSchema } from '../../../src/api/contract-record.schema';
import {
  CONTRACT_LIST_MULTI_PARAMS,
  contractListQuerySchema,
  type ContractListQuery,
} from '../../../src/api/contracts.schema';
import { isUuid } from '../../../src/api/common.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import { compareIsoDates } from '../../../src/lib/dates';
import { effectiveEnd, generateSales, isNearExpiry, toDetail, toListItem } from '../contract-model';
import { HttpError, json, noContent, readJson, route, validate, type RouteContext } from '../http';
import { fold, uuidv7 } from '../random';
import { salesOf, type ContractRecord, type SandboxStore } from '../store';

/**
 * The contracts endpoints of the spec. Where the spec is silent, the sandbox decides
 * (docs/platform-differences.md, "Sandbox platform"):
 * - the date interval selects contracts whose term [data_inicio, end] overlaps it
 *   (a contract that never expires has no end);
 * - `PROXIMO_AO_VENCIMENTO`: active, ends on a date within the next 30 days;
 * - `TODOS` (or no status) includes every status, `DELETADO` too;
 * - the text search matches the customer's name (accents and case ignored) or the number;
 * - without a sort field, the newest number comes first;
 * - a new contract is `ATIVO`.
 * Where the platform was observed to differ from the spec, the sandbox answers as observed
 * (docs/platform-differences.md, "Where the platform differs"): creation answers `{ id, id_legado }`; removal is
 * logical (`DELETADO`); an unknown id is 500; closing twice is 204; the list takes pages of
 * up to 1000; the root `observacoes` reads back as `condicao_pagamento.observacoes_pagamento`
 * (conta-azul-cli docs/referencia/contrato.md).
 */

/**
 * A malformed id is 400; a well-formed unknown one is 500 with no detail, on read, remove
 * and close alike, as the platform answers (conta-azul-cli docs/referencia/contrato.md,
 * verified in production: "Um uuid válido mas inexistente devolve 500, não 404").
 */
function findContract(store: SandboxStore, id: string): ContractRecord {
  if (!isUuid(id)) throw new HttpError(400, 'id: identificador de contrato inválido.');
  const record = store.contracts.get(id);
  if (!record) throw new HttpError(500, '');
  return record;
}

function matches(store: SandboxStore, record: ContractRecord, q: ContractListQuery): boolean {
  const { termos, condicao_pagamento, id_cliente } = record.request;
  // A contract removed through the API leaves the list (it stays readable by id).
  if (record.removido_em) return false;
  const end = effectiveEnd(record);
  if (compareIsoDates(termos.data_inicio, q.data_fim) > 0) return false;
  if (end !== null && compareIsoDates(end, q.data_inicio) < 0) return false;
  if (q.status === 'ATIVO' && record.status !== 'ATIVO') return false;
  if (q.status === 'INATIVO' && record.status !== 'INATIVO') return false;
  if (q.status === 'PROXIMO_AO_VENCIMENTO' && !isNearExpiry(record, store.today)) return false;
  if (q.cliente_id?.length && !q.cliente_id.includes(id_cliente)) return false;
  if (q.tipo_pagamento?.length && !q.tipo_pagamento.some((t) => t === condicao_pagamento.tipo_pagamento)) return false;
  const search = q.busca_textual?.trim();
  if (search) {
    const name = store.customers.find((c) => c.id === id_cliente)?.nome ?? '';
    if (!fold(name).includes(fold(search)) && String(termos.numero) !== search) return false;
  }
  return true;
}

function sortKey(record: ContractRecord, field: 'DATA_INICIO' | 'DATA_FIM'): string {
  if (field === 'DATA_INICIO') return record.request.termos.data_inicio;
  return effectiveEnd(record) ?? '9999-12-31';
}

function list({ url, store }: RouteContext): Response {
  const q = validate(contractListQuerySchema, readSearchParams(url.searchParams, CONTRACT_LIST_MULTI_PARAMS));
  const found = [...store.contracts.values()].filter((r) => matches(store, r, q));
  // The ascending field wins; the descending one counts only alone.
  const field = q.campo_ordenado_ascendente ?? q.campo_ordenado_descendente;
  const direction = q.campo_ordenado_ascendente ? 1 : -1;
  found.sort((a, b) => {
    const byField = field ? direction * compareIsoDates(sortKey(a, field), sortKey(b, field)) : 0;
    return byField || b.request.termos.numero - a.request.termos.numero;
  });
  const page = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return json({ itens: page.map((r) => toListItem(store, r)), itens_totais: found.length });
}

async function create({ request, store }: RouteContext): Promise<Response> {
  const body = validate(createContractSchema, await readJson(request));
  // A removed contract's number is free again (the platform's counter follows removals, contrato.md).
  if (
    [...store.contracts.values()].some((r) => r.status !== 'DELETADO' && r.request.termos.numero === body.termos.numero)
  ) {
    throw new HttpError(400, `termos.numero: o número ${body.termos.numero} já está em uso por outro contrato.`);
  }
  if (!store.customers.some((c) => c.id === body.id_cliente))
    throw new HttpError(400, 'id_cliente: cliente não encontrado.');
  body.itens.forEach((item, i) => {
    if (!store.items.some((it) => it.id === item.id))
      throw new HttpError(400, `itens.${i}.id: produto ou serviço não encontrado.`);
  });
  const refs: Array<[string | undefined, { id: string }[], string]> = [
    [
      body.condicao_pagamento.id_conta_financeira,
      store.accounts,
      'condicao_pagamento.id_conta_financeira: conta financeira não encontrada.',
    ],
    [body.id_categoria, store.categories, 'id_categoria: categoria não encontrada.'],
    [body.id_centro_custo, store.costCenters, 'id_centro_custo: centro de custo não encontrado.'],
    [body.id_vendedor, store.sellers, 'id_vendedor: vendedor não encontrado.'],
  ];
  for (const [id, collection, message] of refs) {
    if (id !== undefined && !collection.some((x) => x.id === id)) throw new HttpError(400, message);
  }
  const record: ContractRecord = {
    id: uuidv7(),
    id_legado: store.nextLegacyId++,
    status: 'ATIVO',
    em_reajuste: false,
    criado_em: new Date().toISOString(),
    request: body,
  };
  const sales = generateSales(record, store.today);
  store.contracts.set(record.id, record);
  store.salesByContract.set(record.id, sales);
  // The platform answers { id, id_legado }: no id_venda, whatever the published example says
  // (conta-azul-cli docs/referencia/contrato.md; scheduled-sales OpenAPI ResumoCriacaoContrato).
  return json({ id: record.id, id_legado: record.id_legado }, 201);
}

function nextNumber({ store }: RouteContext): Response {
  // Removed contracts do not count: the counter went back after removals (contrato.md, observed).
  let highest = 0;
  for (const r of store.contracts.values())
    if (r.status !== 'DELETADO') highest = Math.max(highest, r.request.termos.numero);
  // Published as nullable without saying when: null when no next number can be given.
  const next = highest + 1;
  return json(Number.isSafeInteger(next) ? next : null);
}

function read({ params, store }: RouteContext): Response {
  const record = findContract(store, params.id as string);
  const detail = toDetail(store, record);
  // What was sent as the root `observacoes` reads back in the payment condition, and the root
  // field reads empty (contrato.md, observed). Where the root `observacoes_pagamento` goes is
  // not reported: it is not read back.
  return json({
    ...detail,
    observacoes: '',
    condicao_pagamento: { ...detail.condicao_pagamento, observacoes_pagamento: record.request.observacoes ?? null },
  });
}

/** A contract whose values are being adjusted can be neither closed nor removed until it ends. */
function refuseWhileAdjusting(record: ContractRecord, done: 'encerrado' | 'removido'): void {
  if (record.em_reajuste) {
    throw new HttpError(
      400,
      `O contrato está em reajuste de valores e não pode ser ${done} agora. Tente após a conclusão do reajuste.`,
    );
  }
}

function close({ params, store }: RouteContext): Response {
  const record = findContract(store, params.id as string);
  refuseWhileAdjusting(record, 'encerrado');
  if (record.status === 'DELETADO') throw new HttpError(400, 'O contrato foi removido e não pode ser encerrado.');
  // Closing an inactive contract again is a no-op 204, as on the platform (contrato.md).
  if (record.status === 'INATIVO') return noContent();
  record.status = 'INATIVO';
  record.encerrado_em = store.today;
  // No new charges: scheduled sales are dropped; what was issued stays.
  store.salesByContract.set(
    record.id,
    salesOf(store, record.id).filter((s) => s.status !== 'AGENDADA'),
  );
  return noContent();
}

function remove({ params, store }: RouteContext): Response {
  const record = findContract(store, params.id as string);
  refuseWhileAdjusting(record, 'removido');
  // A logical removal, as observed on the platform (contrato.md): every sale, scheduled and
  // effected, is cancelled; the contract leaves the list but still reads 200 as DELETADO.
  // Removing it again changes nothing and answers 204.
  for (const sale of salesOf(store, record.id)) sale.status = 'CANCELADA';
  record.status = 'DELETADO';
  record.removido_em ??= store.today;
  return noContent();
}

export const contractRoutes = [
  route('GET', '/v1/contratos', list),
  route('POST', '/v1/contratos', create),
  route('GET', '/v1/contratos/proximo-numero', nextNumber),
  route('GET', '/v1/contratos/:id', read),
  route('DELETE', '/v1/contratos/:id', remove),
  route('POST', '/v1/contratos/:id/encerrar', close),
];
