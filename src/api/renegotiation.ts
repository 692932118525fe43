import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  carriesMark,
  checkInstallment,
  markSending,
  nextRenegotiationAction,
  recordCheck,
  recordDone,
  recordEvent,
  recordProtocol,
  recordRefusal,
  recordUnknown,
  renegotiationDone,
  type RenegotiationRun,
  type StepCheck,
  type StepName,
} from '../lib/renegotiation';
import { isApiError } from './http';
import { updateInstallment } from './installment-update';
import { createLedgerEvent, followCreation, protocolOutcome } from './payables';
import { getInstallment, searchAllReceivables } from './receivables';
import { refreshAfter } from './refresh';

/**
 * The platform's side of a renegotiation: each step stored before it is sent, each unknown
 * outcome read on the platform before anything is sent again (lib/renegotiation.ts).
 */

const STILL_PROCESSING = 'A plataforma ainda está processando o novo lançamento. Tente de novo em alguns minutos.';

/** The installment read now: changed by this plan (its mark), untouched (same version), or changed by someone else. */
export async function checkOriginal(run: RenegotiationRun): Promise<StepCheck> {
  const current = await getInstallment(run.plan.source.installmentId);
  return checkInstallment(run.plan, current);
}

/**
 * Whether the new event exists: through its protocol when one was kept, else by the mark among
 * the side's installments due on the second installment's date.
 */
export async function findCreated(
  run: RenegotiationRun,
): Promise<{ found: 'feito'; eventId: string | null } | { found: 'ausente' } | { found: 'refused'; message: string }> {
  const protocol = run.create?.protocol;
  if (protocol) {
    const outcome = await protocolOutcome(protocol);
    if (outcome.kind === 'pending') throw new Error(STILL_PROCESSING);
    if (outcome.kind === 'refused') return { found: 'refused', message: outcome.message };
    return { found: 'feito', eventId: outcome.eventId };
  }
  const due = run.plan.rows[1]!.dueDate;
  const rows = await searchAllReceivables(
    { data_vencimento_de: due, data_vencimento_ate: due },
    undefined,
    'user',
    run.plan.source.side,
  );
  return rows.some((r) => carriesMark(r.descricao, run.plan.id))
    ? { found: 'feito', eventId: null }
    : { found: 'ausente' };
}

const failureOf = (error: unknown) => ({
  status: isApiError(error) && error.status > 0 ? error.status : undefined,
  message: error instanceof Error && error.message ? error.message : 'Falha desconhecida.',
});

/** A 4xx other than a stale version is a refusal (nothing done); anything else is an unknown outcome. */
const definite = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 409;

/** Drives a renegotiation one request at a time, stored after every step; it stops at what it cannot decide. */
export function useRenegotiationRun(initial: RenegotiationRun, store: (run: RenegotiationRun) => void) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState(initial);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef(initial);
  const active = useRef(false);
  const mounted = useRef(true);
  const keep = useRef(store);
  useLayoutEffect(() => {
    keep.current = store;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const commit = (next: RenegotiationRun) => {
    current.current = next;
    keep.current(next);
    if (mounted.current) setRun(next);
  };

  const check = async (step: StepName) => {
    if (step === 'patch') {
      commit(recordCheck(current.current, 'patch', await checkOriginal(current.current)));
      return;
    }
    const found = await findCreated(current.current);
    if (found.found === 'feito') {
      commit(
        found.eventId
          ? recordEvent(current.current, found.eventId, 'Já constava na plataforma.')
          : recordDone(current.current, 'create', 'Já constava na plataforma.'),
      );
    } else if (found.found === 'refused') commit(recordRefusal(current.current, 'create', found.message));
    else commit(recordCheck(current.current, 'create', { found: 'ausente' }));
  };

  const send = async (step: StepName) => {
    const { plan } = current.current;
    commit(markSending(current.current, step));
    if (step === 'patch') {
      try {
        await updateInstallment(plan.source.installmentId, { versao: plan.source.versao, ...plan.patch });
        commit(recordDone(current.current, 'patch'));
      } catch (error) {
        const { status, message } = failureOf(error);
        commit(
          definite(status)
            ? recordRefusal(current.current, 'patch', message)
            : recordUnknown(current.current, 'patch', message),
        );
      }
      return;
    }
    let protocol: string | null | undefined;
    try {
      protocol = (await createLedgerEvent(plan.source.side, plan.create!)).protocolo;
    } catch (error) {
      const { status, message } = failureOf(error);
      commit(
        definite(status)
          ? recordRefusal(current.current, 'create', message)
          : recordUnknown(current.current, 'create', message),
      );
      return;
    }
    if (!protocol) {
      commit(recordUnknown(current.current, 'create', 'A plataforma não devolveu o protocolo do lançamento.'));
      return;
    }
    commit(recordProtocol(current.current, protocol));
    try {
      const outcome = await followCreation(protocol);
      if (outcome.kind === 'created') commit(recordEvent(current.current, outcome.eventId));
      else if (outcome.kind === 'refused') commit(recordRefusal(current.current, 'create', outcome.message));
      else commit(recordUnknown(current.current, 'create', STILL_PROCESSING));
    } catch (error) {
      commit(recordUnknown(current.current, 'create', failureOf(error).message));
    }
  };

  const drive = async () => {
    if (active.current) return;
    active.current = true;
    setRunning(true);
    setFailure(null);
    let sent = false;
    try {
      // Each unknown outcome is read once per drive: a second one stops and waits for "Tentar novamente".
      const unknownSeen = new Set<StepName>();
      while (mounted.current) {
        const action = nextRenegotiationAction(current.current);
        if (action.type === 'concluida' || action.type === 'parada') break;
        if (action.type === 'conferir') {
          try {
            await check(action.step);
          } catch (error) {
            setFailure(
              `Não foi possível conferir na plataforma: ${failureOf(error).message} Nada foi enviado de novo.`,
            );
            break;
          }
          continue;
        }
        await send(action.step);
        sent = true;
        const after = current.current[action.step];
        if (after?.verify) {
          if (unknownSeen.has(action.step)) break;
          unknownSeen.add(action.step);
        }
      }
    } finally {
      active.current = false;
      if (mounted.current) setRunning(false);
      if (sent || renegotiationDone(current.current)) void refreshAfter(queryClient, 'installment-renegotiated');
    }
  };

  return { run, running, failure, start: () => void drive() };
}
