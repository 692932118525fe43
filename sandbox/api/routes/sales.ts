import { isUuid } from '../../../src/api/common.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import { SALE_SEARCH_MULTI_PARAMS, saleSearchQuerySchema } from '../../../src/api/sales.schema';
import { compareIsoDates } from '../../../src/lib/dates';
import { hasInstallment } from '../installment-model';
import { noteFate } from '../invoice-model';
import { HttpError, json, route, validate, type RouteContext } from '../http';
import { fold } from '../random';
import type { ContractRecord, SaleRecord, SandboxStore } from '../store';

/**
 * The sales endpoints the app uses, with the platform's shapes (sales OpenAPI of
 * api-evangelist/conta-azul; conta-azul-cli docs/referencia/venda.md), generated from the
 * contracts' schedules (docs/sandbox-sales.md):
 * - `GET /v1/venda/busca`: `{ itens, total_itens, totais, quantidades }`, paged; filters
 *   `data_inicio`/`data_fim` (the sale's date), `data_criacao_de/ate`, `ids_clientes`
 *   (repeated or comma form), `termo_busca` (customer name or e-mail, or the exact sale
 *   number), `numeros`, `totais` (situation), ordering by `NUMERO`/`CLIENTE`/`DATA`; other
 *   parameters are ignored, as the platform does. No contract filter: items carry
 *   `id_contrato`. The cancelled sales of a removed contract are not listed (observed).
 * - `GET /v1/venda/{id}`: the envelope `{ cliente, evento_financeiro, venda, vendedor,
 *   contrato, … }`; 400 for an id that is neither a UUID nor a number, 404 when unknown.
 */

interface Found {
  sale: SaleRecord;
  contract: ContractRecord;
}

/** Situation of a sale in the search (`situacao`) and its status in the read (`venda.status`). */
function situationOf(sale: SaleRecord) {
  if (sale.status === 'CANCELADA')
    return { nome: 'CANCELADO', descricao: 'Cancelado', status: 'CANCELADO', totais: 'CANCELED' };
  if (sale.status === 'AGENDADA')
    return { nome: 'EM_ANDAMENTO', descricao: 'Em andamento', status: 'PREVISAO', totais: 'WAITING_APPROVED' };
  return { nome: 'APROVADO', descricao: 'Aprovado', status: 'EM_ANDAMENTO', totais: 'APPROVED' };
}

/** Sale numbers: the contract's number × 1000 + the charge's position (unique, stable). */
export const saleNumber = (contract: ContractRecord, sale: SaleRecord) =>
  contract.request.termos.numero * 1000 + sale.indice;

function allSales(store: SandboxStore): Found[] {
  const out: Found[] = [];
  for (const contract of store.contracts.values()) {
    for (const sale of store.salesByContract.get(contract.id) ?? []) out.push({ sale, contract });
  }
  return out;
}

function searchItem(store: SandboxStore, { sale, contract }: Found) {
  const customer = store.customers.find((c) => c.id === contract.request.id_cliente);
  const { nome, descricao } = situationOf(sale);
  return {
    id: sale.id,
    id_legado: null,
    numero: saleNumber(contract, sale),
    data: sale.data_emissao,
    criado_em: `${contract.criado_em.slice(0, 10)}T00:00:00`,
    data_alteracao: `${contract.criado_em.slice(0, 10)}T00:00:00`,
    tipo: 'SERVICO',
    itens: 'SERVICO',
    condicao_pagamento: true,
    total: sale.valor,
    cliente: customer ? { id: customer.id, nome: customer.nome, email: customer.email } : null,
    situacao: { nome, descricao },
    versao: 0,
    id_contrato: contract.id,
    origem: 'CONTRATO',
  };
}

