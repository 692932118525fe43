import { describe, expect, it } from 'vitest';
import {
  documentsIn,
  dueDateWindow,
  matchStatement,
  nameTokens,
  partyFitOf,
  partyOf,
  payeeOf,
  payerOf,
  type ReconcilableInstallment,
} from './match';
import type { StatementTransaction } from './types';

let seq = 0;
const credit = (
  amountCents: number,
  description: string,
  date = '2026-03-10',
  bankId?: string,
): StatementTransaction => ({
  bankId: bankId ?? `FIT${++seq}`,
  fitId: null,
  date,
  amountCents,
  description,
  type: 'CREDIT',
  document: null,
  index: seq,
});

const inst = (
  id: string,
  remainingCents: number,
  patch: Partial<ReconcilableInstallment> = {},
): ReconcilableInstallment => ({
  id,
  partyName: null,
  partyDocument: null,
  dueDate: '2026-03-10',
  remainingCents,
  status: 'EM_ABERTO',
  ...patch,
});

const bestIds = (matches: ReturnType<typeof matchStatement>) => matches.map((m) => m.best?.installment.id ?? null);

describe('matchStatement', () => {
  it('proposes the installment whose remaining value is exactly the credit', () => {
    const [m] = matchStatement([credit(15000, 'PIX RECEBIDO')], [inst('a', 14999), inst('b', 15000), inst('c', 15001)]);
    expect(m!.best).toMatchObject({
      installment: { id: 'b' },
      amountFit: 'exato',
      identity: null,
      daysFromDue: 0,
      remainingAfterCents: 0,
    });
    expect(m!.alternatives).toEqual([]);
  });

  it('says "sem correspondência" when nothing fits', () => {
    const [m] = matchStatement([credit(777, 'PIX RECEBIDO FULANO')], [inst('a', 1000), inst('b', 500)]);
    expect(m).toMatchObject({ best: null, alternatives: [] });
  });

  it('finds the CPF or CNPJ in the memo, formatted or not', () => {
    const installments = [
      inst('cpf', 50000, { partyDocument: '123.456.789-09' }),
      inst('cnpj', 50000, { partyDocument: '12345678000195' }),
      inst('other', 50000, { partyDocument: '98765432100', dueDate: '2026-03-10' }),
    ];
    const ms = matchStatement(
      [
        credit(30000, 'PIX RECEBIDO 12345678909 MARIA'),
        credit(30000, 'TED 12.345.678/0001-95 ACME'),
        credit(30000, 'DOC 111.222.333-44'),
      ],
      installments,
    );
    expect(ms.map((m) => [m.best?.installment.id, m.best?.amountFit, m.best?.identity])).toEqual([
      ['cpf', 'parcial', 'documento'],
      ['cnpj', 'parcial', 'documento'],
      [undefined, undefined, undefined],
    ]);
    expect(ms[0]!.best!.remainingAfterCents).toBe(20000);
    expect([...documentsIn('a 123.456.789-09 b 12.345.678/0001-95 c 98765432100 12345')].sort()).toEqual([
      '12345678000195',
      '12345678909',
      '98765432100',
    ]);
  });

  it('matches names without accents or case, by words, including a memo cut short', () => {
    const installments = [
      inst('jose', 100000, { partyName: 'José Antônio da Conceição' }),
      inst('maria', 100000, { partyName: 'Maria Aparecida dos Santos Silva' }),
      inst('padaria', 100000, { partyName: 'Padaria São João Ltda' }),
    ];
    const ms = matchStatement(
      [
        credit(40000, 'PIX RECEBIDO JOSE ANTONIO CONCEICAO'),
        credit(40000, 'TED MARIA APARECIDA DOS S'),
        credit(40000, 'PIX PADARIA SAO JOA'),
      ],
      installments,
    );
    expect(ms.map((m) => [m.best?.installment.id, m.best?.identity])).toEqual([
      ['jose', 'nome'],
      ['maria', 'nome-parcial'],
      ['padaria', 'nome'],
    ]);
    expect(nameTokens('Padaria São João Ltda')).toEqual(['padaria', 'sao', 'joao']);
  });

  it('does not take one shared word, or a common word, for a name', () => {
    const installments = [
      inst('a', 100000, { partyName: 'João Silva' }),
      inst('b', 100000, { partyName: 'Pix Comércio' }),
    ];
    const [m] = matchStatement([credit(5000, 'PIX RECEBIDO JOAO PEREIRA')], installments);
    expect(m!.best).toBeNull();
  });

  it('ranks exact amount first, then document, then name, then due-date closeness', () => {
    const installments = [
      inst('near-no-id', 20000, { dueDate: '2026-03-09' }),
      inst('far-name', 20000, { partyName: 'Carla Souza', dueDate: '2026-02-01' }),
      inst('mid-doc', 20000, { partyDocument: '52998224725', dueDate: '2026-02-20' }),
      inst('partial-doc', 90000, { partyDocument: '52998224725', dueDate: '2026-03-10' }),
    ];
    const [m] = matchStatement([credit(20000, 'PIX CARLA SOUZA 529.982.247-25')], installments);
    expect([m!.best, ...m!.alternatives].map((c) => [c!.installment.id, c!.amountFit, c!.identity])).toEqual([
      ['mid-doc', 'exato', 'documento'],
      ['far-name', 'exato', 'nome'],
      ['near-no-id', 'exato', null],
      ['partial-doc', 'parcial', 'documento'],
    ]);
  });

  it('breaks ties deterministically: closeness, then earlier due date, then id', () => {
    const installments = [
      inst('z', 1000, { dueDate: '2026-03-12' }),
      inst('y', 1000, { dueDate: '2026-03-08' }),
      inst('x', 1000, { dueDate: '2026-03-08' }),
    ];
    const [m] = matchStatement([credit(1000, 'PIX')], installments);
    expect([m!.best, ...m!.alternatives].map((c) => c!.installment.id)).toEqual(['x', 'y', 'z']);
    const [again] = matchStatement([credit(1000, 'PIX')], [...installments].reverse());
    expect([again!.best, ...again!.alternatives].map((c) => c!.installment.id)).toEqual(['x', 'y', 'z']);
  });

  it('never proposes one installment as the best of two credits, and gives the second its next candidate', () => {
    const installments = [inst('a', 5000, { dueDate: '2026-03-10' }), inst('b', 5000, { dueDate: '2026-03-20' })];
    const ms = matchStatement([credit(5000, 'PIX', '2026-03-11'), credit(5000, 'PIX', '2026-03-10')], installments);
    // The credit of 10/03 is closest to a (0 days): it gets a; the other gets b.
    expect(bestIds(ms)).toEqual(['b', 'a']);
    expect(ms[0]!.alternatives.map((c) => c.installment.id)).toEqual(['a']);
    const three = matchStatement([credit(5000, 'PIX'), credit(5000, 'PIX'), credit(5000, 'PIX')], installments);
    expect(bestIds(three)).toEqual(['a', 'b', null]);
    expect(three[2]!.alternatives.map((c) => c.installment.id)).toEqual(['a', 'b']);
  });

  it('gives an installment to the credit that names its customer over one that only has the amount', () => {
    const installments = [inst('ana', 5000, { partyName: 'Ana Beatriz Lima' })];
    const ms = matchStatement([credit(5000, 'PIX RECEBIDO'), credit(5000, 'PIX ANA BEATRIZ LIMA')], installments);
    expect(bestIds(ms)).toEqual([null, 'ana']);
  });

  it('proposes a partial settlement only with the customer identified, and an overpayment likewise', () => {
    const installments = [inst('a', 100000, { partyName: 'Bruno Costa' }), inst('b', 100000)];
    const ms = matchStatement(
      [credit(40000, 'PIX BRUNO COSTA'), credit(40000, 'PIX ALGUEM'), credit(120000, 'TED BRUNO COSTA', '2026-03-11')],
      [...installments],
    );
    expect(ms[0]!.best).toMatchObject({ installment: { id: 'a' }, amountFit: 'parcial', remainingAfterCents: 60000 });
    expect(ms[1]!.best).toBeNull();
    expect(ms[2]!.best).toBeNull(); // a is taken by the better (partial) pair…
    expect(ms[2]!.alternatives).toMatchObject([{ installment: { id: 'a' }, amountFit: 'excedente' }]); // …and stays an alternative
  });

  it('takes a credit larger than the remaining value only with the document or the whole name', () => {
    const installments = [inst('a', 10000, { partyName: 'Bruno Costa Lima' })];
    const ms = matchStatement([credit(12000, 'PIX BRUNO COSTA'), credit(12000, 'PIX BRUNO COSTA LIMA')], installments);
    expect(ms[0]).toMatchObject({ best: null, alternatives: [] });
    expect(ms[1]!.best).toMatchObject({
      installment: { id: 'a' },
      amountFit: 'excedente',
      identity: 'nome',
      remainingAfterCents: 0,
    });
  });

  it('an installment due long before the line is a candidate only when the memo names its party', () => {
    const installments = [
      inst('old-named', 1000, { status: 'ATRASADO', dueDate: '2025-05-10', partyName: 'Larissa Mendes Teixeira' }),
      inst('old-other', 1000, { status: 'ATRASADO', dueDate: '2025-05-10', partyName: 'Bruno Siqueira Prado' }),
      inst('old-unnamed', 1000, { status: 'ATRASADO', dueDate: '2025-06-10' }),
    ];
    const [named] = matchStatement([credit(1000, 'PIX RECEBIDO LARISSA MENDES')], installments);
    expect([named!.best, ...named!.alternatives].map((c) => c!.installment.id)).toEqual(['old-named']);
    expect(named!.best).toMatchObject({ amountFit: 'exato', daysFromDue: 304 });
    // Nobody named: the old debts of any party are left out, as before.
    const [bare] = matchStatement([credit(1000, 'PIX RECEBIDO')], installments);
    expect(bare!.best).toBeNull();
    expect(bare!.alternatives).toEqual([]);
    // Named, and one of that party due near the line: the nearer first, the old one offered beside it.
    const [both] = matchStatement(
      [credit(1000, 'PIX RECEBIDO LARISSA MENDES')],
      [...installments, inst('near', 1000, { dueDate: '2026-03-17', partyName: 'Larissa Mendes Teixeira' })],
    );
    expect([both!.best, ...both!.alternatives].map((c) => c!.installment.id)).toEqual(['near', 'old-named']);
  });

  it('only looks at open, overdue and partly received installments within the window', () => {
    const installments = [
      inst('paid', 1000, { status: 'RECEBIDO' }),
      inst('lost', 1000, { status: 'PERDIDO' }),
      inst('zero', 0),
      inst('late-61', 1000, { dueDate: '2026-01-08' }),
      inst('early-31', 1000, { dueDate: '2026-04-10' }),
      inst('overdue-60', 1000, { status: 'ATRASADO', dueDate: '2026-01-09' }),
      inst('partial-30', 1000, { status: 'RECEBIDO_PARCIAL', dueDate: '2026-04-09' }),
    ];
    const [m] = matchStatement([credit(1000, 'PIX')], installments);
    expect([m!.best, ...m!.alternatives].map((c) => c!.installment.id)).toEqual(['partial-30', 'overdue-60']);
    const [wide] = matchStatement([credit(1000, 'PIX')], installments, { daysBefore: 90, daysAfter: 40 });
    expect([wide!.best, ...wide!.alternatives].map((c) => c!.installment.id)).toEqual([
      'partial-30',
      'early-31',
      'overdue-60',
      'late-61',
    ]);
    expect(m!.best!.daysFromDue).toBe(-30);
  });

  it('never proposes an installment already settled by this bank line (its id in a settlement nsu)', () => {
    const c = credit(1000, 'PIX', '2026-03-10', 'FIT-42');
    const [m] = matchStatement(
      [c],
      [
        inst('a', 1000, { settledNsus: ['FIT-42'] }),
        inst('b', 1000, { settledNsus: ['FIT-41'], dueDate: '2026-03-30' }),
      ],
    );
    expect(m!.best?.installment.id).toBe('b');
    expect(m!.alternatives).toEqual([]);
  });

  it('ignores debits and keeps at most maxAlternatives', () => {
    const many = Array.from({ length: 9 }, (_, i) => inst(`i${i}`, 1000, { dueDate: `2026-03-1${i}` }));
    const [debit, c] = matchStatement([credit(-1000, 'PIX'), credit(1000, 'PIX')], many, { maxAlternatives: 3 });
    expect(debit).toMatchObject({ best: null, alternatives: [] });
    expect(c!.alternatives).toHaveLength(3);
  });
});

