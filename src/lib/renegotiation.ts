import { formatDateBR, type IsoDate } from './dates';
import { installmentDescription, splitInstallments } from './installments';
import type { LedgerSide } from './labels/receivable';
import { formatCents, fromCents } from './money';
import { renegotiationMark, withoutMark } from './description-marks';
import { splitCents } from './split-cents';

export { renegotiationMark };

/**
 * Renegotiating an overdue installment with what the platform permits. The platform has no call
 * that renegotiates (its own renegotiation status and link cannot be written), so the installment
 * itself becomes the first new installment (its due date and value changed through the
 * installment update, guarded by `versao`) and the others are one new event of the same party,
 * categories (in the same proportion) and competence date. Both carry a mark (`[renegociação <id>]`) in their descriptions:
 * a resumed renegotiation reads the platform for it before sending a step again, so none is done
 * twice. The run is a pure state machine, stored before every request leaves.
 */

export const MAX_RENEGOTIATION_INSTALLMENTS = 60;
const UPDATE_TEXT_MAX = 200;
const CREATE_TEXT_MAX = 255;
const NOTE_MAX = 500;

export type AdjustmentKind = 'nenhum' | 'juros' | 'desconto';
export type AdjustmentMode = 'valor' | 'percentual';

/** The interest (positive) or discount (negative) in cents; a percentage is of the open value, rounded. */
export function adjustmentCents(openCents: number, kind: AdjustmentKind, mode: AdjustmentMode, amount: number): number {
  if (kind === 'nenhum' || !Number.isFinite(amount) || amount <= 0) return 0;
  const cents = mode === 'percentual' ? Math.round((openCents * amount) / 100) : Math.round(amount * 100);
  return kind === 'juros' ? cents : -cents;
}

export interface RenegotiationRow {
  dueDate: IsoDate;
  cents: number;
}

/** Monthly rows adding up to the total (the ledger's split: leftover cents to the first ones). */
export const renegotiationRows = (totalCents: number, count: number, firstDue: IsoDate): RenegotiationRow[] =>
  splitInstallments(totalCents, count, firstDue).map((p) => ({ dueDate: p.dueDate, cents: p.cents }));

/** Why the rows cannot be sent, in the words the form shows; null when they can. */
/** "a parcela 2", "as parcelas 1 e 3", "as parcelas 1, 2 e 4" (positions from 0). */
function rowsNamed(indexes: readonly number[]): string {
  const n = indexes.map((i) => String(i + 1));
  if (n.length === 1) return `a parcela ${n[0]}`;
  return `as parcelas ${n.slice(0, -1).join(', ')} e ${n[n.length - 1]}`;
}

const indexesWhere = <T>(rows: readonly T[], bad: (row: T) => boolean) =>
  rows.flatMap((row, i) => (bad(row) ? [i] : []));

