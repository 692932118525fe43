import { isIsoDate, type IsoDate } from '../../src/lib/dates';
import { SETTLEMENT_METHOD_LABELS } from '../../src/lib/labels/settlement';
import { fromCents, MAX_AMOUNT, toCents } from '../../src/lib/money';
import { isWholeCents, settlementNetCents } from '../../src/lib/settlement';
import { isUuid } from '../../src/api/common.schema';
import { isWritableDate, WRITE_DATES } from '../../src/api/write.schema';
import { MAX_INSTALLMENTS, MAX_TEXT } from '../../src/api/payables.schema';
import type { EventPreviewRecord } from './capture-pipeline';
import { HttpError } from './http';
import { fold, uuidv7 } from './random';
import {
  profilesOf,
  type Customer,
  type EventApportionment,
  type EventSide,
  type FinancialEventRecord,
  type InstallmentRecord,
  type SandboxStore,
} from './store';

/**
 * Financial events of either side (receivable `RECEITA`, payable `DESPESA`), created by
 * `POST .../contas-a-receber`, `POST .../contas-a-pagar` (one handler, routes/receivables.ts)
 * or by accepting a capture (routes/capture.ts): each parcela of the request becomes one
 * installment of `store.receivables` or `store.payables`, found by the search at once.
 */

/** One installment of a new event. */
export interface NewInstallment {
  descricao: string;
  data_vencimento: IsoDate;
  /** Its net value (`detalhe_valor.valor_liquido`), in reais. */
  valor: number;
  accountId?: string | undefined;
  metodo_pagamento?: string | undefined;
}

export interface NewEvent {
  tipo: EventSide;
  descricao: string;
  data_competencia: IsoDate;
  valor: number;
  /** The customer of a receivable, the supplier of a payable (`contato`). */
  contactId?: string | undefined;
  accountId?: string | undefined;
  categoryId?: string | undefined;
  costCenterId?: string | undefined;
  /** The whole apportionment; the installments carry its first category and cost centre. */
  rateio?: EventApportionment[] | undefined;
  parcelas: NewInstallment[];
  id_captura?: string | null | undefined;
  protocolo?: string | undefined;
  previa?: EventPreviewRecord | undefined;
}

/** Registers the event and its installments; they are listed by the search from now on. */
export function createFinancialEvent(store: SandboxStore, input: NewEvent): FinancialEventRecord {
  const now = new Date().toISOString();
  const event: FinancialEventRecord = {
    id: uuidv7(),
    id_captura: input.id_captura ?? null,
    ...(input.protocolo ? { protocolo: input.protocolo } : {}),
    tipo: input.tipo,
    valor: input.valor,
    data_competencia: input.data_competencia,
    descricao: input.descricao,
    ...(input.previa ? { previa: input.previa } : {}),
    ...(input.rateio ? { rateio: input.rateio } : {}),
    criado_em: now,
  };
  store.financialEvents.set(event.id, event);
  input.parcelas.forEach((p, i) => {
    const record: InstallmentRecord = {
      id: uuidv7(),
      eventoId: event.id,
      indice: i + 1,
      descricao: p.descricao,
      data_competencia: input.data_competencia,
      data_vencimento: p.data_vencimento,
      valor: p.valor,
      categoryId: input.categoryId,
      costCenterId: input.costCenterId,
      accountId: p.accountId ?? input.accountId,
      metodo_pagamento: p.metodo_pagamento,
      criado_em: now,
    };
    if (input.tipo === 'DESPESA') store.payables.push({ ...record, supplierId: input.contactId });
    else store.receivables.push({ ...record, customerId: input.contactId });
  });
  return event;
}

/** An event's apportionment as the installment read publishes it (`evento.rateio`), names included. */
export function apportionmentBody(store: SandboxStore, eventId: string) {
  const rateio = store.financialEvents.get(eventId)?.rateio;
  if (!rateio) return undefined;
  return rateio.map((r) => ({
    id_categoria: r.id_categoria,
    nome_categoria: store.categories.find((c) => c.id === r.id_categoria)?.nome ?? null,
    valor: r.valor,
    valor_bruto: r.valor,
    rateio_centro_custo: r.rateio_centro_custo.map((cc) => ({
      id_centro_custo: cc.id_centro_custo,
      nome_centro_custo: store.costCenters.find((c) => c.id === cc.id_centro_custo)?.nome ?? null,
      valor: cc.valor,
    })),
  }));
}

