import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isApiError, type RequestPriority } from './http';
import { refreshAfter, type Change } from './refresh';
import { settleInstallment } from './receivables';
import {
  cancelRun,
  markSending,
  nextAction,
  recordCheck,
  recordFailure,
  recordSettled,
  resumeRun,
  retryLine,
  type RunCheck,
  type RunLine,
  type SettlementRun,
} from '../lib/settlement-run';

/**
 * A step of the feature's own, taken before the run's settlement of that line: a `check` only reads
 * (a failure stops the run, nothing is sent again); a `send` is stored in flight first and its
 * failure recorded as a settlement's. `take` commits what it learns itself.
 */
export interface OwnRunStep<L extends RunLine> {
  kind: 'check' | 'send';
  line: L;
  take: (current: () => SettlementRun<L>, commit: (next: SettlementRun<L>) => void) => Promise<void>;
}

export interface SettlementRunDriver<L extends RunLine = RunLine> {
  /** Keeps the run in this browser after every step (before a request leaves). */
  store: (run: SettlementRun<L>) => void;
  /** Asks the platform whether a line whose earlier send has an unknown outcome is settled. */
  check: (line: L) => Promise<RunCheck>;
  /** The feature's step for the run's next line, if it has one (else the shared check or settlement). */
  ownStep?: (run: SettlementRun<L>) => OwnRunStep<L> | null;
  /** Its row of the refresh table, once anything was settled. */
  change: Change;
  /**
   * The run's name in this browser (its store key): one tab at a time sends it (a Web Lock), so a
   * run resumed in a second tab never races the first. Null: no company, no lock.
   */
  lock?: string | null;
  /** The request budget's lane of the settlements (decision 0843). */
  priority?: RequestPriority;
  /**
   * Lines in flight at once, so that the budget's pace and not each answer's wait sets the run's
   * speed; a run with steps of its own (`ownStep`) takes one line at a time.
   */
  parallel?: number;
}

const ELSEWHERE =
  'Estas baixas estão sendo enviadas em outra aba deste navegador: nada foi enviado daqui. Acompanhe por lá; quando terminar, reabra esta tela para ver o resultado.';

/** Drives a settlement run, stored after every step (before a request leaves); cancel sends nothing more. */
export function useSettlementRun<L extends RunLine>(initial: SettlementRun<L>, driver: SettlementRunDriver<L>) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState(initial);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef(initial);
  const stop = useRef(false);
  const active = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(driver);
  useLayoutEffect(() => {
    latest.current = driver;
  });
  // Sends only while the screen is there; a remount takes the run up again.
  useEffect(() => {
    mounted.current = true;
    stop.current = false;
    return () => {
      mounted.current = false;
      stop.current = true;
    };
  }, []);

  const commit = (next: SettlementRun<L>) => {
    current.current = next;
    latest.current.store(next);
    if (mounted.current) setRun(next);
  };

  /** Sends what the run has left, or only the line `only`, while this tab holds the run's lock. */
  const drive = async (only?: string): Promise<void> => {
    // Taken at once: a second press while the lock is asked for is not "another tab".
    if (active.current) return;
    active.current = true;
    try {
      const name = latest.current.lock;
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!name || !locks?.request) return await send(only);
      await locks.request(`baixas:${name}`, { ifAvailable: true }, async (lock) => {
        if (lock) await send(only);
        else if (mounted.current) setFailure(ELSEWHERE);
      });
    } finally {
      active.current = false;
    }
  };

  /** Sends what the run has left, or only the line `only` (a retry of one line touches no other). */
  const send = async (only?: string) => {
    stop.current = false;
    setRunning(true);
    setFailure(null);
    let settledAny = false;
    let halted = false;
    /** Lines a worker has taken and not yet finished (a check leaves its line pending meanwhile). */
    const busy = new Set<string>();
    const free = (run: SettlementRun<L>): SettlementRun<L> =>
      only !== undefined
        ? { ...run, cancelled: false, lines: run.lines.filter((l) => l.key === only && !busy.has(l.key)) }
        : busy.size
          ? { ...run, lines: run.lines.filter((l) => !busy.has(l.key)) }
          : run;
    const halt = (message: string) => {
      halted = true;
      setFailure(message);
    };
    const worker = async () => {
      while (!stop.current && !halted) {
        const own = latest.current.ownStep?.(free(current.current));
        if (own) {
          const label = own.line.installmentLabel ?? own.line.key;
          if (own.kind === 'check') {
            try {
              await own.take(() => current.current, commit);
            } catch (error) {
              halt(
                `Não foi possível conferir na plataforma o lançamento ${label}: ${error instanceof Error ? error.message : 'erro inesperado'}. Nada foi enviado de novo.`,
              );
              return;
            }
            continue;
          }
          commit(markSending(current.current, own.line.key));
          try {
            await own.take(() => current.current, commit);
            settledAny = true;
          } catch (error) {
            const status = isApiError(error) && error.status > 0 ? error.status : undefined;
            const message = error instanceof Error && error.message ? error.message : 'Falha desconhecida.';
            commit(recordFailure(current.current, own.line.key, { ...(status ? { status } : {}), message }));
          }
          continue;
        }
        const action = nextAction(free(current.current));
        if (action.type === 'concluida') return;
        const { line } = action;
        busy.add(line.key);
        try {
          if (action.type === 'verificar') {
            try {
              const check = await latest.current.check(line);
              if (check.found === 'settled') settledAny = true;
              commit(recordCheck(current.current, line.key, check));
            } catch (error) {
              // The check itself failed: stop here, the line stays to be checked.
              halt(
                `Não foi possível conferir na plataforma o lançamento ${line.installmentLabel ?? line.key}: ${error instanceof Error ? error.message : 'erro inesperado'}. Nada foi enviado de novo.`,
              );
              return;
            }
            continue;
          }
          commit(markSending(current.current, line.key));
          try {
            const settlement = await settleInstallment(line.installmentId!, line.request!, latest.current.priority);
            settledAny = true;
            commit(recordSettled(current.current, line.key, settlement.id));
          } catch (error) {
            const status = isApiError(error) && error.status > 0 ? error.status : undefined;
            const message = error instanceof Error && error.message ? error.message : 'Falha desconhecida.';
            commit(recordFailure(current.current, line.key, { ...(status ? { status } : {}), message }));
          }
        } finally {
          busy.delete(line.key);
        }
      }
    };
    const { ownStep, parallel = 1 } = latest.current;
    try {
      await Promise.all(Array.from({ length: ownStep ? 1 : Math.max(1, parallel) }, worker));
    } finally {
      if (mounted.current) setRunning(false);
      if (settledAny) void refreshAfter(queryClient, latest.current.change);
    }
  };

  return {
    run,
    running,
    failure,
    start: () => {
      if (current.current.cancelled) commit(resumeRun(current.current));
      void drive();
    },
    cancel: () => {
      stop.current = true;
      commit(cancelRun(current.current));
    },
    retry: (key: string) => {
      commit(retryLine(current.current, key));
      void drive(key);
    },
    retryAll: () => {
      let next = current.current.cancelled ? resumeRun(current.current) : current.current;
      for (const l of next.lines) if (l.status === 'recusada' && l.request) next = retryLine(next, l.key);
      commit(next);
      void drive();
    },
  };
}

export type SettlementRunControls = ReturnType<typeof useSettlementRun>;
