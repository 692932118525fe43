import { describe, expect, it } from 'vitest';
import {
  accountTypeLabel,
  contractStatusLabel,
  expirationLabel,
  frequencyInWords,
  frequencyLabel,
  humanizeEnum,
  paymentTypeLabel,
  settlementMethodLabel,
  STATUS_FILTER_LABELS,
} from './labels';

describe('labels of known values', () => {
  it.each([
    ['paymentTypeLabel', paymentTypeLabel, 'BOLETO_BANCARIO', 'Boleto bancário'],
    ['paymentTypeLabel', paymentTypeLabel, 'PIX_PAGAMENTO_INSTANTANEO', 'Pix'],
    ['paymentTypeLabel', paymentTypeLabel, 'COBRANCA_PIX', 'Cobrança Pix'],
    ['paymentTypeLabel', paymentTypeLabel, 'LINK_PAGAMENTO', 'Link de pagamento'],
    ['paymentTypeLabel', paymentTypeLabel, 'CARTAO_CREDITO_VIA_LINK', 'Cartão de crédito via link'],
    ['contractStatusLabel', contractStatusLabel, 'ATIVO', 'Ativo'],
    ['contractStatusLabel', contractStatusLabel, 'INATIVO', 'Inativo'],
    ['contractStatusLabel', contractStatusLabel, 'DELETADO', 'Removido'],
    ['frequencyLabel', frequencyLabel, 'MENSAL', 'Mensal'],
    ['frequencyLabel', frequencyLabel, 'ANUAL', 'Anual'],
    ['frequencyLabel', frequencyLabel, 'SEMANAL', 'Semanal'],
    ['expirationLabel', expirationLabel, 'DATA', 'Em uma data'],
    ['expirationLabel', expirationLabel, 'NUNCA', 'Nunca expira'],
    ['expirationLabel', expirationLabel, 'VEZES', 'Após um número de cobranças'],
    ['accountTypeLabel', accountTypeLabel, 'CONTA_CORRENTE', 'Conta corrente'],
    ['accountTypeLabel', accountTypeLabel, 'POUPANCA', 'Poupança'],
    ['settlementMethodLabel', settlementMethodLabel, 'TRANSFERENCIA_BANCARIA', 'Transferência bancária'],
  ] as const)('%s(%s) = %s', (_name, label, value, expected) => {
    expect(label(value)).toBe(expected);
  });

  it('the status filter has a label for each of its values', () => {
    expect(Object.keys(STATUS_FILTER_LABELS).sort()).toEqual(['ATIVO', 'INATIVO', 'PROXIMO_AO_VENCIMENTO', 'TODOS']);
    expect(STATUS_FILTER_LABELS.PROXIMO_AO_VENCIMENTO).toBe('Próximos ao vencimento');
  });
});

describe('unknown and empty values', () => {
  it('an unknown enum value gets a humanized label instead of crashing', () => {
    expect(paymentTypeLabel('CRIPTO_MOEDA_NOVA')).toBe('Cripto moeda nova');
    expect(contractStatusLabel('SUSPENSO')).toBe('Suspenso');
    expect(accountTypeLabel('CONTA__DIGITAL_')).toBe('Conta digital');
  });

  it('humanizeEnum', () => {
    expect(humanizeEnum('EM_REAJUSTE')).toBe('Em reajuste');
    expect(humanizeEnum('X')).toBe('X');
    expect(humanizeEnum('')).toBe('');
  });

  it('a missing value shows a dash', () => {
    expect(paymentTypeLabel(null)).toBe('—');
    expect(contractStatusLabel(undefined)).toBe('—');
    expect(expirationLabel('')).toBe('—');
  });
});

describe('frequencyInWords', () => {
  it.each([
    ['MENSAL', 1, 'Mensal'],
    ['MENSAL', 3, 'A cada 3 meses'],
    ['ANUAL', 1, 'Anual'],
    ['ANUAL', 2, 'A cada 2 anos'],
    ['SEMANAL', 1, 'Semanal'],
    ['SEMANAL', 2, 'A cada 2 semanas'],
    ['MENSAL', null, 'Mensal'],
    ['MENSAL', 0, 'Mensal'],
    ['QUINZENAL', 1, 'Quinzenal'],
  ])('%s, interval %s -> %s', (frequency, interval, expected) => {
    expect(frequencyInWords(frequency, interval)).toBe(expected);
  });

  it('a missing frequency shows a dash', () => {
    expect(frequencyInWords(null, 2)).toBe('—');
  });
});
