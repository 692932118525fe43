import { keptKey } from '../test/company';
// In the dom project (a .tsx test) for its localStorage.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRun,
  markSending,
  statementFingerprint,
  statementFingerprints,
  type StatementTransaction,
} from '../lib/statement';
import {
  forgetDraft,
  forgetRun,
  rememberedMapping,
  rememberMapping,
  storedDraft,
  storedDraftDecisions,
  storedDraftSetAside,
  storedRun,
  storeDraft,
  storeDraftDecisions,
  storeDraftSetAside,
  storeRun,
} from './reconciliation';

beforeEach(() => localStorage.clear());

describe('reconciliation storage', () => {
  it('remembers a mapping per layout and ignores a malformed one', () => {
    rememberMapping('csv:,:abc', { date: 0, amount: 1, description: [3] });
    expect(rememberedMapping('csv:,:abc')).toEqual({ date: 0, amount: 1, description: [3] });
    expect(rememberedMapping('csv:;:other')).toBeNull();
    localStorage.setItem(keptKey('conciliacao.mapeamento.bad'), JSON.stringify({ date: 0, description: [1] }));
    expect(rememberedMapping('bad')).toBeNull();
    localStorage.setItem(keptKey('conciliacao.mapeamento.worse'), '{not json');
    expect(rememberedMapping('worse')).toBeNull();
  });

  it('keeps a run per statement; read back, a line left in flight is to be checked before any resend', () => {
    const request = {
      data_pagamento: '2026-03-10',
      conta_financeira: '0190a5c8-0000-7000-8000-00000000a001',
      composicao_valor: { valor_bruto: 10 },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO' as const,
      observacao: 'x',
      nsu: 'F1',
    };
    const run = markSending(
      createRun([
        {
          line: { bankId: 'F1', date: '2026-03-10', amountCents: 1000, description: 'x' },
          installmentId: 'i1',
          request,
        },
      ]),
      'F1',
    );
    storeRun('extrato-1', run);
    const back = storedRun('extrato-1');
    expect(back?.lines[0]).toMatchObject({ key: 'F1', status: 'pendente', verify: true });
    expect(storedRun('extrato-2')).toBeNull();
    forgetRun('extrato-1');
    expect(storedRun('extrato-1')).toBeNull();
  });

  it('keeps the statement being matched and its decisions, and reads back only a well-formed draft', () => {
    const credit = (bankId: string): StatementTransaction => ({
      bankId,
      fitId: bankId,
      date: '2026-03-10',
      amountCents: 1000,
      description: `PIX RECEBIDO ${bankId}`,
      type: 'CREDIT',
      document: null,
      index: 0,
    });
    const statement = {
      kind: 'ofx' as const,
      account: null,
      credits: [credit('F1'), credit('F2')],
      debits: [],
      warnings: [],
      encoding: 'utf-8' as const,
    };
    const fingerprint = statementFingerprint(statement.credits);
    const draft = {
      version: 1 as const,
      step: 'match' as const,
      fileName: 'extrato.ofx',
      fingerprint,
      savedAt: '2026-03-10T12:00:00.000Z',
      statement,
    };
    expect(storedDraft()).toBeNull();
    expect(storeDraft(draft)).toBe(true);
    expect(storedDraft()).toEqual(draft);
    expect(
      storeDraftDecisions(
        fingerprint,
        new Map([
          ['F1', { status: 'confirmada', choice: 'i1' }],
          ['F2', { status: 'ignorada', choice: null }],
        ]),
      ),
    ).toBe(true);
    expect([...storedDraftDecisions(fingerprint)]).toEqual([
      ['F1', { status: 'confirmada', choice: 'i1' }],
      ['F2', { status: 'ignorada', choice: null }],
    ]);
    // Decisions of another statement are not this one's.
    expect(storedDraftDecisions('extrato-outro').size).toBe(0);
    // The run it went on to replaces it.
    storeDraft({ version: 1, step: 'run', fileName: 'extrato.ofx', fingerprint, savedAt: draft.savedAt });
    expect(storedDraft()).toMatchObject({ step: 'run', fingerprint });
    expect(storedDraftDecisions(fingerprint).size).toBe(0);
    forgetDraft();
    expect(storedDraft()).toBeNull();

    // Malformed or tampered with: ignored.
    localStorage.setItem(keptKey('conciliacao.rascunho'), '{not json');
    expect(storedDraft()).toBeNull();
    localStorage.setItem(keptKey('conciliacao.rascunho'), JSON.stringify({ ...draft, fingerprint: 'extrato-outro' }));
    expect(storedDraft()).toBeNull();
    localStorage.setItem(
      keptKey('conciliacao.rascunho'),
      JSON.stringify({ ...draft, statement: { ...statement, credits: [{ bankId: 'F1' }] } }),
    );
    expect(storedDraft()).toBeNull();
  });

  it('keeps the lines set aside only beside their draft: after a discard, a late write keeps nothing', () => {
    expect(storeDraftSetAside('extrato-1', ['a'])).toBe(false);
    storeDraft({ version: 1, step: 'run', fileName: 'x.ofx', fingerprint: 'extrato-1', savedAt: '2026-03-10' });
    expect(storeDraftSetAside('outro', ['a'])).toBe(false);
    expect(storeDraftSetAside('extrato-1', ['a', 'b'])).toBe(true);
    expect(storedDraftSetAside('extrato-1')).toEqual(new Set(['a', 'b']));
    forgetDraft();
    expect(storeDraftSetAside('extrato-1', ['a'])).toBe(false);
    expect(storedDraftSetAside('extrato-1')).toEqual(new Set());
  });

  it('says when the draft could not be kept (storage full or blocked)', () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError');
    });
    expect(
      storeDraft({ version: 1, step: 'run', fileName: 'x.ofx', fingerprint: 'extrato-1', savedAt: '2026-03-10' }),
    ).toBe(false);
    expect(storeDraftDecisions('extrato-1', new Map())).toBe(false);
    full.mockRestore();
  });

  it('still reads the work kept before debits were reconciled: a draft under its credits-only key, a run without sides', () => {
    const line = (bankId: string, amountCents: number, index: number): StatementTransaction => ({
      bankId,
      fitId: bankId,
      date: '2026-03-10',
      amountCents,
      description: bankId,
      type: null,
      document: null,
      index,
    });
    const statement = {
      kind: 'ofx' as const,
      account: null,
      credits: [line('F1', 1000, 0), line('F3', 500, 2)],
      debits: [line('F2', -300, 1)],
      warnings: [],
      encoding: 'utf-8' as const,
    };
    const { current, legacy } = statementFingerprints(statement);
    expect(current).toBe(statementFingerprint([{ bankId: 'F1' }, { bankId: 'F2' }, { bankId: 'F3' }]));
    expect(legacy).toBe(statementFingerprint(statement.credits));
    expect(current).not.toBe(legacy);
    // A statement without debits keeps the key it always had.
    expect(statementFingerprints({ ...statement, debits: [] }).current).toBe(legacy);

    const draft = { version: 1 as const, step: 'match' as const, fileName: 'x.ofx', savedAt: '2026-03-10', statement };
    for (const fingerprint of [legacy, current]) {
      storeDraft({ ...draft, fingerprint });
      expect(storedDraft()).toMatchObject({ fingerprint });
    }
    storeDraft({ ...draft, fingerprint: 'extrato-outro' });
    expect(storedDraft()).toBeNull();

    // A run written then: its lines have no side; read back, they are credits.
    const run = createRun(
      [],
      [{ line: { bankId: 'F1', date: '2026-03-10', amountCents: 1000, description: 'x' }, reason: 'r' }],
    );
    localStorage.setItem(
      keptKey(`conciliacao.execucao.${legacy}`),
      JSON.stringify({ ...run, lines: run.lines.map(({ side: _side, ...rest }) => rest) }),
    );
    expect(storedRun(legacy)?.lines[0]).toMatchObject({ key: 'F1', side: 'receber' });
  });
});
