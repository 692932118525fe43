import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { formatDateBR } from '../lib/dates';
import { chargeKindLabel } from '../lib/labels/charge';
import { chargeReissues, useChargeReissue, type ReissuePlan } from '../stores/charge-reissues';
import { installmentHistory } from '../stores/installment-history';
import { activeCharge, cancelCharge, chargeKeys, createCharge, isChargeCancellable, type ChargeKind } from './charges';
import type { Charge } from './charges.schema';
import type { Installment, InstallmentCharge } from './installment.normalize';
import { getInstallment, refreshInstallment } from './receivables';

export type { ReissuePlan } from '../stores/charge-reissues';

/**
 * Moving an installment's due date leaves its charge (boleto, Pix, link) with the old one: the
 * platform publishes no change of a charge, only its cancellation and a new one. After asking,
 * the app cancels the old charge and issues one of the same kind, on the same account, due on
 * the new date; each step is recorded first, and a resumed run reads the installment's charges
 * before each call, so nothing is cancelled or issued twice.
 */

/** The kind a new charge takes: the read's `BOLETO_REGISTRADO` is issued as `BOLETO`. */
export function reissueKind(tipo: string | null): ChargeKind | null {
  if (tipo === 'BOLETO' || tipo === 'BOLETO_REGISTRADO') return 'BOLETO';
  if (tipo === 'PIX_COBRANCA' || tipo === 'LINK_PAGAMENTO') return tipo;
  return null;
}

export const chargeInWords = (c: Pick<InstallmentCharge, 'tipo' | 'data_vencimento'>) =>
  `${chargeKindLabel(reissueKind(c.tipo) ?? c.tipo)}${c.data_vencimento ? `, vencimento ${formatDateBR(c.data_vencimento)}` : ''}`;

/** The open charge a due-date change concerns: a receivable's, still payable. */
export const chargeToMove = (i: Pick<Installment, 'lado' | 'cobrancas'>): InstallmentCharge | null =>
  i.lado === 'receber' ? activeCharge(i.cobrancas) : null;

/** The run that replaces `charge` by one due on `vencimento`, or why the app cannot issue it. */
export function planReissue(
  installment: Pick<Installment, 'id' | 'descricao'>,
  charge: InstallmentCharge,
  vencimento: string,
  today: string,
  autor: string,
): { plan: ReissuePlan } | { refusal: string } {
  const tipo = reissueKind(charge.tipo);
  if (vencimento < today)
    return {
      refusal: 'O novo vencimento já passou, e a plataforma não emite cobrança com vencimento anterior a hoje.',
    };
  if (!tipo) return { refusal: 'A plataforma não informou o tipo desta cobrança.' };
  if (!charge.contaId) return { refusal: 'A plataforma não informou a conta em que esta cobrança foi emitida.' };
  return {
    plan: {
      parcelaId: installment.id,
      oldId: charge.id,
      oldText: chargeInWords(charge),
      tipo,
      conta: charge.contaId,
      vencimento,
      descricao: installment.descricao?.trim() || 'Cobrança',
      autor,
      phase: 'cancel',
    },
  };
}

export interface ReissueCalls {
  charges: (parcelaId: string) => Promise<InstallmentCharge[]>;
  cancel: (chargeId: string) => Promise<unknown>;
  issue: (plan: ReissuePlan) => Promise<Pick<Charge, 'id'>>;
  save: (plan: ReissuePlan) => void;
}

/**
 * Runs the plan from its phase: cancels the old charge if it is still payable, then issues the
 * new one unless a payable charge other than the old one already exists (a previous attempt's,
 * whose answer was lost, or one issued elsewhere).
 */
export async function runReissue(plan: ReissuePlan, calls: ReissueCalls): Promise<ReissuePlan> {
  let current = plan;
  if (current.phase === 'cancel') {
    const old = (await calls.charges(current.parcelaId)).find((c) => c.id === current.oldId);
    if (old && isChargeCancellable(old.status)) await calls.cancel(current.oldId);
    current = { ...current, phase: 'issue' };
    calls.save(current);
  }
  if (current.phase === 'issue') {
    const others = (await calls.charges(current.parcelaId)).filter((c) => c.id !== current.oldId);
    const issued = activeCharge(others) ?? (await calls.issue(current));
    current = { ...current, phase: 'done', newId: issued.id };
    calls.save(current);
  }
  return current;
}

type RunState = { kind: 'running' } | { kind: 'failed'; error: Error };
const states = new Map<string, RunState>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
const setState = (parcelaId: string, state: RunState | null) => {
  if (state) states.set(parcelaId, state);
  else states.delete(parcelaId);
  for (const l of listeners) l();
};

function callsFor(queryClient: QueryClient): ReissueCalls {
  return {
    charges: async (parcelaId) => (await getInstallment(parcelaId)).cobrancas,
    cancel: cancelCharge,
    issue: async (plan) => {
      const charge = await createCharge({
        id_parcela: plan.parcelaId,
        conta_bancaria: plan.conta,
        data_vencimento: plan.vencimento,
        descricao_fatura: plan.descricao,
        tipo: plan.tipo as ChargeKind,
      });
      queryClient.setQueryData(chargeKeys.detail(charge.id), charge);
      return charge;
    },
    save: chargeReissues.save,
  };
}

/** Starts (or resumes) the plan once: a second call while it runs joins the first. */
export function startReissue(queryClient: QueryClient, plan: ReissuePlan): Promise<void> {
  const running = inFlight.get(plan.parcelaId);
  if (running) return running;
  chargeReissues.save(plan);
  setState(plan.parcelaId, { kind: 'running' });
  const run = runReissue(plan, callsFor(queryClient))
    .then(
      (done) => {
        installmentHistory.record(
          done.parcelaId,
          [
            {
              label: 'Cobrança',
              before: done.oldText,
              after: chargeInWords({ tipo: done.tipo, data_vencimento: done.vencimento }),
            },
          ],
          done.autor,
        );
        setState(done.parcelaId, null);
      },
      (error: unknown) =>
        setState(plan.parcelaId, {
          kind: 'failed',
          error: error instanceof Error ? error : new Error('A cobrança não foi reemitida.'),
        }),
    )
    .finally(() => {
      inFlight.delete(plan.parcelaId);
      void refreshInstallment(queryClient, plan.parcelaId, 'charge-issued');
    });
  inFlight.set(plan.parcelaId, run);
  return run;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The installment's reissue: its plan as kept, whether it runs or failed here, and how to (re)start it. */
export function useReissue(parcelaId: string) {
  const queryClient = useQueryClient();
  const plan = useChargeReissue(parcelaId);
  const state = useSyncExternalStore(subscribe, () => states.get(parcelaId) ?? null);
  return {
    plan,
    state,
    start: (next: ReissuePlan) => void startReissue(queryClient, next),
    resume: () => {
      if (plan && plan.phase !== 'done') void startReissue(queryClient, plan);
    },
    dismiss: () => {
      setState(parcelaId, null);
      chargeReissues.remove(parcelaId);
    },
  };
}