/** What `GET /v1/protocolo/{id}` answers for a creation request: the event it created. */
export function protocolBody(store: SandboxStore, protocolId: string) {
  const event = [...store.financialEvents.values()].find((e) => e.protocolo === protocolId);
  if (!event) return undefined;
  return {
    id: protocolId,
    resposta: `O evento financeiro foi criado no ${event.tipo === 'RECEITA' ? 'contas a receber' : 'contas a pagar'} da Conta Azul.`,
    status: 'SUCCESS',
    evento_financeiro_id: event.id,
  };
}

/**
 * The supplier a capture names, as a person with the `Fornecedor` profile: the one with
 * that id, else with the same CNPJ/CPF or name (a customer gains the profile), else a new
 * one, as the platform registers a captured document's supplier (conta-azul-cli
 * docs/referencia/captura.md). None when the capture names nobody.
 */
export function ensureSupplier(
  store: SandboxStore,
  ref: { id: string | null; nome: string | null; documento: string | null },
): Customer | undefined {
  const digits = ref.documento?.replace(/\D/g, '') ?? '';
  const name = ref.nome ? fold(ref.nome) : '';
  const person =
    (ref.id ? store.customers.find((c) => c.id === ref.id) : undefined) ??
    store.customers.find(
      (c) => (digits !== '' && c.documento.replace(/\D/g, '') === digits) || (name !== '' && fold(c.nome) === name),
    );
  if (person) {
    if (!profilesOf(person).includes('Fornecedor')) person.perfis = [...profilesOf(person), 'Fornecedor'];
    return person;
  }
  if (!ref.nome && !digits) return undefined;
  const created: Customer = {
    id: uuidv7(),
    nome: ref.nome ?? (ref.documento as string),
    documento: ref.documento ?? '',
    email: '',
    tipo_pessoa: digits.length === 11 ? 'FISICA' : 'JURIDICA',
    ativo: true,
    perfis: ['Fornecedor'],
  };
  store.customers.push(created);
  return created;
}

// --- the creation request (EventoFinanceiroRequest) --------------------------------------

/**
 * The installment methods (`ParcelaCondicaoPagamento.metodo_pagamento`, financial OpenAPI):
 * the 22 the app labels, without the settlement reads' `CREDITO_VIRTUA` spelling.
 */
const INSTALLMENT_METHODS = new Set(Object.keys(SETTLEMENT_METHOD_LABELS).filter((m) => m !== 'CREDITO_VIRTUA'));

