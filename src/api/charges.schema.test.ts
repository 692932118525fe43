import { describe, expect, it } from 'vitest';
import {
  chargeCancelled,
  chargeCancelling,
  chargeConfirmedWithLink,
  chargeCreated,
  chargeCreatedWithoutLink,
  chargeRegistered,
  chargeRequestExample,
  chargeUnknownStatus,
} from './fixtures/charges/charge';
import { chargeRequestSchema, chargeSchema, isChargeCancellable } from './charges.schema';

describe('chargeSchema (responses, lenient)', () => {
  it.each([
    ['published example', chargeCreated],
    ['registered', chargeRegistered],
    ['unknown status, no url yet', chargeUnknownStatus],
    ['creation as production answers it: no link yet', chargeCreatedWithoutLink],
    ['read once confirmed, with its link', chargeConfirmedWithLink],
    ['read while being cancelled', chargeCancelling],
    ['read once cancelled', chargeCancelled],
  ])('parses the %s', (_, payload) => {
    const parsed = chargeSchema.parse(payload);
    expect(parsed.id).toBe(payload.id);
    expect(parsed.status).toBe(payload.status);
  });

  it('refuses an answer without an id (nothing to read or cancel later)', () => {
    expect(chargeSchema.safeParse({ url: 'x', status: 'REGISTRADO' }).success).toBe(false);
  });
});

describe('chargeRequestSchema (requests, strict)', () => {
  const schema = chargeRequestSchema('2023-10-01');
  const errors = (body: unknown) =>
    schema.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('accepts the published request example', () => {
    expect(errors(chargeRequestExample)).toEqual([]);
  });

  it('requires every field the platform requires', () => {
    const messages = errors({});
    for (const field of ['conta_bancaria', 'descricao_fatura', 'id_parcela', 'data_vencimento', 'tipo']) {
      expect(messages.some((m) => m.startsWith(`${field}:`))).toBe(true);
    }
  });

  it('refuses a due date before today, blank text and an unknown kind', () => {
    expect(errors({ ...chargeRequestExample, data_vencimento: '2023-09-30' })).toEqual([
      'data_vencimento: O vencimento da cobrança não pode ser anterior a hoje.',
    ]);
    expect(errors({ ...chargeRequestExample, descricao_fatura: '   ' })).toEqual([
      'descricao_fatura: Informe o texto da fatura.',
    ]);
    expect(errors({ ...chargeRequestExample, tipo: 'CHEQUE' })).toEqual(['tipo: Escolha o tipo de cobrança.']);
  });

  it('takes the early discount as a value or a percentage, never both or neither', () => {
    const with_ = (desconto_antecipado: unknown) =>
      errors({ ...chargeRequestExample, atributos: { desconto_antecipado } });
    expect(with_({ percentual: 5, dias_antes_vencer: 3 })).toEqual([]);
    expect(with_({ valor: 10, percentual: 5, dias_antes_vencer: 3 })).toEqual([
      'atributos.desconto_antecipado.valor: Informe o desconto em valor ou em percentual, não os dois.',
    ]);
    expect(with_({ dias_antes_vencer: 3 })).toHaveLength(1);
    expect(with_({ percentual: 100, dias_antes_vencer: 3 })).toEqual([
      'atributos.desconto_antecipado.percentual: O percentual deve ser menor que 100.',
    ]);
  });

  it('allows instalments only on a payment link', () => {
    expect(errors({ ...chargeRequestExample, tipo: 'BOLETO' })).toEqual([
      'maximo_parcelas: Parcelamento só existe no link de pagamento.',
    ]);
    const { maximo_parcelas: _, ...boleto } = { ...chargeRequestExample, tipo: 'BOLETO' };
    expect(errors(boleto)).toEqual([]);
  });
});

describe('isChargeCancellable', () => {
  it('is true while the charge can still be paid, false once final or cancelling', () => {
    expect(isChargeCancellable('AGUARDANDO_CONFIRMACAO')).toBe(true);
    expect(isChargeCancellable('REGISTRADO')).toBe(true);
    expect(isChargeCancellable('EM_CANCELAMENTO')).toBe(false);
    expect(isChargeCancellable('CANCELADO')).toBe(false);
    expect(isChargeCancellable('QUITADO')).toBe(false);
    expect(isChargeCancellable(null)).toBe(false);
  });
});
