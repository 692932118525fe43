import { describe, expect, it } from 'vitest';
import { matchStatement, type ReconcilableInstallment } from './match';
import { parseStatement } from './parse';
import {
  cancelRun,
  createRun,
  markSending,
  nextAction,
  recordFailure,
  recordSettled,
  recordVerification,
  restoreRun,
  resumeRun,
  retryLine,
  runReportCsv,
  runSummary,
  skipLine,
  type RunItem,
  type SettlementRun,
} from './run';
import { SETTLEMENT_METHODS } from '../settlement';
import { statementFingerprint, statementLines } from './bank-id';
import { inferSettlementMethod, settledNsus, settlementRequestFor, withoutSettledLines } from './settle';
import { bankOfx, encodeText, type GenTransaction } from '../../test/bank-statements';
import type { StatementTransaction } from './types';

const ACCOUNT = '0f9a7c1e-3b2d-4e5f-8a6b-7c8d9e0f1a2b';

describe('inferSettlementMethod', () => {
  it.each([
    ['PIX RECEBIDO JOSE', 'PIX_PAGAMENTO_INSTANTANEO'],
    ['Transferência recebida pelo Pix - ANA', 'PIX_PAGAMENTO_INSTANTANEO'],
    ['TED RECEBIDA 237 ACME', 'TRANSFERENCIA_BANCARIA'],
    ['DOC CREDITO', 'TRANSFERENCIA_BANCARIA'],
    ['TEV 0001 FULANO', 'TRANSFERENCIA_BANCARIA'],
    ['Liquidação de boleto', 'BOLETO_BANCARIO'],
    ['LIQ TITULO COBRANCA', 'BOLETO_BANCARIO'],
    ['COBRANCA REGISTRADA 123', 'BOLETO_BANCARIO'],
    ['DEPOSITO EM DINHEIRO', 'DEPOSITO_BANCARIO'],
    ['DEP DINHEIRO AG 1234', 'DEPOSITO_BANCARIO'],
    ['CREDITO DIVERSO', 'TRANSFERENCIA_BANCARIA'],
    ['DOCUMENTO 123', 'TRANSFERENCIA_BANCARIA'],
  ])('%s -> %s', (memo, method) => {
    expect(inferSettlementMethod(memo)).toBe(method);
    // One list of methods in the app: whatever a memo gives is one the settlement form offers.
    expect(SETTLEMENT_METHODS).toContain(inferSettlementMethod(memo));
  });
});

describe('statementFingerprint', () => {
  const ids = (...bankIds: string[]) => bankIds.map((bankId) => ({ bankId }));
  it('is the same for the same lines, whatever the encoding or file name', () => {
    const lines: GenTransaction[] = [
      { date: '2026-03-10', amountCents: 10_000, memo: 'PIX RECEBIDO JOSÉ', fitId: 'F1' },
      { date: '2026-03-11', amountCents: -500, memo: 'TARIFA', fitId: 'F2' },
    ];
    const utf8 = parseStatement(encodeText(bankOfx('bb', lines), 'utf-8'));
    const latin = parseStatement(encodeText(bankOfx('bb', lines), 'windows-1252'));
    expect(statementFingerprint([...utf8.credits, ...utf8.debits])).toBe(
      statementFingerprint([...latin.credits, ...latin.debits]),
    );
  });
  it('changes with any line, and with their order', () => {
    const base = statementFingerprint(ids('A', 'B'));
    expect(statementFingerprint(ids('A', 'B'))).toBe(base);
    expect(statementFingerprint(ids('B', 'A'))).not.toBe(base);
    expect(statementFingerprint(ids('A', 'B', 'C'))).not.toBe(base);
    expect(statementFingerprint(ids('A'))).not.toBe(base);
    expect(base).toMatch(/^extrato-[0-9a-f]{16}$/);
  });
});

