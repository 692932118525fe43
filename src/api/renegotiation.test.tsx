import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allInstallments } from '../../sandbox/api/receivable-model';
import { addDays } from '../lib/date-math';
import { toCents } from '../lib/money';
import {
  markSending,
  planRenegotiation,
  recordDone,
  renegotiationRows,
  renegotiationRun,
  restoreRenegotiation,
  type RenegotiationRun,
} from '../lib/renegotiation';
import { withQueryClient } from '../test/query';
import { cachedClient, oldFamilies } from '../test/refresh';
import { failOnce, sandboxForEachTest, TEST_TODAY } from '../test/sandbox';
import { updateInstallment } from './installment-update';
import { createLedgerEvent } from './payables';
import { REFRESHES } from './refresh';
import { useRenegotiationRun } from './renegotiation';

/*
 * The renegotiation's run against the sandbox: changed once, created once, whatever step the
 * page was left at (the stored run is what a closed tab leaves behind).
 */

const sandbox = sandboxForEachTest();
const store = () => sandbox.api.store;
const account = () => store().accounts.find((a) => a.conta_padrao)?.id as string;
const view = (id: string) => allInstallments(store()).find((v) => v.id === id)!;

function overdue() {
  const found = allInstallments(store()).find(
    (v) => v.status === 'ATRASADO' && v.paidCents === 0 && v.openCents > 300 && v.categoryId && v.contactId,
  );
  if (!found) throw new Error('no overdue receivable with a category in the seed');
  return found;
}

function planFor(id = overdue().id) {
  const v = view(id);
  return planRenegotiation({
    id: `t${Math.random().toString(36).slice(2, 10)}`,
    source: {
      side: 'receber',
      installmentId: v.id,
      versao: v.versao,
      descricao: v.descricao,
      nota: null,
      dueDate: v.data_vencimento,
      paidCents: v.paidCents,
      openCents: v.openCents,
      partyId: v.contactId ?? null,
      categories: v.categoryId ? [{ id: v.categoryId, weight: 1 }] : [],
      costCenterId: null,
      competenceDate: v.data_competencia,
      accountId: v.accountId ?? null,
    },
    adjustment: 15_00,
    rows: renegotiationRows(v.openCents + 15_00, 3, addDays(TEST_TODAY, 10)),
    accountId: account(),
    today: TEST_TODAY,
  });
}

const marked = (run: RenegotiationRun) =>
  [...store().financialEvents.values()].filter((e) => e.descricao.includes(run.plan.id));
const patches = () => sandbox.requests.filter((r) => r.method === 'PATCH' && /\/parcelas\/[^/]+$/.test(r.url));
const creations = () => sandbox.requests.filter((r) => r.method === 'POST' && /\/contas-a-receber$/.test(r.url));

async function drive(initial: RenegotiationRun) {
  const { queryClient, wrapper } = withQueryClient();
  cachedClient(queryClient);
  const stored: RenegotiationRun[] = [];
  const { result } = renderHook(() => useRenegotiationRun(initial, (r) => stored.push(r)), { wrapper });
  await act(async () => result.current.start());
  await waitFor(() => expect(result.current.running).toBe(false));
  return { result, stored, queryClient };
}

/** What a closed tab leaves: the run as stored, read back. */
const left = (run: RenegotiationRun) => restoreRenegotiation(JSON.parse(JSON.stringify(run)))!;