const MISSING = 'não deve ser nulo';
const SIDE_NAME: Record<EventSide, string> = { RECEITA: 'uma conta a receber', DESPESA: 'uma conta a pagar' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const absent = (v: unknown) => v === undefined || v === null;
const money = (cents: number) => fromCents(cents).toFixed(2).replace('.', ',');

/**
 * Reads a creation request as the platform does: every problem at once, in one 400
 * (unlike the rest of the API, which names one field per answer). The four fields the
 * production report lists are named as it does, by their Java names (`competenceDate`,
 * `valor`, `paymentCondition`, `rateio`: the report lists the third as `condicao_pagamento`
 * but its nested message says `paymentCondition.installments: deve ter no mínimo uma
 * parcela`, which an empty `parcelas` answers here); other fields, which no
 * source names, by their JSON path. `observacao`, `contato` and `conta_financeira` are
 * optional (published as required, accepted without them in production). Sandbox rules
 * (docs/sandbox.md, "Payables"): the rateio's categories must exist and be of the event's
 * side; the parcelas' net values (`valor_liquido`, else gross + fine + interest − discount
 * − fee) must add up to `valor`; ids given must name existing records.
 */
export function parseEventRequest(store: SandboxStore, tipo: EventSide, raw: unknown): NewEvent {
  const body = isObject(raw) ? raw : {};
  const problems: string[] = [];
  const fail = (field: string, message: string) => problems.push(`${field}: ${message}`);

  const date = (value: unknown, field: string, required: boolean): IsoDate | undefined => {
    if (absent(value)) {
      if (required) fail(field, MISSING);
      return undefined;
    }
    if (typeof value !== 'string' || !isIsoDate(value)) {
      fail(field, 'data inválida (use AAAA-MM-DD)');
      return undefined;
    }
    if (!isWritableDate(value)) {
      fail(field, `use uma data entre ${WRITE_DATES.from} e ${WRITE_DATES.to}`);
      return undefined;
    }
    return value;
  };
  const amount = (value: unknown, field: string, { required = true, positive = false } = {}) => {
    if (absent(value)) {
      if (required) fail(field, MISSING);
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (positive && value <= 0)) {
      fail(field, positive ? 'deve ser um número maior que zero' : 'deve ser um número maior ou igual a zero');
      return undefined;
    }
    if (!isWholeCents(value)) {
      fail(field, 'use no máximo duas casas decimais');
      return undefined;
    }
    if (value > MAX_AMOUNT) {
      fail(field, `deve ser no máximo ${MAX_AMOUNT.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
      return undefined;
    }
    return value;
  };
  const text = (value: unknown, field: string): string | undefined => {
    if (absent(value)) return undefined;
    if (typeof value !== 'string') {
      fail(field, 'deve ser um texto');
      return undefined;
    }
    if (value.length > MAX_TEXT) {
      fail(field, `deve ter no máximo ${MAX_TEXT} caracteres`);
      return undefined;
    }
    return value;
  };
  const reference = <T extends { id: string }>(value: unknown, field: string, list: T[], notFound: string) => {
    if (absent(value)) return undefined;
    if (typeof value !== 'string' || !isUuid(value)) {
      fail(field, 'identificador inválido');
      return undefined;
    }
    const found = list.find((x) => x.id === value);
    if (!found) fail(field, notFound);
    return found;
  };

  const data_competencia = date(body.data_competencia, 'competenceDate', true);
  const valor = amount(body.valor, 'valor', { positive: true });
  const descricao = text(body.descricao, 'descricao');
  text(body.observacao, 'observacao');
  const contact = reference(body.contato, 'contato', store.customers, 'pessoa não encontrada');
  const account = reference(
    body.conta_financeira,
    'conta_financeira',
    store.accounts,
    'conta financeira não encontrada',
  );

  // rateio: the categories (and cost centers) the value is apportioned to, every one kept.
  let categoryId: string | undefined;
  let costCenterId: string | undefined;
  const rateio: EventApportionment[] = [];
  let rateioComplete = true;
  if (absent(body.rateio)) fail('rateio', MISSING);
  else if (!Array.isArray(body.rateio) || body.rateio.length === 0)
    fail('rateio', 'informe ao menos uma categoria no rateio');
  else {
    const seenCategories = new Set<string>();
    body.rateio.forEach((item: unknown, i) => {
      const at = `rateio[${i}]`;
      if (!isObject(item)) {
        rateioComplete = false;
        return fail(at, 'deve ser um objeto');
      }
      if (absent(item.id_categoria)) fail(`${at}.id_categoria`, MISSING);
      const category = reference(item.id_categoria, `${at}.id_categoria`, store.categories, 'categoria não encontrada');
      if (category && category.tipo !== tipo) {
        fail(`${at}.id_categoria`, `a categoria de ${SIDE_NAME[tipo]} deve ser do tipo ${tipo}`);
      }
      if (category && seenCategories.has(category.id)) fail(`${at}.id_categoria`, 'categoria repetida no rateio');
      if (category) seenCategories.add(category.id);
      const share = amount(item.valor, `${at}.valor`, { positive: true });
      const centers: EventApportionment['rateio_centro_custo'] = [];
      let centersComplete = true;
      if (!absent(item.rateio_centro_custo)) {
        if (!Array.isArray(item.rateio_centro_custo)) fail(`${at}.rateio_centro_custo`, 'deve ser uma lista');
        else
          item.rateio_centro_custo.forEach((cc: unknown, j) => {
            const ccAt = `${at}.rateio_centro_custo[${j}]`;
            if (!isObject(cc)) {
              centersComplete = false;
              return fail(ccAt, 'deve ser um objeto');
            }
            const found = reference(
              cc.id_centro_custo,
              `${ccAt}.id_centro_custo`,
              store.costCenters,
              'centro de custo não encontrado',
            );
            if (absent(cc.id_centro_custo)) fail(`${ccAt}.id_centro_custo`, MISSING);
            // Published without required fields: a lone cost centre without a value takes its category's.
            const lone = (item.rateio_centro_custo as unknown[]).length === 1;
            let ccShare: number | undefined;
            if (!absent(cc.valor)) ccShare = amount(cc.valor, `${ccAt}.valor`, { positive: true });
            else if (lone) ccShare = share;
            else fail(`${ccAt}.valor`, 'informe o valor de cada centro de custo');
            if (found && centers.some((c) => c.id_centro_custo === found.id))
              fail(`${ccAt}.id_centro_custo`, 'centro de custo repetido nesta categoria');
            if (found && ccShare !== undefined) centers.push({ id_centro_custo: found.id, valor: ccShare });
            else centersComplete = false;
          });
      }
      if (centersComplete && share !== undefined && centers.length > 0) {
        const centersCents = centers.reduce((sum, c) => sum + toCents(c.valor), 0);
        if (centersCents !== toCents(share))
          fail(
            `${at}.rateio_centro_custo`,
            `a soma dos centros de custo (${money(centersCents)}) difere do valor da categoria (${money(toCents(share))})`,
          );
      }
      if (category && share !== undefined) {
        rateio.push({ id_categoria: category.id, valor: share, rateio_centro_custo: centers });
      } else rateioComplete = false;
      // The installments carry one category and one cost center: the first ones.
      if (i === 0) {
        categoryId = category?.id;
        costCenterId = centers[0]?.id_centro_custo;
      }
    });
    if (rateioComplete && valor !== undefined) {
      const rateioCents = rateio.reduce((sum, r) => sum + toCents(r.valor), 0);
      if (rateioCents !== toCents(valor))
        fail('rateio', `a soma do rateio (${money(rateioCents)}) difere do valor do evento (${money(toCents(valor))})`);
    }
  }

  // condicao_pagamento: the installments, as the write takes them (not the read's summary).
  const parcelas: NewInstallment[] = [];
  let netCents = 0;
  const condition = body.condicao_pagamento;
  if (absent(condition)) fail('paymentCondition', MISSING);
  else if (!isObject(condition)) fail('paymentCondition', 'deve ser um objeto com a lista parcelas');
  else if (!Array.isArray(condition.parcelas) || condition.parcelas.length === 0)
    fail('paymentCondition.installments', 'deve ter no mínimo uma parcela');
  else if (condition.parcelas.length > MAX_INSTALLMENTS)
    fail('paymentCondition.installments', `deve ter no máximo ${MAX_INSTALLMENTS} parcelas`);
  else {
    condition.parcelas.forEach((item: unknown, i) => {
      const at = `condicao_pagamento.parcelas[${i}]`;
      if (!isObject(item)) return fail(at, 'deve ser um objeto');
      const due = date(item.data_vencimento, `${at}.data_vencimento`, true);
      const parcelDescription = text(item.descricao, `${at}.descricao`);
      text(item.nota, `${at}.nota`);
      const parcelAccount = reference(
        item.conta_financeira,
        `${at}.conta_financeira`,
        store.accounts,
        'conta financeira não encontrada',
      );
      const method = text(item.metodo_pagamento, `${at}.metodo_pagamento`);
      if (method !== undefined && !INSTALLMENT_METHODS.has(method)) fail(`${at}.metodo_pagamento`, 'valor inválido');
      const detail = item.detalhe_valor;
      let cents: number | undefined;
      if (absent(detail)) fail(`${at}.detalhe_valor`, MISSING);
      else if (!isObject(detail)) fail(`${at}.detalhe_valor`, 'deve ser um objeto');
      else {
        const v = `${at}.detalhe_valor`;
        const bruto = amount(detail.valor_bruto, `${v}.valor_bruto`);
        const liquido = amount(detail.valor_liquido, `${v}.valor_liquido`, { required: false });
        const parts = {
          valor_bruto: bruto,
          multa: amount(detail.multa, `${v}.multa`, { required: false }),
          juros: amount(detail.juros, `${v}.juros`, { required: false }),
          desconto: amount(detail.desconto, `${v}.desconto`, { required: false }),
          taxa: amount(detail.taxa, `${v}.taxa`, { required: false }),
        };
        if (bruto !== undefined) cents = liquido !== undefined ? toCents(liquido) : settlementNetCents(parts);
        if (cents !== undefined && cents <= 0) {
          fail(`${v}.valor_liquido`, 'deve ser maior que zero');
          cents = undefined;
        }
      }
      if (cents !== undefined) netCents += cents;
      if (due && cents !== undefined) {
        parcelas.push({
          descricao: parcelDescription ?? descricao ?? '',
          data_vencimento: due,
          valor: fromCents(cents),
          accountId: parcelAccount?.id,
          metodo_pagamento: method,
        });
      }
    });
    if (!problems.length && valor !== undefined && netCents !== toCents(valor)) {
      fail(
        'paymentCondition.installments',
        `a soma dos valores líquidos das parcelas (${money(netCents)}) difere do valor do evento (${money(toCents(valor))})`,
      );
    }
  }

  if (problems.length) throw new HttpError(400, problems.join('; '));
  return {
    tipo,
    descricao: descricao ?? '',
    data_competencia: data_competencia as IsoDate,
    valor: valor as number,
    contactId: contact?.id,
    accountId: account?.id,
    categoryId,
    costCenterId,
    rateio,
    parcelas,
  };
}