describe('settlementRequestFor', () => {
  it('settles the whole credit on its date, nsu = bank id, method from the memo', () => {
    const credit: StatementTransaction = {
      bankId: 'FIT-1',
      fitId: 'FIT-1',
      date: '2026-03-10',
      amountCents: 123456,
      description: 'PIX RECEBIDO JOSE',
      type: 'CREDIT',
      document: null,
      index: 0,
    };
    expect(settlementRequestFor(credit, ACCOUNT)).toEqual({
      data_pagamento: '2026-03-10',
      conta_financeira: ACCOUNT,
      composicao_valor: { valor_bruto: 1234.56 },
      metodo_pagamento: 'PIX_PAGAMENTO_INSTANTANEO',
      observacao: 'Conciliação de extrato: PIX RECEBIDO JOSE',
      nsu: 'FIT-1',
    });
    expect(settlementRequestFor({ ...credit, description: 'x'.repeat(400) }, ACCOUNT).observacao).toHaveLength(255);
  });
});

// ---------------------------------------------------------------------------------------
// A fake platform: installments with their settlements, and a screen loop that persists
// the run (as JSON) after every step, as the real screen does.
// ---------------------------------------------------------------------------------------

interface FakeInstallment {
  id: string;
  /** A payable (`pagar`) or, when absent, a receivable. */
  side?: 'pagar';
  customerName: string;
  customerDocument: string | null;
  dueDate: string;
  remainingCents: number;
  settlements: Array<{ id: string; nsu: string | null; cents: number }>;
}

/** An open installment with nothing settled yet, of a party with no document unless `extra` gives one. */
const openInstallment = (
  id: string,
  customerName: string,
  dueDate: string,
  remainingCents: number,
  extra: Partial<FakeInstallment> = {},
): FakeInstallment => ({
  id,
  customerName,
  customerDocument: null,
  dueDate,
  remainingCents,
  settlements: [],
  ...extra,
});

class FakePlatform {
  posts = 0;
  /** Make the next POST to this installment fail with this answer (after or before settling). */
  failures = new Map<string, { status?: number; message: string; settleAnyway?: boolean }>();
  constructor(public installments: FakeInstallment[]) {}

  search(): ReconcilableInstallment[] {
    return this.installments
      .filter((i) => i.remainingCents > 0)
      .map((i) => ({
        id: i.id,
        ...(i.side ? { side: i.side } : {}),
        partyName: i.customerName,
        partyDocument: i.customerDocument,
        dueDate: i.dueDate,
        remainingCents: i.remainingCents,
        status: i.settlements.length > 0 ? 'RECEBIDO_PARCIAL' : 'EM_ABERTO',
        settledNsus: i.settlements.map((s) => s.nsu ?? ''),
      }));
  }

  settlementsOf(id: string) {
    return this.installments.find((i) => i.id === id)!.settlements;
  }

  post(id: string, body: { nsu?: string; composicao_valor: { valor_bruto: number } }): { id: string } {
    this.posts += 1;
    const failure = this.failures.get(id);
    const installment = this.installments.find((i) => i.id === id)!;
    const settle = () => {
      const cents = Math.round(body.composicao_valor.valor_bruto * 100);
      const s = { id: `baixa-${this.posts}`, nsu: body.nsu ?? null, cents };
      installment.settlements.push(s);
      installment.remainingCents = Math.max(0, installment.remainingCents - cents);
      return s;
    };
    if (failure) {
      this.failures.delete(id);
      if (failure.settleAnyway) settle();
      throw Object.assign(new Error(failure.message), { status: failure.status });
    }
    return settle();
  }
}

class TabClosed extends Error {}

/**
 * The screen's loop. `closeTabAfterPostTo`: the tab closes right after that POST left
 * (the platform got it), before the answer was recorded.
 */
function drive(stored: string, platform: FakePlatform, closeTabAfterPostTo?: string): string {
  let run = restoreRun(JSON.parse(stored))!;
  const persist = () => (stored = JSON.stringify(run));
  try {
    for (let action = nextAction(run); action.type !== 'concluida'; action = nextAction(run)) {
      const line = action.line;
      if (action.type === 'verificar') {
        run = recordVerification(run, line.key, settledNsus(platform.settlementsOf(line.installmentId!)));
        persist();
        continue;
      }
      run = markSending(run, line.key);
      persist();
      try {
        const answer = platform.post(line.installmentId!, line.request!);
        if (closeTabAfterPostTo === line.installmentId) throw new TabClosed();
        run = recordSettled(run, line.key, answer.id);
      } catch (e) {
        if (e instanceof TabClosed) throw e;
        const err = e as Error & { status?: number };
        run = recordFailure(run, line.key, { status: err.status, message: err.message });
      }
      persist();
    }
  } catch (e) {
    if (!(e instanceof TabClosed)) throw e;
  }
  return stored;
}