describe('who paid', () => {
  it.each([
    ['TED RECEBIDA - JOSÉ DA CONCEIÇÃO', 'José da Conceição'],
    ['PIX RECEBIDO - MARIA SOUZA', 'Maria Souza'],
    ['DOC RECEBIDO JOAO PEREIRA LTDA', 'Joao Pereira Ltda'],
    ['TRANSF RECEBIDA CLINICA SORRISO PL', 'Clinica Sorriso Pl'],
    ['PIX RECEBIDO 123.456.789-09 MARIA SOUZA 10/03', 'Maria Souza'],
    ['TED RECEBIDA 12.345.678/0001-95 PADARIA SAO JOAO S/A', 'Padaria Sao Joao S/A'],
    ['Pix - Recebido 10/03 12:34 12345678909 JOSE', 'Jose'],
    ['Transferência recebida pelo Pix - FULANO DE TAL - •••.123.456-•• - BCO DO BRASIL S.A. (0001)', 'Fulano de Tal'],
    ['Transferência recebida pelo Pix - Ana Lima', 'Ana Lima'],
    ['TRANSFERENCIA PIX REM: JOSE DA SILVA 10/03', 'Jose da Silva'],
    ['PIX RECEBIDO DE ANA PAULA', 'Ana Paula'],
  ])('reads the payer of "%s"', (memo, name) => {
    expect(payerOf(memo)?.name).toBe(name);
  });

  it.each([
    'PIX RECEBIDO',
    'TED RECEBIDA 12.345.678/0001-95',
    'PIX RECEBIDO QR CODE 10/03',
    'DEPÓSITO EM DINHEIRO AG 0001',
    'LIQUIDACAO BOLETO CARLA SOUZA',
    'TARIFA PACOTE',
  ])('finds no payer in "%s"', (memo) => {
    expect(payerOf(memo)).toBeNull();
  });

  it('compares names without accents, case, particles or company suffixes, and with cut or left-out words', () => {
    const fit = (payer: string, customer: string) =>
      partyFitOf(payerOf(`PIX RECEBIDO ${payer}`)!.tokens, nameTokens(customer));
    expect(fit('CLINICA SORRISO PLENO', 'Clínica Sorriso Pleno Ltda')).toBe('confere');
    expect(fit('CLINICA SORRISO PLENO LTDA ME', 'Clínica Sorriso Pleno')).toBe('confere');
    expect(fit('CLINICA SORRISO PL', 'Clínica Sorriso Pleno Ltda')).toBe('confere'); // cut by the bank
    expect(fit('CLINICA SORRISO', 'Clínica Sorriso Pleno EIRELI')).toBe('confere');
    expect(fit('PADARIA SAO JOAO S/A', 'Padaria São João SA')).toBe('confere');
    expect(fit('JOSE CONCEICAO', 'José Antônio da Conceição')).toBe('confere'); // a middle name left out
    expect(fit('MARIA APARECIDA SOUZA', 'Maria Souza')).toBe('confere'); // registered without it
    expect(fit('JOSÉ DA CONCEIÇÃO', 'Clínica Sorriso Pleno Ltda')).toBe('diferente');
    expect(fit('MARIA SOUZA', 'Ana Maria Souza')).toBe('diferente');
    expect(fit('ANA PAULA FERREIRA', 'Ana')).toBe('diferente'); // a one-word customer is not any "Ana …"
    expect(partyFitOf(['jose'], [])).toBeNull(); // a customer without a name: nothing to compare
  });

  it('marks a proposal whose memo names another payer, and keeps it', () => {
    const [m] = matchStatement(
      [credit(123456, 'TED RECEBIDA - JOSÉ DA CONCEIÇÃO')],
      [inst('clinica', 123456, { partyName: 'Clínica Sorriso Pleno Ltda' })],
    );
    expect(m!.party).toBe('José da Conceição');
    expect(m!.best).toMatchObject({ installment: { id: 'clinica' }, amountFit: 'exato', partyFit: 'diferente' });
  });

  it('among installments of the same amount, proposes the one whose customer paid', () => {
    const installments = [
      inst('clinica', 123456, { partyName: 'Clínica Sorriso Pleno Ltda', dueDate: '2026-03-10' }),
      inst('jose', 123456, { partyName: 'José Antônio da Conceição', dueDate: '2026-02-10' }),
    ];
    const [m] = matchStatement([credit(123456, 'TED RECEBIDA - JOSÉ DA CONCEIÇÃO')], installments);
    expect(m!.best).toMatchObject({ installment: { id: 'jose' }, partyFit: 'confere' });
    expect(m!.alternatives).toMatchObject([{ installment: { id: 'clinica' }, partyFit: 'diferente' }]);
    // The bank cut the name: still the customer who paid.
    const [cut] = matchStatement([credit(123456, 'TRANSF RECEBIDA CLINICA SORRISO PL')], installments);
    expect(cut!.best).toMatchObject({ installment: { id: 'clinica' }, partyFit: 'confere' });
  });

  it('gives an installment to a credit that names no payer over one that names another', () => {
    const installments = [inst('clinica', 5000, { partyName: 'Clínica Sorriso Pleno Ltda' })];
    const ms = matchStatement(
      [credit(5000, 'PIX RECEBIDO - JOSE DA CONCEICAO'), credit(5000, 'DEPOSITO EM DINHEIRO')],
      installments,
    );
    expect(bestIds(ms)).toEqual([null, 'clinica']);
    expect(ms[1]!.best!.partyFit).toBeNull();
  });

  it("takes the customer's own document in the memo as the customer paying, whatever the name", () => {
    const [m] = matchStatement(
      [credit(5000, 'PIX RECEBIDO 529.982.247-25 JOSE DA CONCEICAO')],
      [inst('bruno', 5000, { partyName: 'Bruno Costa', partyDocument: '52998224725' })],
    );
    expect(m!.best).toMatchObject({ installment: { id: 'bruno' }, identity: 'documento', partyFit: 'confere' });
  });

  it('keeps the amount-only proposal when the memo names no payer', () => {
    const [m] = matchStatement([credit(5000, 'PIX RECEBIDO')], [inst('a', 5000, { partyName: 'Ana Lima' })]);
    expect(m).toMatchObject({ party: null, best: { installment: { id: 'a' }, partyFit: null } });
  });
});

