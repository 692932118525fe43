import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with these lines of text, made at test time (no binaries in the repository). */
export async function makePdf(lines: readonly string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 22, size: 12, font }));
  return doc.save();
}

/**
 * A valid CNPJ (check digits right), the one the bill tests use, and its one name: the
 * first capture the sandbox reads registers the supplier under the name it finds, so a
 * second name for the same CNPJ would make the name every test reads depend on their order.
 */
export const BILL_CNPJ = '11.222.333/0001-81';
const BILL_SUPPLIER = 'Papelaria Central Ltda';

export function billLines(overrides: { valor?: string; vencimento?: string; descricao?: string } = {}): string[] {
  return [
    'BOLETO DE COBRANÇA',
    `Fornecedor: ${BILL_SUPPLIER}`,
    `CNPJ: ${BILL_CNPJ}`,
    'Emissão: 20/11/2026',
    `Vencimento: ${overrides.vencimento ?? '10/12/2026'}`,
    `Descrição: ${overrides.descricao ?? 'Material de escritório'}`,
    `Valor total: R$ ${overrides.valor ?? '1.234,56'}`,
  ];
}

/** A tiny valid PNG (1×1 pixel). */
export const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
