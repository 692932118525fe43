import { describe, expect, it } from 'vitest';
import { entryDescription, entryRequestFor, isEntryOf, type StatementEntryRequest } from './entry';
import {
  createRun,
  markSending,
  nextAction,
  recordEntry,
  recordEntryMissing,
  recordEntryRefused,
  recordFailure,
  recordProtocol,
  recordSettled,
  recordVerification,
  restoreRun,
  retryLine,
  runSummary,
  type RunItem,
  type SettlementRun,
} from './run';
import { settledNsus, settlementRequestFor } from './settle';
import type { StatementTransaction } from './types';

const ACCOUNT = '0f9a7c1e-3b2d-4e5f-8a6b-7c8d9e0f1a2b';
const CATEGORY = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const line = (bankId: string, amountCents: number, description: string): StatementTransaction => ({
  bankId,
  fitId: bankId,
  date: '2026-03-08',
  amountCents,
  description,
  type: null,
  document: null,
  index: 1,
});

describe('the entry a statement line becomes', () => {
  it('is due and competent on the line’s date, for its whole amount, in one category, marked with the line id', () => {
    const request = entryRequestFor(line('F5', -9_900, 'TARIFA PACOTE  SERVICOS'), CATEGORY, ACCOUNT);
    expect(request).toMatchObject({
      data_competencia: '2026-03-08',
      valor: 99,
      descricao: 'TARIFA PACOTE SERVICOS [extrato F5]',
      conta_financeira: ACCOUNT,
      rateio: [{ id_categoria: CATEGORY, valor: 99, rateio_centro_custo: [] }],
      condicao_pagamento: {
        parcelas: [
          {
            descricao: 'TARIFA PACOTE SERVICOS [extrato F5]',
            data_vencimento: '2026-03-08',
            detalhe_valor: { valor_bruto: 99, valor_liquido: 99 },
          },
        ],
      },
    });
    expect(request).not.toHaveProperty('contato');
  });

  it('keeps the mark whole when the memo is long, and the mark tells its own line from another', () => {
    const long = entryDescription({ bankId: 'ID-0123456789', description: 'X'.repeat(400) });
    expect(long).toHaveLength(255);
    expect(isEntryOf(long, 'ID-0123456789')).toBe(true);
    expect(isEntryOf(long, '0123456789')).toBe(false);
    expect(isEntryOf('TARIFA [extrato F5]', 'F')).toBe(false);
    expect(isEntryOf(null, 'F5')).toBe(false);
  });
});

/** A platform that creates events behind protocols and settles installments; it counts what it was asked. */
class FakePlatform {
  creations = 0;
  settlementsPosted = 0;
  events: Array<{ id: string; protocol: string; descricao: string; installmentId: string; side: string }> = [];
  settlements = new Map<string, string[]>();
  /** The next creation is refused with this status (nothing created), or ends in a protocol in error. */
  refuseNext: { status: number } | 'protocol-error' | null = null;

  create(side: string, request: StatementEntryRequest): { protocolo: string } {
    this.creations += 1;
    const n = this.creations;
    if (this.refuseNext && this.refuseNext !== 'protocol-error') {
      const { status } = this.refuseNext;
      this.refuseNext = null;
      throw Object.assign(new Error('rateio: categoria não encontrada'), { status });
    }
    if (this.refuseNext === 'protocol-error') {
      this.refuseNext = null;
      this.events.push({ id: '', protocol: `p${n}`, descricao: '', installmentId: '', side: 'erro' });
      return { protocolo: `p${n}` };
    }
    this.events.push({ id: `e${n}`, protocol: `p${n}`, descricao: request.descricao, installmentId: `i${n}`, side });
    return { protocolo: `p${n}` };
  }

  protocol(id: string): { status: 'criado'; installmentId: string } | { status: 'recusado' } {
    const event = this.events.find((e) => e.protocol === id)!;
    return event.side === 'erro' ? { status: 'recusado' } : { status: 'criado', installmentId: event.installmentId };
  }

  search(side: string, bankId: string): string | null {
    return this.events.find((e) => e.side === side && isEntryOf(e.descricao, bankId))?.installmentId ?? null;
  }

  settle(installmentId: string, nsu: string): { id: string } {
    this.settlementsPosted += 1;
    this.settlements.set(installmentId, [...(this.settlements.get(installmentId) ?? []), nsu]);
    return { id: `b${this.settlementsPosted}` };
  }

  entries(bankId: string) {
    return this.events
      .filter((e) => isEntryOf(e.descricao, bankId))
      .map((e) => ({ side: e.side, settled: this.settlements.get(e.installmentId) ?? [] }));
  }
}

class TabClosed extends Error {}

type ClosePoint = 'after-create-post' | 'after-protocol' | 'after-created' | 'after-settle-post';

