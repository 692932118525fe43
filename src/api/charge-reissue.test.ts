import { describe, expect, it } from 'vitest';
import type { ReissuePlan } from '../stores/charge-reissues';
import { chargeToMove, planReissue, reissueKind, runReissue, type ReissueCalls } from './charge-reissue';
import type { InstallmentCharge } from './installment.normalize';

const OLD: InstallmentCharge = {
  id: 'old',
  tipo: 'BOLETO_REGISTRADO',
  status: 'REGISTRADO',
  data_vencimento: '2026-12-10',
  url: null,
  contaId: 'conta-1',
};
const installment = { id: 'p1', descricao: 'Mensalidade 12/2026' };

function plan(phase: ReissuePlan['phase'] = 'cancel'): ReissuePlan {
  const planned = planReissue(installment, OLD, '2026-12-20', '2026-12-01', 'ana@exemplo.com.br');
  if (!('plan' in planned)) throw new Error(planned.refusal);
  return { ...planned.plan, phase };
}

/** A platform of charges in memory, counting every call. */
function platform(charges: InstallmentCharge[]) {
  const calls = { cancel: 0, issue: 0, saved: [] as ReissuePlan['phase'][] };
  const io: ReissueCalls = {
    charges: async () => charges.map((c) => ({ ...c })),
    cancel: async (id) => {
      calls.cancel++;
      charges = charges.map((c) => (c.id === id ? { ...c, status: 'EM_CANCELAMENTO' } : c));
    },
    issue: async (p) => {
      calls.issue++;
      const id = `new-${calls.issue}`;
      charges = [
        ...charges,
        { ...OLD, id, tipo: p.tipo, data_vencimento: p.vencimento, status: 'AGUARDANDO_CONFIRMACAO' },
      ];
      return { id };
    },
    save: (p) => calls.saved.push(p.phase),
  };
  return { io, calls, charges: () => charges };
}

describe('planReissue', () => {
  it('issues the same kind on the same account, due on the new date, described as the installment', () => {
    expect(plan()).toMatchObject({
      parcelaId: 'p1',
      oldId: 'old',
      oldText: 'Boleto, vencimento 10/12/2026',
      tipo: 'BOLETO',
      conta: 'conta-1',
      vencimento: '2026-12-20',
      descricao: 'Mensalidade 12/2026',
      autor: 'ana@exemplo.com.br',
      phase: 'cancel',
    });
  });

  it('refuses a new due date before today, an unknown kind or an unnamed account', () => {
    expect(planReissue(installment, OLD, '2026-11-30', '2026-12-01', '')).toHaveProperty('refusal');
    expect(planReissue(installment, { ...OLD, tipo: 'CARNE' }, '2026-12-20', '2026-12-01', '')).toHaveProperty(
      'refusal',
    );
    expect(planReissue(installment, { ...OLD, contaId: null }, '2026-12-20', '2026-12-01', '')).toHaveProperty(
      'refusal',
    );
  });

  it('reads the kinds the platform lists', () => {
    expect(reissueKind('PIX_COBRANCA')).toBe('PIX_COBRANCA');
    expect(reissueKind('LINK_PAGAMENTO')).toBe('LINK_PAGAMENTO');
    expect(reissueKind('BOLETO')).toBe('BOLETO');
    expect(reissueKind(null)).toBeNull();
  });
});

describe('chargeToMove', () => {
  it("is a receivable's payable charge; a payable, or a cancelled or paid charge, has none", () => {
    expect(chargeToMove({ lado: 'receber', cobrancas: [OLD] })?.id).toBe('old');
    expect(chargeToMove({ lado: 'pagar', cobrancas: [OLD] })).toBeNull();
    expect(chargeToMove({ lado: 'receber', cobrancas: [{ ...OLD, status: 'CANCELADO' }] })).toBeNull();
    expect(chargeToMove({ lado: 'receber', cobrancas: [{ ...OLD, status: 'QUITADO' }] })).toBeNull();
  });
});

describe('runReissue', () => {
  it('cancels the old charge, then issues one new charge, recording each step', async () => {
    const p = platform([OLD]);
    const done = await runReissue(plan(), p.io);
    expect(p.calls).toMatchObject({ cancel: 1, issue: 1, saved: ['issue', 'done'] });
    expect(done).toMatchObject({ phase: 'done', newId: 'new-1' });
    expect(p.charges().map((c) => [c.id, c.status])).toEqual([
      ['old', 'EM_CANCELAMENTO'],
      ['new-1', 'AGUARDANDO_CONFIRMACAO'],
    ]);
  });

  it('resumed after the cancellation: does not cancel again', async () => {
    const p = platform([{ ...OLD, status: 'EM_CANCELAMENTO' }]);
    await runReissue(plan('cancel'), p.io);
    expect(p.calls).toMatchObject({ cancel: 0, issue: 1 });
  });

  it('resumed after an issue whose answer was lost: issues nothing more', async () => {
    const p = platform([
      { ...OLD, status: 'CANCELADO' },
      { ...OLD, id: 'issued-before', status: 'REGISTRADO' },
    ]);
    const done = await runReissue(plan('issue'), p.io);
    expect(p.calls).toMatchObject({ cancel: 0, issue: 0 });
    expect(done.newId).toBe('issued-before');
  });

  it('a failed issue leaves the plan at "issue": retrying issues once', async () => {
    const p = platform([OLD]);
    const failing = { ...p.io, issue: () => Promise.reject(new Error('500')) };
    await expect(runReissue(plan(), failing)).rejects.toThrow('500');
    expect(p.calls.saved).toEqual(['issue']);
    await runReissue(plan('issue'), p.io);
    expect(p.calls).toMatchObject({ cancel: 1, issue: 1 });
  });
});
