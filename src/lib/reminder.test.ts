import { describe, expect, it } from 'vitest';
import { reminderText } from './reminder';

describe('reminderText', () => {
  it('lists each installment by due date with its link, and the exact total', () => {
    const text = reminderText({
      customerName: ' Padaria Pão Quente ',
      companyName: 'Contabilidade Exemplo',
      installments: [
        {
          description: 'Mensalidade 11/2026',
          dueDate: '2026-11-10',
          open: 1234.5,
          chargeUrl: 'https://pague.exemplo/abc',
        },
        { description: 'Mensalidade 10/2026', dueDate: '2026-10-10', open: 0.1 },
      ],
    });
    expect(text).toBe(
      [
        'Olá, Padaria Pão Quente!',
        '',
        'Constam em aberto em nosso sistema 2 pagamentos já vencidos:',
        '',
        '• Mensalidade 10/2026: vencimento em 10/10/2026, R$ 0,10.',
        '• Mensalidade 11/2026: vencimento em 10/11/2026, R$ 1.234,50. Para pagar: https://pague.exemplo/abc',
        '',
        'Total em aberto: R$ 1.234,60.',
        '',
        'Se algum desses pagamentos já foi feito, por favor desconsidere-o ou nos envie o comprovante.',
        'Qualquer dúvida, estamos à disposição.',
        '',
        'Atenciosamente,',
        'Contabilidade Exemplo',
      ].join('\n'),
    );
    expect(text).not.toMatch(/\u00a0/);
  });

  it('speaks in the singular for one installment and greets without a name', () => {
    const text = reminderText({
      customerName: null,
      installments: [{ description: '  ', dueDate: '2026-11-01', open: 10 }],
    });
    expect(text.split('\n')[0]).toBe('Olá!');
    expect(text).toContain('Consta em aberto em nosso sistema o pagamento abaixo, já vencido:');
    expect(text).toContain('• Parcela: vencimento em 01/11/2026, R$ 10,00.');
    expect(text).not.toContain('Atenciosamente');
  });
});