const TRANSACTIONS: GenTransaction[] = [
  { date: '2026-03-05', amountCents: 50000, fitId: 'F1', memo: 'PIX RECEBIDO ANA LIMA' },
  { date: '2026-03-06', amountCents: 30000, fitId: 'F2', memo: 'TED BRUNO COSTA 529.982.247-25' },
  { date: '2026-03-07', amountCents: 12345, fitId: 'F3', memo: 'PIX ALGUEM QUE NAO DEVE' },
  { date: '2026-03-08', amountCents: 80000, fitId: 'F4', memo: 'LIQUIDACAO BOLETO CARLA SOUZA' },
  { date: '2026-03-08', amountCents: -9900, fitId: 'F5', memo: 'TARIFA' },
];

const platformFor = () =>
  new FakePlatform([
    openInstallment('ana', 'Ana Lima', '2026-03-05', 50000),
    openInstallment('bruno', 'Bruno Costa', '2026-03-01', 100000, { customerDocument: '52998224725' }),
    openInstallment('carla', 'Carla Souza', '2026-03-10', 80000),
    openInstallment('dario', 'Dario Reis', '2026-03-10', 70000),
  ]);

type Statement = ReturnType<typeof parseStatement>;

/**
 * Import, drop what the platform already has (by nsu), match, confirm every best: a new run.
 * The credits, unless `linesOf` takes other lines (`statementLines`: both sides).
 */
function importAndPlan(
  platform: FakePlatform,
  file: Uint8Array,
  linesOf: (statement: Statement) => StatementTransaction[] = (statement) => statement.credits,
) {
  const statement = parseStatement(file);
  const nsus = settledNsus(platform.installments.flatMap((i) => i.settlements));
  const { pending, alreadySettled } = withoutSettledLines(linesOf(statement), nsus);
  const matches = matchStatement(pending, platform.search());
  const items: RunItem[] = matches
    .filter((m) => m.best)
    .map((m) => ({
      line: m.line,
      installmentId: m.best!.installment.id,
      installmentLabel: m.best!.installment.partyName,
      request: settlementRequestFor(m.line, ACCOUNT),
    }));
  const skipped = matches
    .filter((m) => !m.best)
    .map((m) => ({ line: m.line, reason: 'Sem correspondência.', status: 'nao-conciliada' as const }));
  return { statement, matches, alreadySettled, run: createRun(items, skipped) };
}

const file = () => encodeText(bankOfx('bb', TRANSACTIONS), 'windows-1252');