describe('money out: debits against open payables', () => {
  const debit = (amountCents: number, description: string, date = '2026-03-10', bankId?: string) =>
    credit(-amountCents, description, date, bankId);
  const bill = (id: string, remainingCents: number, patch: Partial<ReconcilableInstallment> = {}) =>
    inst(id, remainingCents, { side: 'pagar', ...patch });

  it('proposes the payable whose remaining value is the debit without its sign', () => {
    const [m] = matchStatement(
      [debit(68970, 'PAGAMENTO BOLETO DISTRIBUIDORA ATLANTICA')],
      [
        bill('p1', 68969),
        bill('p2', 68970, { partyName: 'Distribuidora Atlântica de Papéis Ltda' }),
        bill('p3', 68971),
      ],
    );
    expect(m).toMatchObject({
      side: 'pagar',
      amountCents: 68970,
      party: 'Distribuidora Atlantica',
      best: {
        installment: { id: 'p2', side: 'pagar' },
        amountFit: 'exato',
        partyFit: 'confere',
        identity: 'nome-parcial',
      },
      alternatives: [],
    });
  });

  it('never matches across sides: a debit proposes no receivable, a credit no payable, whatever the amounts', () => {
    const installments = [
      inst('receivable', 5000, { partyName: 'Ana Lima' }),
      bill('payable', 5000, { partyName: 'Ana Lima' }),
    ];
    const ms = matchStatement(
      [debit(5000, 'PIX ENVIADO ANA LIMA'), credit(5000, 'PIX RECEBIDO ANA LIMA')],
      installments,
    );
    expect(ms.map((m) => [m.side, m.best?.installment.id, m.alternatives.length])).toEqual([
      ['pagar', 'payable', 0],
      ['receber', 'receivable', 0],
    ]);
    // Only the other side open: nothing at all, not even an alternative.
    expect(matchStatement([debit(5000, 'PIX ENVIADO ANA LIMA')], [installments[0]!])[0]).toMatchObject({
      best: null,
      alternatives: [],
    });
    expect(matchStatement([credit(5000, 'PIX RECEBIDO ANA LIMA')], [installments[1]!])[0]).toMatchObject({
      best: null,
      alternatives: [],
    });
    // By the name alone (a partial payment) either: the supplier's words are no customer's.
    expect(matchStatement([credit(2000, 'PIX RECEBIDO ANA LIMA')], [installments[1]!])[0]!.best).toBeNull();
  });

  it('applies the same rules as to credits: partial only with the supplier named, larger only in full', () => {
    const installments = [bill('luz', 125632, { partyName: 'Energia Solar do Vale Ltda' }), bill('other', 125632)];
    const ms = matchStatement(
      [
        debit(60000, 'DEBITO AUTOMATICO ENERGIA SOLAR DO VALE'),
        debit(60000, 'PIX ENVIADO ALGUEM'),
        debit(130000, 'TED ENVIADA ENERGIA SOLAR', '2026-03-11'),
      ],
      installments,
    );
    expect(ms[0]!.best).toMatchObject({ installment: { id: 'luz' }, amountFit: 'parcial', remainingAfterCents: 65632 });
    expect(ms[1]!.best).toBeNull();
    expect(ms[2]).toMatchObject({ best: null }); // "Energia Solar" is not the whole name
  });

  it('never proposes a payable already settled by this bank line (its id in an nsu)', () => {
    const [m] = matchStatement(
      [debit(1000, 'PIX ENVIADO', '2026-03-10', 'FIT-OUT')],
      [bill('a', 1000, { settledNsus: ['FIT-OUT'] }), bill('b', 1000, { dueDate: '2026-03-12' })],
    );
    expect(m!.best?.installment.id).toBe('b');
    expect(m!.alternatives).toEqual([]);
  });

  it('marks a payment whose memo names another payee, and proposes the supplier who was paid first', () => {
    const installments = [
      bill('grafica', 235000, { partyName: 'Gráfica Horizonte Ltda', dueDate: '2026-03-10' }),
      bill('hotel', 235000, { partyName: 'Hotel Recanto das Águas Ltda', dueDate: '2026-03-01' }),
    ];
    const [m] = matchStatement([debit(235000, 'PIX ENVIADO - HOTEL RECANTO DAS AGUAS')], installments);
    expect(m!.party).toBe('Hotel Recanto das Aguas');
    expect(m!.best).toMatchObject({ installment: { id: 'hotel' }, partyFit: 'confere' });
    expect(m!.alternatives).toMatchObject([{ installment: { id: 'grafica' }, partyFit: 'diferente' }]);
    const [other] = matchStatement([debit(235000, 'TED ENVIADA JOSE DA CONCEICAO')], [installments[0]!]);
    expect(other!.best).toMatchObject({ installment: { id: 'grafica' }, amountFit: 'exato', partyFit: 'diferente' });
  });

  it('one payable is the best of one debit only, as with credits', () => {
    const installments = [bill('a', 5000, { dueDate: '2026-03-10' }), bill('b', 5000, { dueDate: '2026-03-20' })];
    const ms = matchStatement(
      [debit(5000, 'PIX ENVIADO', '2026-03-11'), debit(5000, 'PIX ENVIADO', '2026-03-10')],
      installments,
    );
    expect(bestIds(ms)).toEqual(['b', 'a']);
  });
});