/** The screen's loop over create and settle; `closeAt` closes the tab once at that point, before the next write. */
function drive(stored: string, platform: FakePlatform, closeAt?: ClosePoint): string {
  let run = restoreRun(JSON.parse(stored))!;
  const persist = () => (stored = JSON.stringify(run));
  const close = (point: ClosePoint) => {
    if (closeAt === point) throw new TabClosed();
  };
  try {
    for (let action = nextAction(run); action.type !== 'concluida'; action = nextAction(run)) {
      const { line: l } = action;
      if (action.type === 'procurar') {
        const { entry } = action.line;
        const found = entry.protocol
          ? (() => {
              const outcome = platform.protocol(entry.protocol);
              return outcome.status === 'criado' ? outcome.installmentId : null;
            })()
          : platform.search(entry.side, l.key);
        run = found ? recordEntry(run, l.key, found, 'encontrada') : recordEntryMissing(run, l.key);
        persist();
        continue;
      }
      if (action.type === 'verificar') {
        run = recordVerification(
          run,
          l.key,
          settledNsus((platform.settlements.get(l.installmentId!) ?? []).map((nsu) => ({ nsu }))),
        );
        persist();
        continue;
      }
      run = markSending(run, l.key);
      persist();
      try {
        if (action.type === 'criar') {
          const { protocolo } = platform.create(action.line.entry.side, action.line.entry.request);
          close('after-create-post');
          run = recordProtocol(run, l.key, protocolo);
          persist();
          close('after-protocol');
          const outcome = platform.protocol(protocolo);
          run =
            outcome.status === 'criado'
              ? recordEntry(run, l.key, outcome.installmentId, 'criada')
              : recordEntryRefused(run, l.key, 'A plataforma recusou o lançamento.');
          persist();
          close('after-created');
          continue;
        }
        const answer = platform.settle(l.installmentId!, l.key);
        close('after-settle-post');
        run = recordSettled(run, l.key, answer.id);
      } catch (e) {
        if (e instanceof TabClosed) throw e;
        const err = e as Error & { status?: number };
        run = recordFailure(run, l.key, { status: err.status, message: err.message });
      }
      persist();
    }
  } catch (e) {
    if (!(e instanceof TabClosed)) throw e;
  }
  return stored;
}

const FEE = line('F5', -9_900, 'TARIFA PACOTE');
const CREDIT = line('F6', 4_321, 'DEPOSITO NAO IDENTIFICADO');
const entryItem = (l: StatementTransaction): RunItem => ({
  line: l,
  installmentId: null,
  installmentLabel: 'Nova conta',
  request: settlementRequestFor(l, ACCOUNT),
  entry: {
    side: l.amountCents < 0 ? 'pagar' : 'receber',
    categoryName: 'Tarifas',
    request: entryRequestFor(l, CATEGORY, ACCOUNT),
  },
});
const newRun = (): SettlementRun => createRun([entryItem(FEE), entryItem(CREDIT)]);

describe('the run over create and settle', () => {
  it('creates each entry, then settles it with nsu = the line id', () => {
    const platform = new FakePlatform();
    const stored = drive(JSON.stringify(newRun()), platform);
    expect(platform.entries('F5')).toEqual([{ side: 'pagar', settled: ['F5'] }]);
    expect(platform.entries('F6')).toEqual([{ side: 'receber', settled: ['F6'] }]);
    const done = restoreRun(JSON.parse(stored))!;
    expect(runSummary(done)).toMatchObject({ done: true, paidCents: 9_900, receivedCents: 4_321 });
    expect(done.lines.map((l) => l.installmentId)).toEqual(['i1', 'i2']);
  });

  it.each<ClosePoint>(['after-create-post', 'after-protocol', 'after-created', 'after-settle-post'])(
    'a tab closed %s resumes without creating or settling anything twice',
    (point) => {
      const platform = new FakePlatform();
      const interrupted = drive(JSON.stringify(newRun()), platform, point);
      expect(platform.creations).toBe(1);
      drive(interrupted, platform);
      expect(platform.creations).toBe(2);
      expect(platform.settlementsPosted).toBe(2);
      expect(platform.entries('F5')).toEqual([{ side: 'pagar', settled: ['F5'] }]);
      expect(platform.entries('F6')).toEqual([{ side: 'receber', settled: ['F6'] }]);
    },
  );

  it('a creation never sent (closed before the POST left) is looked up, not found, and created', () => {
    const platform = new FakePlatform();
    const stored = JSON.stringify(markSending(newRun(), 'F5'));
    drive(stored, platform);
    expect(platform.creations).toBe(2);
    expect(platform.entries('F5')).toEqual([{ side: 'pagar', settled: ['F5'] }]);
  });

  it('a refused creation (4xx) is reported and created on retry, without a lookup; a protocol in error likewise', () => {
    const platform = new FakePlatform();
    platform.refuseNext = { status: 400 };
    const stored = drive(JSON.stringify(newRun()), platform);
    let run = restoreRun(JSON.parse(stored))!;
    expect(run.lines[0]).toMatchObject({
      status: 'recusada',
      verify: false,
      message: 'rateio: categoria não encontrada',
    });
    expect(platform.entries('F6')).toEqual([{ side: 'receber', settled: ['F6'] }]);
    drive(JSON.stringify(retryLine(run, 'F5')), platform);
    expect(platform.entries('F5')).toEqual([{ side: 'pagar', settled: ['F5'] }]);

    const other = new FakePlatform();
    other.refuseNext = 'protocol-error';
    run = restoreRun(JSON.parse(drive(JSON.stringify(newRun()), other)))!;
    expect(run.lines[0]).toMatchObject({ status: 'recusada', installmentId: null, entry: { protocol: null } });
    drive(JSON.stringify(retryLine(run, 'F5')), other);
    expect(other.entries('F5')).toEqual([{ side: 'pagar', settled: ['F5'] }]);
    expect(other.creations).toBe(3);
  });

  it('a 5xx on the creation has an unknown outcome: the retry looks the entry up first', () => {
    const platform = new FakePlatform();
    const run = markSending(newRun(), 'F5');
    const failed = recordFailure(run, 'F5', { status: 502, message: 'Bad gateway' });
    expect(failed.lines[0]).toMatchObject({ status: 'recusada', verify: true });
    platform.create('pagar', failed.lines[0]!.entry!.request);
    drive(JSON.stringify(retryLine(failed, 'F5')), platform);
    expect(platform.entries('F5')).toEqual([{ side: 'pagar', settled: ['F5'] }]);
    expect(platform.creations).toBe(2);
  });

  it('an item needs an installment or an entry', () => {
    expect(() => createRun([{ ...entryItem(FEE), entry: undefined }])).toThrow(/não tem parcela/);
  });
});