describe('idempotence and the resumable run', () => {
  it('settles each confirmed credit once; importing the same statement again proposes nothing', () => {
    const platform = platformFor();
    const first = importAndPlan(platform, file());
    expect(
      first.matches.map((m) => [m.line.bankId, m.best?.installment.id ?? null, m.best?.amountFit ?? null]),
    ).toEqual([
      ['F1', 'ana', 'exato'],
      ['F2', 'bruno', 'parcial'],
      ['F3', null, null],
      ['F4', 'carla', 'exato'],
    ]);
    const done = restoreRun(JSON.parse(drive(JSON.stringify(first.run), platform)))!;
    expect(platform.posts).toBe(3);
    expect(runSummary(done)).toMatchObject({
      counts: { baixada: 3, ignorada: 0, 'nao-conciliada': 1, pendente: 0, recusada: 0 },
      settledCents: 160000,
      done: true,
    });
    expect(platform.settlementsOf('bruno')).toMatchObject([{ nsu: 'F2', cents: 30000 }]);
    expect(platform.installments.find((i) => i.id === 'bruno')!.remainingCents).toBe(70000);

    // Again, from another browser (nothing remembered locally): the platform's nsu decide.
    const second = importAndPlan(platform, file());
    expect(second.alreadySettled.map((c) => c.bankId)).toEqual(['F1', 'F2', 'F4']);
    expect(second.matches.map((m) => m.line.bankId)).toEqual(['F3']);
    expect(second.run.lines.filter((l) => l.status === 'pendente')).toEqual([]);
    drive(JSON.stringify(second.run), platform);
    expect(platform.posts).toBe(3);
  });

  it('never proposes an installment again for the same bank line even if the credit were not dropped', () => {
    const platform = platformFor();
    drive(JSON.stringify(importAndPlan(platform, file()).run), platform);
    const statement = parseStatement(file());
    const again = matchStatement(statement.credits, platform.search());
    // Bruno still owes 700,00: the line F2 that paid part of it is never proposed for it again.
    expect(again.find((m) => m.line.bankId === 'F2')).toMatchObject({ best: null, alternatives: [] });
  });

  it('a tab closed while a settlement was in flight: resumed, the line is checked, not sent again', () => {
    const platform = platformFor();
    const { run } = importAndPlan(platform, file());
    const interrupted = drive(JSON.stringify(run), platform, 'bruno');
    expect(platform.posts).toBe(2); // ana, bruno (the platform got it), then the tab closed
    const stored = JSON.parse(interrupted) as SettlementRun;
    expect(stored.lines.find((l) => l.key === 'F2')).toMatchObject({ status: 'enviando', attempts: 1 });

    const restored = restoreRun(stored)!;
    expect(nextAction(restored)).toMatchObject({ type: 'verificar', line: { key: 'F2' } });
    const finished = restoreRun(JSON.parse(drive(interrupted, platform)))!;
    expect(platform.posts).toBe(3); // only carla's
    expect(platform.settlementsOf('bruno')).toHaveLength(1);
    expect(finished.lines.find((l) => l.key === 'F2')).toMatchObject({
      status: 'baixada',
      message: 'A baixa já constava na plataforma.',
    });
    expect(runSummary(finished).counts.baixada).toBe(3);
  });

  it('a request that never reached the platform is checked, then sent once', () => {
    const platform = platformFor();
    let run = importAndPlan(platform, file()).run;
    run = markSending(run, 'F1'); // persisted, then the network dropped before the request left
    const resumed = restoreRun(JSON.parse(JSON.stringify(run)))!;
    expect(nextAction(resumed)).toMatchObject({ type: 'verificar', line: { key: 'F1' } });
    drive(JSON.stringify(resumed), platform);
    expect(platform.settlementsOf('ana')).toHaveLength(1);
    expect(platform.posts).toBe(3);
  });

  it('a 500 on one settlement leaves the others settled and that one retryable, checked first', () => {
    const platform = platformFor();
    platform.failures.set('bruno', { status: 500, message: 'Erro interno', settleAnyway: false });
    const stored = drive(JSON.stringify(importAndPlan(platform, file()).run), platform);
    const afterRun = JSON.parse(stored) as SettlementRun;
    expect(afterRun.lines.map((l) => [l.key, l.status, l.message])).toEqual([
      ['F1', 'baixada', null],
      ['F2', 'recusada', 'Erro interno'],
      ['F4', 'baixada', null],
      ['F3', 'nao-conciliada', 'Sem correspondência.'],
    ]);
    // Retried, or the run taken up again later: checked on the platform first.
    expect(nextAction(restoreRun(JSON.parse(stored))!)).toMatchObject({ type: 'verificar', line: { key: 'F2' } });
    const retried = retryLine(afterRun, 'F2');
    expect(nextAction(retried)).toMatchObject({ type: 'verificar', line: { key: 'F2' } });
    const done = restoreRun(JSON.parse(drive(JSON.stringify(retried), platform)))!;
    expect(done.lines.find((l) => l.key === 'F2')?.status).toBe('baixada');
    expect(platform.settlementsOf('bruno')).toHaveLength(1);
  });

  it('a 500 after which the platform had in fact settled: the retry finds it and posts nothing', () => {
    const platform = platformFor();
    platform.failures.set('carla', { status: 502, message: 'Bad gateway', settleAnyway: true });
    const afterRun = JSON.parse(drive(JSON.stringify(importAndPlan(platform, file()).run), platform)) as SettlementRun;
    const posts = platform.posts;
    drive(JSON.stringify(retryLine(afterRun, 'F4')), platform);
    expect(platform.posts).toBe(posts);
    expect(platform.settlementsOf('carla')).toHaveLength(1);
  });

  it("a 400 is a definite refusal with the server's message: retried, it is checked on the platform before a new send", () => {
    const platform = platformFor();
    platform.failures.set('ana', { status: 400, message: 'A parcela está cancelada.' });
    const afterRun = restoreRun(JSON.parse(drive(JSON.stringify(importAndPlan(platform, file()).run), platform)))!;
    expect(afterRun.lines[0]).toMatchObject({
      status: 'recusada',
      message: 'A parcela está cancelada.',
      verify: false,
    });
    expect(nextAction(retryLine(afterRun, 'F1'))).toMatchObject({ type: 'verificar', line: { key: 'F1' } });
  });

  it('cancel stops sending; the report says what was not sent; resume continues', () => {
    const platform = platformFor();
    let run = importAndPlan(platform, file()).run;
    run = markSending(run, 'F1');
    run = recordSettled(run, 'F1', 'baixa-1');
    run = cancelRun(run);
    expect(nextAction(run)).toEqual({ type: 'concluida' });
    const csv = runReportCsv(run);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFData do lançamento;Tipo;Valor;Descrição no extrato;Identificador (NSU);Parcela;Situação;Mensagem',
      '05/03/2026;Crédito;500,00;PIX RECEBIDO ANA LIMA;F1;Ana Lima;Baixada;',
      '06/03/2026;Crédito;300,00;TED BRUNO COSTA 529.982.247-25;F2;Bruno Costa;Não enviada;',
      '08/03/2026;Crédito;800,00;LIQUIDACAO BOLETO CARLA SOUZA;F4;Carla Souza;Não enviada;',
      '07/03/2026;Crédito;123,45;PIX ALGUEM QUE NAO DEVE;F3;;Não conciliada;Sem correspondência.',
      '',
    ]);
    expect(nextAction(resumeRun(run))).toMatchObject({ type: 'enviar', line: { key: 'F2' } });
  });

  it('guards against sending a line twice or unchecked', () => {
    const platform = platformFor();
    let run = importAndPlan(platform, file()).run;
    run = markSending(run, 'F1');
    expect(() => markSending(run, 'F1')).toThrow(/Em envio/);
    const resumed = resumeRun(run);
    expect(() => markSending(resumed, 'F1')).toThrow(/conferido na plataforma/);
    expect(() => recordSettled(resumed, 'F1', 'x')).toThrow();
    expect(() => markSending(run, 'F3')).toThrow(/Não conciliada/);
    expect(() => markSending(run, 'nada')).toThrow(/não faz parte/);
    expect(skipLine(run, 'F2').lines[1]).toMatchObject({ status: 'ignorada', message: 'Ignorado pelo usuário.' });
  });

  it('refuses a run with a line twice or an nsu that is not the line id', () => {
    const credit = { bankId: 'A', date: '2026-03-01', amountCents: 1, description: 'x' };
    const request = settlementRequestFor({ ...credit, fitId: 'A', type: null, document: null, index: 0 }, ACCOUNT);
    expect(() =>
      createRun([
        { line: credit, installmentId: 'i', request },
        { line: credit, installmentId: 'j', request },
      ]),
    ).toThrow(/duas vezes/);
    expect(() => createRun([{ line: credit, installmentId: 'i', request: { ...request, nsu: 'B' } }])).toThrow(/nsu/);
  });

  it('lists a credit the user skipped as ignored and one left without an installment as not reconciled', () => {
    const credit = (bankId: string) => ({ bankId, date: '2026-03-01', amountCents: 100, description: bankId });
    const run = createRun(
      [],
      [
        { line: credit('A'), reason: 'Ignorado pelo usuário.', status: 'ignorada' },
        { line: credit('B'), reason: 'Sem correspondência.', status: 'nao-conciliada' },
        { line: credit('C'), reason: 'Não confirmado.', status: 'nao-conciliada' },
      ],
    );
    expect(run.lines.map((l) => [l.key, l.status])).toEqual([
      ['A', 'ignorada'],
      ['B', 'nao-conciliada'],
      ['C', 'nao-conciliada'],
    ]);
    expect(runSummary(run).counts).toMatchObject({ ignorada: 1, 'nao-conciliada': 2 });
    expect(runSummary(run).done).toBe(true);
    expect(runReportCsv(run)).toContain(';B;;Não conciliada;Sem correspondência.');
    // Kept in this browser and read back as it was.
    expect(restoreRun(JSON.parse(JSON.stringify(run)))?.lines.map((l) => l.status)).toEqual([
      'ignorada',
      'nao-conciliada',
      'nao-conciliada',
    ]);
    expect(() => retryLine(run, 'B')).toThrow();
  });

  it('restores only a run of this version', () => {
    expect(restoreRun(null)).toBeNull();
    expect(restoreRun({ version: 2, lines: [] })).toBeNull();
    expect(restoreRun({ version: 1, lines: [{ key: 'a' }] })).toBeNull();
    expect(restoreRun({ version: 1, lines: [], cancelled: true })).toEqual({ version: 1, lines: [], cancelled: false });
  });
});