/** Every problem of the rows at once: each row with no value, each past date, then the sum. */
export function rowsRefusal(rows: RenegotiationRow[], totalCents: number, today: IsoDate): string | null {
  if (totalCents <= 0) return 'O desconto não pode ser igual ou maior que o valor em aberto.';
  if (rows.length < 1) return 'Informe ao menos uma parcela.';
  if (rows.length > MAX_RENEGOTIATION_INSTALLMENTS) return `No máximo ${MAX_RENEGOTIATION_INSTALLMENTS} parcelas.`;
  const problems: string[] = [];
  const noValue = indexesWhere(rows, (r) => !Number.isInteger(r.cents) || r.cents <= 0);
  if (noValue.length) {
    problems.push(
      `${upperFirst(rowsNamed(noValue))} ${noValue.length > 1 ? 'precisam' : 'precisa'} de um valor maior que zero.`,
    );
  }
  const past = indexesWhere(rows, (r) => !/^\d{4}-\d{2}-\d{2}$/.test(r.dueDate) || r.dueDate < today);
  if (past.length) {
    const whose = rowsNamed(past).replace(/^a /, 'da ').replace(/^as /, 'das ');
    problems.push(
      `${past.length > 1 ? 'Os vencimentos' : 'O vencimento'} ${whose} ${past.length > 1 ? 'devem' : 'deve'} ser hoje ou uma data futura.`,
    );
  }
  const sum = rows.reduce((s, r) => s + (Number.isInteger(r.cents) ? r.cents : 0), 0);
  if (sum !== totalCents) {
    problems.push(
      `A soma das parcelas (${formatCents(sum)}) difere do valor renegociado (${formatCents(totalCents)}).`,
    );
  }
  return problems.length ? problems.join(' ') : null;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a parcela 2", "as parcelas 2 e 3", "as parcelas 2 a n": the ones after the first of `n`. */
export const laterRows = (n: number) =>
  n === 2 ? 'a parcela 2' : n === 3 ? 'as parcelas 2 e 3' : `as parcelas 2 a ${n}`;

export const carriesMark = (text: string | null | undefined, id: string) =>
  !!text && text.includes(renegotiationMark(id));

const cut = (text: string, room: number) => (text.length > room ? text.slice(0, Math.max(room, 0)).trimEnd() : text);

/** "<description> (renegociada 2/3) [renegociação id]", the description cut to fit `max`. */
function markedDescription(base: string, suffix: string, id: string, max: number): string {
  const tail = `${suffix} ${renegotiationMark(id)}`;
  return `${cut(base, max - tail.length)}${tail}`;
}

/** What the renegotiation starts from: the installment as read, and its search row's party and category. */
export interface RenegotiationSource {
  side: LedgerSide;
  installmentId: string;
  versao: number;
  descricao: string;
  nota: string | null;
  dueDate: IsoDate | null;
  paidCents: number;
  openCents: number;
  partyId: string | null;
  /**
   * The event's split by category, each share weighed by its amount (the installment read's
   * `evento.rateio`); one share when only the category is known.
   */
  categories: Array<{ id: string; weight: number }>;
  /** The event's cost centre when it has one only: how several share an event is not published. */
  costCenterId: string | null;
  competenceDate: IsoDate | null;
  /** The installment's financial account now; the one chosen, when another, goes on it too. */
  accountId: string | null;
}

/** The installment update's body, without `versao` (the run sends the one it was planned with). */
export interface RenegotiationPatch {
  vencimento: IsoDate;
  data_pagamento_esperado: IsoDate;
  descricao: string;
  nota: string;
  composicao_valor: { valor_bruto: number };
  id_conta_financeira?: string;
}

/** The published creation body, as a renegotiation sends it: the source's categories, no extra parts. */
export interface RenegotiationEvent {
  data_competencia: IsoDate;
  valor: number;
  descricao: string;
  observacao: string;
  contato?: string;
  conta_financeira: string;
  rateio: Array<{
    id_categoria: string;
    valor: number;
    rateio_centro_custo: Array<{ id_centro_custo: string; valor: number }>;
  }>;
  condicao_pagamento: {
    parcelas: Array<{
      descricao: string;
      data_vencimento: IsoDate;
      nota: string;
      conta_financeira: string;
      detalhe_valor: {
        valor_bruto: number;
        valor_liquido: number;
        multa: number;
        juros: number;
        desconto: number;
        taxa: number;
      };
    }>;
  };
}

export interface RenegotiationPlan {
  id: string;
  source: RenegotiationSource;
  adjustmentCents: number;
  rows: RenegotiationRow[];
  accountId: string;
  patch: RenegotiationPatch;
  /** The installments after the first, as one new event; null for a single installment. */
  create: RenegotiationEvent | null;
}

/**
 * The new event's split: its value shared among the source's categories in their proportion (whole
 * cents that add up), each share with the source's cost centre; a share of no cent is left out.
 */
function apportioned(cents: number, source: RenegotiationSource): RenegotiationEvent['rateio'] {
  const parts = splitCents(
    cents,
    source.categories.map((c) => c.weight),
  );
  return source.categories.flatMap((category, i) => {
    const valor = fromCents(parts[i] ?? 0);
    if (valor <= 0) return [];
    const centres = source.costCenterId ? [{ id_centro_custo: source.costCenterId, valor }] : [];
    return [{ id_categoria: category.id, valor, rateio_centro_custo: centres }];
  });
}

function adjustmentText(cents: number): string {
  if (cents > 0) return ` + juros de ${formatCents(cents)}`;
  if (cents < 0) return ` − desconto de ${formatCents(-cents)}`;
  return '';
}

/** The plan of a checked renegotiation; throws the form's words when it cannot be sent. */
export function planRenegotiation({
  id,
  source,
  adjustment,
  rows,
  accountId,
  today,
}: {
  id: string;
  source: RenegotiationSource;
  adjustment: number;
  rows: RenegotiationRow[];
  accountId: string;
  today: IsoDate;
}): RenegotiationPlan {
  const total = source.openCents + adjustment;
  const refusal = rowsRefusal(rows, total, today);
  if (refusal) throw new Error(refusal);
  if (rows.length > 1 && source.categories.length === 0) {
    throw new Error('A parcela não tem categoria na plataforma; as novas parcelas precisam de uma. Edite a parcela.');
  }
  if (rows.length > 1 && !accountId) throw new Error('Escolha a conta financeira das novas parcelas.');
  const base = source.descricao.trim() || 'Parcela';
  const n = rows.length;
  const [first, ...rest] = rows as [RenegotiationRow, ...RenegotiationRow[]];
  const suffix = (i: number) => (n > 1 ? ` (renegociada ${i}/${n})` : ' (renegociada)');
  const eventDescription = markedDescription(base, ' (renegociada)', id, CREATE_TEXT_MAX);
  const others = `${laterRows(n).replace(/^a/, 'A')} ${n === 2 ? 'está' : 'estão'}`;
  const restText = n > 1 ? ` ${others} no lançamento "${cut(withoutMark(eventDescription), 120)}".` : '';
  const ours = `Renegociada em ${formatDateBR(today)}: ${formatCents(source.openCents)} em aberto (venc. ${formatDateBR(source.dueDate)})${adjustmentText(adjustment)} em ${n === 1 ? '1 parcela' : `${n} parcelas`}; esta é a 1ª.${restText}`;
  const previous = source.nota?.trim();
  const nota = cut(previous ? `${ours} Nota anterior: ${previous}` : ours, NOTE_MAX);
  const patch: RenegotiationPatch = {
    vencimento: first.dueDate,
    data_pagamento_esperado: first.dueDate,
    descricao: markedDescription(base, suffix(1), id, UPDATE_TEXT_MAX),
    nota,
    composicao_valor: { valor_bruto: fromCents(source.paidCents + first.cents) },
    // Every installment of the renegotiation on the account chosen, the original included.
    ...(accountId && accountId !== source.accountId ? { id_conta_financeira: accountId } : {}),
  };
  let create: RenegotiationEvent | null = null;
  if (rest.length) {
    const cents = rest.reduce((s, r) => s + r.cents, 0);
    const valor = fromCents(cents);
    create = {
      data_competencia: source.competenceDate ?? today,
      valor,
      descricao: eventDescription,
      observacao: cut(
        `Renegociação de "${base}" (venc. ${formatDateBR(source.dueDate)}): ${laterRows(n)}; a 1ª é a própria parcela original.`,
        CREATE_TEXT_MAX,
      ),
      ...(source.partyId ? { contato: source.partyId } : {}),
      conta_financeira: accountId,
      rateio: apportioned(cents, source),
      condicao_pagamento: {
        parcelas: rest.map((r, i) => {
          const amount = fromCents(r.cents);
          return {
            descricao: markedDescription(base, suffix(i + 2), id, CREATE_TEXT_MAX),
            data_vencimento: r.dueDate,
            nota: '',
            conta_financeira: accountId,
            detalhe_valor: { valor_bruto: amount, valor_liquido: amount, multa: 0, juros: 0, desconto: 0, taxa: 0 },
          };
        }),
      },
    };
  }
  return { id, source, adjustmentCents: adjustment, rows, accountId, patch, create };
}

/** Numbered as the ledger numbers an event's installments. */
export const rowLabel = (index: number, count: number) => installmentDescription('Parcela', index, count);

// The run.

export type StepStatus = 'pendente' | 'enviando' | 'feito' | 'recusado';

export interface RunStep {
  status: StepStatus;
  /** Its earlier send has an unknown outcome: read the platform before sending again. */
  verify: boolean;
  message: string | null;
}

export interface CreateStep extends RunStep {
  protocol: string | null;
  eventId: string | null;
}

export interface RenegotiationRun {
  version: 1;
  plan: RenegotiationPlan;
  patch: RunStep;
  create: CreateStep | null;
}

export type StepName = 'patch' | 'create';

const fresh = (): RunStep => ({ status: 'pendente', verify: false, message: null });

export const renegotiationRun = (plan: RenegotiationPlan): RenegotiationRun => ({
  version: 1,
  plan,
  patch: fresh(),
  create: plan.create ? { ...fresh(), protocol: null, eventId: null } : null,
});

export type RenegotiationAction =
  | { type: 'conferir'; step: StepName }
  | { type: 'enviar'; step: StepName }
  | { type: 'parada'; step: StepName; message: string }
  | { type: 'concluida' };

/** The installment is changed first (guarded by its version), then the event is created. */
export function nextRenegotiationAction(run: RenegotiationRun): RenegotiationAction {
  const steps: [StepName, RunStep | null][] = [
    ['patch', run.patch],
    ['create', run.create],
  ];
  for (const [name, step] of steps) {
    if (!step || step.status === 'feito') continue;
    if (step.status === 'recusado') return { type: 'parada', step: name, message: step.message ?? 'Recusado.' };
    if (step.status === 'enviando') return { type: 'conferir', step: name };
    return { type: step.verify ? 'conferir' : 'enviar', step: name };
  }
  return { type: 'concluida' };
}

function change<S extends StepName>(
  run: RenegotiationRun,
  name: S,
  next: (step: NonNullable<RenegotiationRun[S]>) => NonNullable<RenegotiationRun[S]>,
): RenegotiationRun {
  const step = run[name];
  if (!step) throw new Error('Esta renegociação não cria um novo lançamento.');
  return { ...run, [name]: next(step as NonNullable<RenegotiationRun[S]>) };
}

/** Stored before the request leaves: a step in flight is never sent again unread. */
export function markSending(run: RenegotiationRun, name: StepName): RenegotiationRun {
  if (name === 'create' && run.patch.status !== 'feito') {
    throw new Error('A parcela original ainda não foi alterada.');
  }
  return change(run, name, (s) => {
    if (s.status !== 'pendente' || s.verify)
      throw new Error('Este passo precisa ser conferido antes de um novo envio.');
    return { ...s, status: 'enviando', message: null };
  });
}

export const recordDone = (run: RenegotiationRun, name: StepName, message: string | null = null): RenegotiationRun =>
  change(run, name, (s) => ({ ...s, status: 'feito', verify: false, message }));

export const recordProtocol = (run: RenegotiationRun, protocol: string): RenegotiationRun =>
  change(run, 'create', (s) => ({ ...s, protocol }));

export const recordEvent = (run: RenegotiationRun, eventId: string, message: string | null = null): RenegotiationRun =>
  change(run, 'create', (s) => ({ ...s, eventId, status: 'feito', verify: false, message }));

/** A definite refusal (nothing was done): the run stops with the platform's words. */
export const recordRefusal = (run: RenegotiationRun, name: StepName, message: string): RenegotiationRun =>
  change(run, name, (s) => ({ ...s, status: 'recusado', verify: false, message }));

/** An unknown outcome (no answer, a 5xx, a stale version): the platform is read before anything is sent again. */
export const recordUnknown = (run: RenegotiationRun, name: StepName, message: string): RenegotiationRun =>
  change(run, name, (s) => ({ ...s, status: 'pendente', verify: true, message }));

/** What the platform shows: the step is there, it may be sent, or the record changed and the run stops. */
export type StepCheck = { found: 'feito' } | { found: 'ausente' } | { found: 'mudou'; reason: string };

export function recordCheck(run: RenegotiationRun, name: StepName, check: StepCheck): RenegotiationRun {
  if (check.found === 'feito') return recordDone(run, name, 'Já constava na plataforma.');
  if (check.found === 'mudou') return recordRefusal(run, name, check.reason);
  return change(run, name, (s) => ({ ...s, status: 'pendente', verify: false, message: null }));
}

/** Whether the installment as read now is the one the plan changed, unchanged, or changed by someone else. */
export function checkInstallment(
  plan: RenegotiationPlan,
  current: { versao: number | null; descricao: string | null },
): StepCheck {
  if (carriesMark(current.descricao, plan.id)) return { found: 'feito' };
  if (current.versao === plan.source.versao) return { found: 'ausente' };
  return {
    found: 'mudou',
    reason:
      'A parcela mudou na plataforma depois da revisão (uma baixa ou edição). Nada foi alterado nem criado: descarte esta renegociação e comece de novo.',
  };
}

/** A run left in another page: what was in flight is read on the platform before anything is sent again. */
export function resumeRenegotiation(run: RenegotiationRun): RenegotiationRun {
  const back = <S extends RunStep>(s: S): S =>
    s.status === 'enviando' ? { ...s, status: 'pendente', verify: true } : s;
  return { ...run, patch: back(run.patch), create: run.create ? back(run.create) : null };
}

export const renegotiationDone = (run: RenegotiationRun) => nextRenegotiationAction(run).type === 'concluida';

const STATUSES: readonly StepStatus[] = ['pendente', 'enviando', 'feito', 'recusado'];
const isStep = (s: unknown): s is RunStep =>
  !!s &&
  typeof s === 'object' &&
  STATUSES.includes((s as RunStep).status) &&
  typeof (s as RunStep).verify === 'boolean';

/** A stored run, resumed; null when it is not a run of this version. */
export function restoreRenegotiation(value: unknown): RenegotiationRun | null {
  if (!value || typeof value !== 'object') return null;
  const run = value as Partial<RenegotiationRun>;
  const plan = run.plan;
  if (run.version !== 1 || !plan || typeof plan.id !== 'string' || !plan.source || !Array.isArray(plan.rows)) {
    return null;
  }
  if (typeof plan.source.installmentId !== 'string' || typeof plan.source.versao !== 'number') return null;
  if (!isStep(run.patch) || (run.create !== null && !isStep(run.create))) return null;
  if (!!plan.create !== !!run.create) return null;
  return resumeRenegotiation(run as RenegotiationRun);
}

/** What each step does, for the progress list. */
export function stepLabels(plan: RenegotiationPlan): Record<StepName, string> {
  const n = plan.rows.length;
  return {
    patch: `Alterar a parcela original para a 1ª parcela (${formatCents(plan.rows[0]!.cents)}, venc. ${formatDateBR(plan.rows[0]!.dueDate)})`,
    create:
      n > 1
        ? `Criar ${laterRows(n)} em um novo lançamento (${formatCents(plan.rows.slice(1).reduce((s, r) => s + r.cents, 0))})`
        : '',
  };
}
