import { describe, expect, it } from 'vitest';
import { normalizeInstallment, type Installment } from '../../../api/receivables';
import { installmentPublished } from '../../../api/fixtures/financial';
import {
  changesAnything,
  editResolver,
  editValuesOf,
  installmentChanges,
  lossRefusal,
  rebaseEdit,
  toEditRequest,
  toLossRequest,
} from './installment-edit';
import { canWriteOff, isEditable } from './editable';

const base: Installment = normalizeInstallment(installmentPublished);
const accountName = (c: Installment['conta_financeira']) => c?.nome ?? '—';

describe('the installment edit', () => {
  it('starts from the read: due date, value parts, account, method, note', () => {
    expect(editValuesOf(base)).toEqual({
      vencimento: '2025-09-05',
      composicao_valor: { valor_bruto: 15, multa: '', juros: '', desconto: '', taxa: '' },
      id_conta_financeira: '35473eec-4e74-11ee-b500-9f61de8a8b8d',
      metodo_pagamento: 'DEPOSITO_BANCARIO',
      descricao: base.descricao ?? '',
      marca: '',
      exigeDescricao: !!base.descricao,
      jaBaixado: { cents: Math.round((base.valor_pago ?? 0) * 100), word: 'recebido' },
      nota: 'A data de pagamento prevista é para 01/01/2030',
    });
  });

  it("shows a renegotiated installment's description without its mark, and sends the mark back after the typed text", async () => {
    const marked: Installment = { ...base, descricao: 'Mensalidade (renegociada 2/3) [renegociação 8a68784995]' };
    const opened = editValuesOf(marked);
    expect([opened.descricao, opened.marca]).toEqual(['Mensalidade (renegociada 2/3)', ' [renegociação 8a68784995]']);
    expect(toEditRequest({ ...opened, descricao: ' Mensalidade de março ' }, opened, 4)).toEqual({
      versao: 4,
      descricao: 'Mensalidade de março [renegociação 8a68784995]',
    });
    const errorsOf = async (values: typeof opened) =>
      (await editResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    // Emptied: refused, though the mark alone would pass the platform's rule.
    expect((await errorsOf({ ...opened, descricao: '  ' })).descricao?.message).toBe('Informe a descrição.');
    // The room is what the mark leaves.
    const room = 200 - opened.marca.length;
    expect(await errorsOf({ ...opened, descricao: 'x'.repeat(room) })).toEqual({});
    expect((await errorsOf({ ...opened, descricao: 'x'.repeat(room + 1) })).descricao?.message).toBe(
      `Use no máximo ${room} caracteres (o resto guarda a marca da renegociação, que liga as parcelas).`,
    );
    // An installment the platform keeps without a description may stay so.
    const none = editValuesOf({ ...base, descricao: null });
    expect(await errorsOf(none)).toEqual({});
    expect(
      installmentChanges(marked, { ...marked, descricao: 'Outra [renegociação 8a68784995]' }, accountName),
    ).toEqual([{ label: 'Descrição', before: 'Mensalidade (renegociada 2/3)', after: 'Outra' }]);
  });

  it('sends versao and only what changed, in the write names, the value whole with its net', () => {
    const opened = editValuesOf(base);
    expect(toEditRequest(opened, opened, 3)).toEqual({ versao: 3 });
    expect(changesAnything(opened, opened)).toBe(false);
    const typed = {
      ...opened,
      vencimento: '2025-10-05',
      composicao_valor: { ...opened.composicao_valor, valor_bruto: 20, juros: 1.5 },
      nota: '  Cliente pediu nova data  ',
    };
    expect(toEditRequest(typed, opened, 3)).toEqual({
      versao: 3,
      vencimento: '2025-10-05',
      composicao_valor: { valor_bruto: 20, multa: 0, juros: 1.5, desconto: 0, taxa: 0, valor_liquido: 21.5 },
      nota: 'Cliente pediu nova data',
    });
    expect(changesAnything(typed, opened)).toBe(true);
  });

  it('refuses what the platform would: a negative or zero value, a net of zero, a date out of range', async () => {
    const opened = editValuesOf(base);
    const errorsOf = async (values: typeof opened) =>
      (await editResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    expect(await errorsOf(opened)).toEqual({});
    const negative = await errorsOf({ ...opened, composicao_valor: { ...opened.composicao_valor, valor_bruto: -5 } });
    expect(negative.composicao_valor).toBeDefined();
    const zeroNet = await errorsOf({ ...opened, composicao_valor: { ...opened.composicao_valor, desconto: 15 } });
    expect(JSON.stringify(zeroNet)).toMatch(/maior que zero/);
    expect((await errorsOf({ ...opened, vencimento: '1999-01-01' })).vencimento).toBeDefined();
    expect((await errorsOf({ ...opened, vencimento: '' })).vencimento).toBeDefined();
  });

  it('refuses a value below what was already settled, in the words of its side', async () => {
    const paid: Installment = {
      ...base,
      total: 5100,
      valor_pago: 5100,
      nao_pago: 0,
      composicao: { ...base.composicao, valor_bruto: 5100 },
    };
    const opened = editValuesOf(paid);
    const errorsOf = async (values: typeof opened) =>
      (await editResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;
    const below = await errorsOf({ ...opened, composicao_valor: { ...opened.composicao_valor, valor_bruto: 4000 } });
    expect(below.composicao_valor?.message?.replace(/\s/g, ' ')).toBe(
      'O valor da parcela (R$ 4.000,00) não pode ser menor que o já recebido (R$ 5.100,00).',
    );
    // Equal is allowed; so is a lower gross that interest brings back up.
    expect(await errorsOf(opened)).toEqual({});
    expect(
      await errorsOf({ ...opened, composicao_valor: { ...opened.composicao_valor, valor_bruto: 5000, juros: 100 } }),
    ).toEqual({});
    const payable = editValuesOf({ ...paid, lado: 'pagar' });
    const belowPaid = await errorsOf({ ...payable, composicao_valor: { ...payable.composicao_valor, valor_bruto: 1 } });
    expect(belowPaid.composicao_valor?.message).toMatch(/menor que o já pago/);
  });

  it('after a conflict keeps what the user changed and takes the rest from the current version', () => {
    const opened = editValuesOf(base);
    const typed = { ...opened, vencimento: '2025-10-05' };
    const current = {
      ...opened,
      nota: 'Alterada por outra pessoa',
      composicao_valor: { ...opened.composicao_valor, valor_bruto: 30 },
    };
    expect(rebaseEdit(typed, opened, current)).toEqual({ ...current, vencimento: '2025-10-05' });
  });

  it('says in words what changed on the platform between two reads', () => {
    const after: Installment = { ...base, data_vencimento: '2025-09-20', total: 30, nota: 'Outra nota' };
    const plain = installmentChanges(base, after, accountName).map((c) => ({
      ...c,
      before: c.before.replace(/\s/g, ' '),
      after: c.after.replace(/\s/g, ' '),
    }));
    expect(plain).toEqual([
      { label: 'Vencimento', before: '05/09/2025', after: '20/09/2025' },
      { label: 'Valor', before: 'R$ 15,00', after: 'R$ 30,00' },
      { label: 'Observação', before: 'A data de pagamento prevista é para 01/01/2030', after: 'Outra nota' },
    ]);
  });

  it('writes off all that is open, with the reason after the note', () => {
    expect(toLossRequest(base, ' Cliente faliu ', '2025-10-01', 4)).toEqual({
      versao: 4,
      perda: { data: '2025-10-01', valor: 5 },
      nota: 'A data de pagamento prevista é para 01/01/2030\nBaixada como perda: Cliente faliu',
    });
    expect(lossRefusal(base, '   ')).toBe('Informe o motivo da perda.');
    expect(lossRefusal(base, 'x'.repeat(500))).toMatch(/500 caracteres/);
    expect(lossRefusal(base, 'Cliente faliu')).toBeNull();
  });

  it('offers an edit unless the values are final, a write-off while something is open', () => {
    expect(isEditable(base)).toBe(true);
    expect(isEditable({ status: 'PERDIDO' })).toBe(false);
    expect(isEditable({ status: 'CANCELADO' })).toBe(false);
    expect(canWriteOff(base)).toBe(true);
    expect(canWriteOff({ settleable: true, nao_pago: 0 })).toBe(false);
  });
});