// ---------------------------------------------------------------------------------------
// Money out: a statement with credits and debits, both sides settled by one run.
// ---------------------------------------------------------------------------------------

const MIXED: GenTransaction[] = [
  { date: '2026-03-05', amountCents: 50000, fitId: 'C1', memo: 'PIX RECEBIDO ANA LIMA' },
  { date: '2026-03-05', amountCents: -68970, fitId: 'D1', memo: 'PAGAMENTO BOLETO DISTRIBUIDORA ATLANTICA' },
  { date: '2026-03-06', amountCents: -41500, fitId: 'D2', memo: 'PIX ENVIADO - TRANSPORTADORA ROTA SUL' },
  { date: '2026-03-07', amountCents: -30000, fitId: 'D3', memo: 'DEBITO AUTOMATICO ENERGIA SOLAR DO VALE' },
  { date: '2026-03-08', amountCents: -990, fitId: 'D4', memo: 'TARIFA PACOTE' },
];

const mixedPlatform = () =>
  new FakePlatform([
    openInstallment('ana', 'Ana Lima', '2026-03-05', 50000),
    // A receivable of a debit's amount: never proposed for it.
    openInstallment('bruno', 'Bruno Costa', '2026-03-06', 41500),
    openInstallment('papel', 'Distribuidora Atlântica de Papéis Ltda', '2026-03-05', 68970, { side: 'pagar' }),
    openInstallment('frete', 'Transportadora Rota Sul S.A.', '2026-03-06', 41500, { side: 'pagar' }),
    openInstallment('luz', 'Energia Solar do Vale Ltda', '2026-03-10', 125632, { side: 'pagar' }),
  ]);