describe('a renegotiation sent once, resumed from any step', { timeout: 30_000 }, () => {
  it('changes the installment to the first, creates the rest once, and refreshes every figure', async () => {
    const run = renegotiationRun(planFor());
    const before = view(run.plan.source.installmentId);
    const { result, stored, queryClient } = await drive(run);
    expect(result.current.run.patch.status).toBe('feito');
    expect(result.current.run.create?.status).toBe('feito');
    // Stored in flight before each request left.
    expect(stored.map((r) => [r.patch.status, r.create?.status])).toContainEqual(['enviando', 'pendente']);
    expect(stored.map((r) => [r.patch.status, r.create?.status])).toContainEqual(['feito', 'enviando']);
    const after = view(before.id);
    expect(after.versao).toBe(before.versao + 1);
    expect(after.openCents).toBe(run.plan.rows[0]!.cents);
    expect(after.data_vencimento).toBe(addDays(TEST_TODAY, 10));
    expect(after.status).toBe('PENDENTE');
    const [event, ...more] = marked(run);
    expect(more).toHaveLength(0);
    expect(toCents(event!.valor)).toBe(run.plan.rows[1]!.cents + run.plan.rows[2]!.cents);
    const open = allInstallments(store()).filter((v) => v.descricao.includes(run.plan.id));
    expect(open.reduce((s, v) => s + v.openCents, 0)).toBe(before.openCents + 15_00);
    await waitFor(() =>
      expect(oldFamilies(queryClient)).toEqual(expect.arrayContaining([...REFRESHES['installment-renegotiated']])),
    );
  });

  it('the installment change sent, its answer lost: resumed, it is read, not sent again', async () => {
    const run = renegotiationRun(planFor());
    await updateInstallment(run.plan.source.installmentId, { versao: run.plan.source.versao, ...run.plan.patch });
    const sentBefore = patches().length;
    const { result } = await drive(left(markSending(run, 'patch')));
    expect(patches()).toHaveLength(sentBefore);
    expect(result.current.run.patch.message).toBe('Já constava na plataforma.');
    expect(marked(run)).toHaveLength(1);
    expect(view(run.plan.source.installmentId).versao).toBe(run.plan.source.versao + 1);
  });

  it('the installment change sent but never arrived: resumed, it is sent once', async () => {
    const run = renegotiationRun(planFor());
    const { result } = await drive(left(markSending(run, 'patch')));
    expect(patches()).toHaveLength(1);
    expect(result.current.run.create?.status).toBe('feito');
    expect(marked(run)).toHaveLength(1);
  });

  it('after the installment change: resumed, only the creation is sent', async () => {
    const run = renegotiationRun(planFor());
    await updateInstallment(run.plan.source.installmentId, { versao: run.plan.source.versao, ...run.plan.patch });
    const sentBefore = patches().length;
    await drive(left(recordDone(markSending(run, 'patch'), 'patch')));
    expect(patches()).toHaveLength(sentBefore);
    expect(marked(run)).toHaveLength(1);
  });

  it('the creation sent, its answer lost: resumed, it is found by its mark, not created again', async () => {
    const run = renegotiationRun(planFor());
    await updateInstallment(run.plan.source.installmentId, { versao: run.plan.source.versao, ...run.plan.patch });
    await createLedgerEvent('receber', run.plan.create!);
    const sentBefore = creations().length;
    const { result } = await drive(left(markSending(recordDone(markSending(run, 'patch'), 'patch'), 'create')));
    expect(creations()).toHaveLength(sentBefore);
    expect(result.current.run.create?.status).toBe('feito');
    expect(marked(run)).toHaveLength(1);
  });

  it('a 500 on the creation: read, then sent once more; a second one stops the run until asked', async () => {
    const run = renegotiationRun(planFor());
    failOnce(sandbox, 'POST', 'contas-a-receber$', 500, 'Falha interna');
    failOnce(sandbox, 'POST', 'contas-a-receber$', 500, 'Falha interna');
    const { result } = await drive(run);
    expect(result.current.run.patch.status).toBe('feito');
    expect(result.current.run.create).toMatchObject({ status: 'pendente', verify: true });
    expect(marked(run)).toHaveLength(0);
    await act(async () => result.current.start());
    await waitFor(() => expect(result.current.run.create?.status).toBe('feito'));
    expect(marked(run)).toHaveLength(1);
  });

  it('an installment changed since the review (a settlement): nothing is changed or created', async () => {
    const run = renegotiationRun(planFor());
    const { id } = view(run.plan.source.installmentId);
    await updateInstallment(id, { versao: run.plan.source.versao, nota: 'Outra pessoa mexeu' });
    const { result } = await drive(run);
    expect(result.current.run.patch.status).toBe('recusado');
    expect(result.current.run.patch.message).toMatch(/mudou na plataforma/);
    expect(marked(run)).toHaveLength(0);
    expect(creations()).toHaveLength(0);
  });
});
