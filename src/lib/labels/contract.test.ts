import { describe, expect, it } from 'vitest';
import { humanizeEnum, labeler } from './enum';
import { contractStatusLabel, paymentTypeLabel, STATUS_FILTER_LABELS } from './contract';
import { expirationLabel, frequencyInWords, frequencyLabel } from './recurrence';
import { settlementMethodLabel } from './settlement';

/** Each label function, with the label it gives each value it knows. */
const KNOWN_LABELS: Array<[string, (value: string) => string, Record<string, string>]> = [
  [
    'paymentTypeLabel',
    paymentTypeLabel,
    {
      BOLETO_BANCARIO: 'Boleto bancário',
      PIX_PAGAMENTO_INSTANTANEO: 'Pix',
      COBRANCA_PIX: 'Cobrança Pix',
      LINK_PAGAMENTO: 'Cartão de crédito via link',
      CARTAO_CREDITO_VIA_LINK: 'Cartão de crédito via link',
    },
  ],
  ['contractStatusLabel', contractStatusLabel, { ATIVO: 'Ativo', INATIVO: 'Inativo', DELETADO: 'Removido' }],
  ['frequencyLabel', frequencyLabel, { MENSAL: 'Mensal', ANUAL: 'Anual', SEMANAL: 'Semanal' }],
  [
    'expirationLabel',
    expirationLabel,
    { DATA: 'Em uma data', NUNCA: 'Nunca expira', VEZES: 'Após um número de cobranças' },
  ],
  [
    'settlementMethodLabel',
    settlementMethodLabel,
    {
      TRANSFERENCIA_BANCARIA: 'Transferência bancária',
      PIX_PAGAMENTO_INSTANTANEO: 'Pix',
      DEPOSITO_BANCARIO: 'Depósito bancário',
      CREDITO_LOJA: 'Crédito na loja',
      CREDITO_VIRTUAL: 'Crédito virtual',
      CREDITO_VIRTUA: 'Crédito virtual', // the published read's typo
      PIX_COBRANCA: 'Cobrança Pix',
    },
  ],
];

describe('labels of known values', () => {
  it.each(
    KNOWN_LABELS.flatMap(([name, label, known]) =>
      Object.entries(known).map(([value, text]) => ({ name, label, value, text })),
    ),
  )('$name($value) = $text', ({ label, value, text }) => {
    expect(label(value)).toBe(text);
  });

  it('a method reads the same on a contract and on a settlement, under either spelling of the create reference', () => {
    for (const code of [
      'CREDITO_LOJA',
      'CARTAO_CREDITO_VIA_LINK',
      'LINK_PAGAMENTO',
      'PIX_COBRANCA',
      'COBRANCA_PIX',
      'DEPOSITO_BANCARIO',
    ])
      expect(settlementMethodLabel(code), code).toBe(paymentTypeLabel(code));
    expect(paymentTypeLabel('LINK_PAGAMENTO')).toBe(paymentTypeLabel('CARTAO_CREDITO_VIA_LINK'));
    expect(paymentTypeLabel('COBRANCA_PIX')).toBe(paymentTypeLabel('PIX_COBRANCA'));
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
    expect(settlementMethodLabel('CONTA__DIGITAL_')).toBe('Conta digital');
  });

  it('humanizeEnum', () => {
    expect(humanizeEnum('EM_REAJUSTE')).toBe('Em reajuste');
    expect(humanizeEnum('X')).toBe('X');
    expect(humanizeEnum('')).toBe('');
  });

  it('labeler: the table first, then the readable fallback, and a dash for no value', () => {
    const label = labeler({ PAGO: 'Recebida' });
    expect([label('PAGO'), label('EM_ANALISE'), label(null), label('')]).toEqual(['Recebida', 'Em analise', '—', '—']);
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