const mixedFile = () => encodeText(bankOfx('bb', MIXED), 'windows-1252');

describe('credits and debits in one run', () => {
  it('proposes payables for the debits only, settles both sides once; the same statement again settles nothing', () => {
    const platform = mixedPlatform();
    const first = importAndPlan(platform, mixedFile(), statementLines);
    expect(
      first.matches.map((m) => [m.line.bankId, m.side, m.best?.installment.id ?? null, m.best?.amountFit ?? null]),
    ).toEqual([
      ['C1', 'receber', 'ana', 'exato'],
      ['D1', 'pagar', 'papel', 'exato'],
      ['D2', 'pagar', 'frete', 'exato'], // not bruno, the receivable of the same amount
      ['D3', 'pagar', 'luz', 'parcial'],
      ['D4', 'pagar', null, null],
    ]);
    expect(first.run.lines.map((l) => [l.key, l.side, l.amountCents])).toEqual([
      ['C1', 'receber', 50000],
      ['D1', 'pagar', 68970],
      ['D2', 'pagar', 41500],
      ['D3', 'pagar', 30000],
      ['D4', 'pagar', 990],
    ]);
    const done = restoreRun(JSON.parse(drive(JSON.stringify(first.run), platform)))!;
    expect(platform.posts).toBe(4);
    expect(runSummary(done)).toMatchObject({
      counts: { baixada: 4, 'nao-conciliada': 1 },
      receivedCents: 50000,
      paidCents: 68970 + 41500 + 30000,
      settledCents: 50000 + 68970 + 41500 + 30000,
    });
    // A payment is a settlement of the payable's installment: positive value, nsu = FITID.
    expect(platform.settlementsOf('papel')).toMatchObject([{ nsu: 'D1', cents: 68970 }]);
    expect(platform.settlementsOf('luz')).toMatchObject([{ nsu: 'D3', cents: 30000 }]);
    expect(platform.settlementsOf('bruno')).toEqual([]);
    expect(runReportCsv(done).split('\r\n').slice(0, 3)).toEqual([
      '\uFEFFData do lançamento;Tipo;Valor;Descrição no extrato;Identificador (NSU);Parcela;Situação;Mensagem',
      '05/03/2026;Crédito;500,00;PIX RECEBIDO ANA LIMA;C1;Ana Lima;Baixada;',
      '05/03/2026;Débito;689,70;PAGAMENTO BOLETO DISTRIBUIDORA ATLANTICA;D1;Distribuidora Atlântica de Papéis Ltda;Baixada;',
    ]);

    const second = importAndPlan(platform, mixedFile(), statementLines);
    expect(second.alreadySettled.map((l) => l.bankId)).toEqual(['C1', 'D1', 'D2', 'D3']);
    expect(second.matches.map((m) => m.line.bankId)).toEqual(['D4']);
    drive(JSON.stringify(second.run), platform);
    expect(platform.posts).toBe(4);
  });

  it("a 500 on one debit's settlement leaves the others settled and that one retryable, settled once", () => {
    const platform = mixedPlatform();
    platform.failures.set('frete', { status: 500, message: 'Erro interno' });
    const afterRun = JSON.parse(
      drive(JSON.stringify(importAndPlan(platform, mixedFile(), statementLines).run), platform),
    ) as SettlementRun;
    expect(afterRun.lines.map((l) => [l.key, l.status])).toEqual([
      ['C1', 'baixada'],
      ['D1', 'baixada'],
      ['D2', 'recusada'],
      ['D3', 'baixada'],
      ['D4', 'nao-conciliada'],
    ]);
    const retried = retryLine(afterRun, 'D2');
    expect(nextAction(retried)).toMatchObject({ type: 'verificar', line: { key: 'D2', side: 'pagar' } });
    const done = restoreRun(JSON.parse(drive(JSON.stringify(retried), platform)))!;
    expect(done.lines.find((l) => l.key === 'D2')?.status).toBe('baixada');
    expect(platform.settlementsOf('frete')).toMatchObject([{ nsu: 'D2', cents: 41500 }]);
    expect(platform.posts).toBe(5);
  });

  it('a tab closed while a debit was in flight: resumed, it is checked, not paid twice', () => {
    const platform = mixedPlatform();
    const interrupted = drive(
      JSON.stringify(importAndPlan(platform, mixedFile(), statementLines).run),
      platform,
      'papel',
    );
    expect((JSON.parse(interrupted) as SettlementRun).lines[1]).toMatchObject({ key: 'D1', status: 'enviando' });
    const finished = restoreRun(JSON.parse(drive(interrupted, platform)))!;
    expect(platform.settlementsOf('papel')).toHaveLength(1);
    expect(finished.lines[1]).toMatchObject({
      key: 'D1',
      status: 'baixada',
      message: 'A baixa já constava na plataforma.',
    });
  });

  it('reads a run kept before debits were reconciled: its lines, without a side, are credits', () => {
    const run = createRun(
      [],
      [{ line: { bankId: 'A', date: '2026-03-01', amountCents: 100, description: 'x' }, reason: 'r' }],
    );
    const legacy = JSON.parse(JSON.stringify(run)) as { lines: Array<Record<string, unknown>> };
    delete legacy.lines[0]!.side;
    expect(restoreRun(legacy)?.lines[0]).toMatchObject({ key: 'A', side: 'receber' });
    expect(restoreRun({ ...legacy, lines: [{ ...legacy.lines[0], side: 'outro' }] })).toBeNull();
  });

  it('settles a debit with its amount without the sign, method from the memo', () => {
    const line: StatementTransaction = {
      bankId: 'D1',
      fitId: 'D1',
      date: '2026-03-05',
      amountCents: -68970,
      description: 'PAGAMENTO DE TITULO DISTRIBUIDORA',
      type: 'DEBIT',
      document: null,
      index: 1,
    };
    expect(settlementRequestFor(line, ACCOUNT)).toMatchObject({
      composicao_valor: { valor_bruto: 689.7 },
      metodo_pagamento: 'BOLETO_BANCARIO',
      nsu: 'D1',
    });
    expect(inferSettlementMethod('PIX ENVIADO - FULANO')).toBe('PIX_PAGAMENTO_INSTANTANEO');
    expect(inferSettlementMethod('TED ENVIADA FULANO')).toBe('TRANSFERENCIA_BANCARIA');
    expect(inferSettlementMethod('DEBITO AUTOMATICO SANEAMENTO')).toBe('TRANSFERENCIA_BANCARIA');
  });
});
