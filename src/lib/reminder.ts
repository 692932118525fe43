import { formatDateBR, type IsoDate } from './dates';
import { formatCents, toCents } from './money';

/** Plain text the user pastes into an e-mail or a chat. */

export interface ReminderInstallment {
  description: string;
  dueDate: IsoDate;
  /** In reais. */
  open: number;
  chargeUrl?: string | null | undefined;
}

export interface ReminderInput {
  customerName: string | null | undefined;
  companyName?: string | null | undefined;
  installments: readonly ReminderInstallment[];
}

export function reminderText({ customerName, companyName, installments }: ReminderInput): string {
  const name = customerName?.trim();
  const sorted = [...installments].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  const totalCents = sorted.reduce((sum, i) => sum + toCents(i.open), 0);
  const one = sorted.length === 1;
  const lines = [
    name ? `Olá, ${name}!` : 'Olá!',
    '',
    one
      ? 'Consta em aberto em nosso sistema o pagamento abaixo, já vencido:'
      : `Constam em aberto em nosso sistema ${sorted.length} pagamentos já vencidos:`,
    '',
    ...sorted.map((i) => {
      const line = `• ${i.description.trim() || 'Parcela'}: vencimento em ${formatDateBR(i.dueDate)}, ${formatCents(toCents(i.open))}`;
      return i.chargeUrl ? `${line}. Para pagar: ${i.chargeUrl}` : `${line}.`;
    }),
    '',
    `Total em aberto: ${formatCents(totalCents)}.`,
    '',
    one
      ? 'Se o pagamento já foi feito, por favor desconsidere esta mensagem ou nos envie o comprovante.'
      : 'Se algum desses pagamentos já foi feito, por favor desconsidere-o ou nos envie o comprovante.',
    'Qualquer dúvida, estamos à disposição.',
  ];
  if (companyName?.trim()) lines.push('', `Atenciosamente,`, companyName.trim());
  // Non-breaking spaces from the currency format become plain spaces: chat apps keep them as-is.
  return lines.join('\n').replace(/\u00a0/g, ' ');
}