function search({ url, store }: RouteContext): Response {
  const q = validate(saleSearchQuerySchema, readSearchParams(url.searchParams, SALE_SEARCH_MULTI_PARAMS));
  const term = fold(q.termo_busca?.trim() ?? '');
  const found = allSales(store).filter(({ sale, contract }) => {
    // The sales of a removed contract are cancelled and leave the search (contrato.md).
    if (contract.status === 'DELETADO') return false;
    const situation = situationOf(sale);
    if (q.totais && q.totais !== 'ALL' && situation.totais !== q.totais) return false;
    if (q.data_inicio && compareIsoDates(sale.data_emissao, q.data_inicio) < 0) return false;
    if (q.data_fim && compareIsoDates(sale.data_emissao, q.data_fim) > 0) return false;
    const created = contract.criado_em.slice(0, 10);
    if (q.data_criacao_de && compareIsoDates(created, q.data_criacao_de) < 0) return false;
    if (q.data_criacao_ate && compareIsoDates(created, q.data_criacao_ate) > 0) return false;
    if (q.ids_clientes?.length && !q.ids_clientes.includes(contract.request.id_cliente)) return false;
    if (q.ids_vendedores?.length && !q.ids_vendedores.includes(contract.request.id_vendedor ?? '')) return false;
    if (q.ids_categorias?.length && !q.ids_categorias.includes(contract.request.id_categoria ?? '')) return false;
    if (q.ids_produtos?.length && !contract.request.itens.some((i) => q.ids_produtos?.includes(i.id))) return false;
    if (q.numeros?.length && !q.numeros.includes(saleNumber(contract, sale))) return false;
    if (term) {
      const customer = store.customers.find((c) => c.id === contract.request.id_cliente);
      const hit =
        fold(customer?.nome ?? '').includes(term) ||
        fold(customer?.email ?? '').includes(term) ||
        String(saleNumber(contract, sale)) === term;
      if (!hit) return false;
    }
    return true;
  });

  const field = q.campo_ordenado_ascendente ?? q.campo_ordenado_descendente ?? 'DATA';
  // The ascending field wins; without any, the newest sale comes first.
  const direction = q.campo_ordenado_ascendente ? 1 : -1;
  const name = (f: Found) => fold(store.customers.find((c) => c.id === f.contract.request.id_cliente)?.nome ?? '');
  found.sort((a, b) => {
    const byField =
      field === 'NUMERO'
        ? saleNumber(a.contract, a.sale) - saleNumber(b.contract, b.sale)
        : field === 'CLIENTE'
          ? name(a).localeCompare(name(b))
          : compareIsoDates(a.sale.data_emissao, b.sale.data_emissao);
    return direction * byField || saleNumber(b.contract, b.sale) - saleNumber(a.contract, a.sale);
  });

  const sum = (list: Found[]) => Math.round(list.reduce((s, f) => s + f.sale.valor * 100, 0)) / 100;
  const by = (key: string) => found.filter((f) => situationOf(f.sale).totais === key);
  const page = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return json({
    totais: {
      total: sum(found),
      aprovado: sum(by('APPROVED')),
      cancelado: sum(by('CANCELED')),
      esperando_aprovacao: sum(by('WAITING_APPROVED')),
    },
    quantidades: {
      total: found.length,
      aprovado: by('APPROVED').length,
      cancelado: by('CANCELED').length,
      esperando_aprovacao: by('WAITING_APPROVED').length,
    },
    total_itens: found.length,
    itens: page.map((f) => searchItem(store, f)),
  });
}

function read({ params, store }: RouteContext): Response {
  const id = params.id as string;
  // The platform accepts the UUID or the legacy (integer) id; the sandbox's sales have no legacy id.
  if (!isUuid(id) && !/^\d+$/.test(id))
    throw new HttpError(400, 'id: o valor informado para o ID precisa ser do tipo UUID ou um número.');
  const found = allSales(store).find((f) => f.sale.id === id);
  if (!found) throw new HttpError(404, 'Venda não encontrada.');
  const { sale, contract } = found;
  const customer = store.customers.find((c) => c.id === contract.request.id_cliente);
  const seller = store.sellers.find((s) => s.id === contract.request.id_vendedor);
  const situation = situationOf(sale);
  const issued = hasInstallment(sale, store.today);
  const { termos, condicao_pagamento } = contract.request;
  return json({
    cliente: customer
      ? {
          uuid: customer.id,
          tipo_pessoa: customer.tipo_pessoa === 'FISICA' ? 'Física' : 'Jurídica',
          documento: customer.documento,
          nome: customer.nome,
        }
      : null,
    // The receivable event of an issued sale (the installment's `evento.id`, receivable-model.ts).
    evento_financeiro: issued ? { id: sale.id } : null,
    notificacao: null,
    natureza_operacao: null,
    venda: {
      id: sale.id,
      status: situation.status,
      id_legado: null,
      tipo_negociacao: 'VENDA',
      numero: saleNumber(contract, sale),
      id_categoria: contract.request.id_categoria ?? null,
      data_compromisso: sale.data_emissao,
      composicao_valor: { valor_bruto: sale.valor, desconto: 0, frete: 0, valor_liquido: sale.valor },
      condicao_pagamento: {
        tipo_pagamento: condicao_pagamento.tipo_pagamento,
        id_conta_financeira: condicao_pagamento.id_conta_financeira ?? null,
        pagamento_a_vista: true,
        // The receivable installment exists once the sale is issued.
        parcelas: issued
          ? [
              {
                id: sale.id_parcela,
                numero: 1,
                data_vencimento: sale.data_vencimento,
                valor: sale.valor,
                descricao: 'Parcela 1',
              },
            ]
          : [],
        opcao_condicao_pagamento: 'À vista',
      },
      observacoes: contract.request.observacoes ?? null,
      id_cliente: contract.request.id_cliente,
      versao: 0,
      situacao: { nome: situation.nome, descricao: situation.descricao, ativado: sale.status !== 'CANCELADA' },
      // A sale whose NFS-e is still to be generated says so (invoice-model.ts).
      tipo_pendencia:
        noteFate(contract, sale, store.today) === 'PENDENTE'
          ? { nome: 'AGUARDANDO_GERACAO_NOTA_FISCAL', descricao: 'Aguardando geração da nota fiscal' }
          : { nome: 'NENHUMA', descricao: 'Nenhuma' },
      origem: 'CONTRATO',
    },
    vendedor: seller ? { id: seller.id, nome: seller.nome } : null,
    contrato: {
      uuid: contract.id,
      data_inicio: termos.data_inicio,
      data_fim: termos.data_fim,
      dia_vencimento: condicao_pagamento.dia_vencimento,
      periodo: termos.tipo_frequencia,
      periodicidade: termos.intervalo_frequencia,
    },
  });
}

export const salesRoutes = [route('GET', '/v1/venda/busca', search), route('GET', '/v1/venda/:id', read)];