describe('who was paid (the memo of a debit)', () => {
  it.each([
    ['PIX ENVIADO - FULANO DE TAL', 'Fulano de Tal'],
    ['PIX ENVIADO PARA ANA LIMA', 'Ana Lima'],
    ['Pix enviado: "Mercado Bom Preço"', 'Mercado Bom Preço'],
    ['TED ENVIADA 237 0001 12345-6 ENERGIA SOLAR DO VALE LTDA', 'Energia Solar do Vale Ltda'],
    ['TED PARA ALBUQUERQUE ADVOGADOS', 'Albuquerque Advogados'],
    ['DOC ENVIADO JOAO PEREIRA', 'Joao Pereira'],
    ['TRANSF ENVIADA CLINICA SORRISO PL', 'Clinica Sorriso Pl'],
    ['Transferência enviada pelo Pix - Oficina Irmãos Silva - •••.123.456-•• - BCO', 'Oficina Irmãos Silva'],
    ['TRANSFERENCIA PIX DES: POLAR CLIMATIZACAO 10/03', 'Polar Climatizacao'],
    ['PAGAMENTO BOLETO MERCADO BOM PRECO', 'Mercado Bom Preco'],
    ['PAGAMENTO DE BOLETO - GRAFICA HORIZONTE LTDA', 'Grafica Horizonte Ltda'],
    ['PAGTO TITULO 34191.79001 CONTABILIDADE EXATA', 'Contabilidade Exata'],
    ['PAG BOLETO 12.345.678/0001-95 PADARIA SAO JOAO S/A', 'Padaria Sao Joao S/A'],
    ['DEBITO AUTOMATICO SANEAMENTO RIO CLARO', 'Saneamento Rio Claro'],
    ['DÉB. AUTOMÁTICO CONECTA TELEFONIA', 'Conecta Telefonia'],
    ['DEB AUT VELOX FIBRA', 'Velox Fibra'],
    ['PAG*JOSE SILVA', 'Jose Silva'],
    ['PAG*RESTAURANTESABOR', 'Restaurantesabor'],
    ['FAVORECIDO: BRILHO TOTAL SERVICOS', 'Brilho Total Servicos'],
  ])('reads the payee of "%s"', (memo, name) => {
    expect(payeeOf(memo)?.name).toBe(name);
    expect(partyOf(memo, 'pagar')?.name).toBe(name);
  });

  it.each([
    'PIX ENVIADO',
    'TARIFA PACOTE',
    'PAGAMENTO BOLETO 34191.79001 01043.510047 91020.150008 1 94340000068970',
    'SAQUE 24H AG 0001',
    'DEBITO AUTOMATICO 10/03',
    'PIX RECEBIDO - FULANO', // money in names a payer, not a payee
    'TED RECEBIDA ANA LIMA',
  ])('finds no payee in "%s"', (memo) => {
    expect(payeeOf(memo)).toBeNull();
  });

  it('reads each side with its own words: an outgoing memo names no payer', () => {
    for (const memo of ['PIX ENVIADO - FULANO', 'PAGAMENTO BOLETO FULANO', 'DEBITO AUTOMATICO FULANO', 'PAG*FULANO']) {
      expect(payerOf(memo)).toBeNull();
    }
    expect(payerOf('PIX RECEBIDO - FULANO')?.name).toBe('Fulano');
  });

  it('compares the payee with the supplier as the payer with the customer', () => {
    const fit = (memo: string, supplier: string) => partyFitOf(payeeOf(memo)!.tokens, nameTokens(supplier));
    expect(fit('PAGAMENTO BOLETO ENERGIA SOLAR DO VALE', 'Energia Solar do Vale Ltda')).toBe('confere');
    expect(fit('PAG*MERCADO BOM', 'Mercado Bom Preço Ltda')).toBe('confere');
    expect(fit('PIX ENVIADO GRAFICA HORIZONTE', 'Hotel Recanto das Águas Ltda')).toBe('diferente');
  });
});

describe('dueDateWindow', () => {
  it('spans the credits plus the window', () => {
    expect(dueDateWindow([{ date: '2026-03-10' }, { date: '2026-02-01' }])).toEqual({
      from: '2025-12-03',
      to: '2026-04-09',
    });
    expect(dueDateWindow([{ date: '2026-03-10' }], { daysBefore: 1, daysAfter: 1 })).toEqual({
      from: '2026-03-09',
      to: '2026-03-11',
    });
    expect(dueDateWindow([])).toBeNull();
  });
});
