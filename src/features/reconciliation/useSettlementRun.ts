import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/http';
import { refreshAfter } from '../../api/refresh';
import { listSettlements, settleInstallment } from '../../api/receivables';
import {
  cancelRun,
  markSending,
  nextAction,
  recordEntry,
  recordEntryMissing,
  recordEntryRefused,
  recordFailure,
  recordProtocol,
  recordSettled,
  recordVerification,
  resumeRun,
  retryLine,
  settledNsus,
  type SettlementRun,
} from '../../lib/statement';
import { createEntry, findEntry } from './entry-steps';
import { storeRun } from './storage';

/** Drives a settlement run one request at a time, stored after every step; cancel sends nothing more. */
export function useSettlementRun(statement: string, initial: SettlementRun) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState(initial);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef(initial);
  const stop = useRef(false);
  const active = useRef(false);
  const mounted = useRef(true);
  // Sends only while the screen is there; a remount takes the run up again.
  useEffect(() => {
    mounted.current = true;
    stop.current = false;
    return () => {
      mounted.current = false;
      stop.current = true;
    };
  }, []);

  const commit = (next: SettlementRun) => {
    current.current = next;
    storeRun(statement, next);
    if (mounted.current) setRun(next);
  };

  const drive = async () => {
    if (active.current) return;
    active.current = true;
    stop.current = false;
    setRunning(true);
    setFailure(null);
    let settledAny = false;
    try {
      while (!stop.current) {
        const action = nextAction(current.current);
        if (action.type === 'concluida') break;
        const { line } = action;
        if (action.type === 'procurar') {
          try {
            const found = await findEntry(action.line);
            commit(
              found
                ? recordEntry(current.current, line.key, found, 'encontrada')
                : recordEntryMissing(current.current, line.key),
            );
          } catch (error) {
            setFailure(
              `Não foi possível conferir na plataforma o lançamento ${line.key}: ${error instanceof Error ? error.message : 'erro inesperado'}. Nada foi criado de novo.`,
            );
            break;
          }
          continue;
        }
        if (action.type === 'verificar') {
          try {
            const nsus = settledNsus(await listSettlements(line.installmentId!, undefined, 'background'));
            commit(recordVerification(current.current, line.key, nsus));
          } catch (error) {
            // The check itself failed: stop here, the line stays to be checked.
            setFailure(
              `Não foi possível conferir na plataforma o lançamento ${line.key}: ${error instanceof Error ? error.message : 'erro inesperado'}. Nada foi enviado de novo.`,
            );
            break;
          }
          continue;
        }
        commit(markSending(current.current, line.key));
        try {
          if (action.type === 'criar') {
            const created = await createEntry(action.line, (protocol) =>
              commit(recordProtocol(current.current, line.key, protocol)),
            );
            settledAny = true;
            commit(
              created.status === 'criada'
                ? recordEntry(current.current, line.key, created.installmentId, 'criada')
                : recordEntryRefused(current.current, line.key, created.message),
            );
            continue;
          }
          const settlement = await settleInstallment(line.installmentId!, line.request!, 'background');
          settledAny = true;
          commit(recordSettled(current.current, line.key, settlement.id));
        } catch (error) {
          const status = isApiError(error) && error.status > 0 ? error.status : undefined;
          const message = error instanceof Error && error.message ? error.message : 'Falha desconhecida.';
          commit(recordFailure(current.current, line.key, { ...(status ? { status } : {}), message }));
        }
      }
    } finally {
      active.current = false;
      if (mounted.current) setRunning(false);
      if (settledAny) void refreshAfter(queryClient, 'statement-run');
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
      const base = current.current.cancelled ? resumeRun(current.current) : current.current;
      commit(retryLine(base, key));
      void drive();
    },
    retryAll: () => {
      let next = current.current.cancelled ? resumeRun(current.current) : current.current;
      for (const l of next.lines) if (l.status === 'recusada' && l.request) next = retryLine(next, l.key);
      commit(next);
      void drive();
    },
  };
}
