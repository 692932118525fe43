import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markSending, recordFailure, runLine, runOf, type RunLine } from '../lib/settlement-run';
import { withQueryClient } from '../test/query';
import { useSettlementRun } from './settlement-run';

const settle = vi.hoisted(() => vi.fn(async (id: string) => ({ id: `baixa-${id}` })));
vi.mock('./receivables', () => ({ settleInstallment: settle }));

const line = (key: string): RunLine =>
  runLine(
    {
      key,
      side: 'pagar',
      date: '2026-12-01',
      amountCents: 1000,
      description: key,
      installmentId: key,
      installmentLabel: key,
    },
    {
      request: { data_pagamento: '2026-12-01', conta_financeira: 'conta', composicao_valor: { valor_bruto: 10 } },
    },
  );

describe('useSettlementRun', () => {
  it('a retry of one refused line sends that line alone; the lines not sent yet wait for the run to be resumed', async () => {
    // A run stopped after its first line was refused (a 4xx): two lines were never sent.
    let run = runOf([line('a'), line('b'), line('c')]);
    run = recordFailure(markSending(run, 'a'), 'a', { status: 422, message: 'Recusada.' });
    run = { ...run, cancelled: true };
    const stored: unknown[] = [];
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () =>
        useSettlementRun(run, {
          store: (next) => stored.push(next),
          check: async () => ({ found: 'open' }),
          change: 'bulk-settlement',
          parallel: 4,
        }),
      { wrapper },
    );

    act(() => result.current.retry('a'));
    await waitFor(() => expect(result.current.run.lines[0]?.status).toBe('baixada'));
    await waitFor(() => expect(result.current.running).toBe(false));
    expect(settle.mock.calls.map(([id]) => id)).toEqual(['a']);
    expect(result.current.run.lines.map((l) => l.status)).toEqual(['baixada', 'pendente', 'pendente']);

    // Resumed: the others are sent, each once.
    act(() => result.current.start());
    await waitFor(() => expect(result.current.run.lines.every((l) => l.status === 'baixada')).toBe(true));
    expect(settle.mock.calls.map(([id]) => id).sort()).toEqual(['a', 'b', 'c']);
  });
});
