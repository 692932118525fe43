import { partsOf } from './server-message';

/** A number, blank, or text that is not a number: the schema, not the input, says what is wrong. */
export type NumberValue = number | string;

/** "1,5" and "1.234,56" become numbers; blank is undefined; other text stays text. */
export function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/** "1.234" is a thousand: in Brazil a dot before three digits groups them. */
export function parseMoneyText(typed: string): NumberValue {
  const text = typed.replace(/R\$/i, '').replace(/[\s\u00a0]/g, '');
  if (!text) return '';
  let plain = text;
  if (text.includes(',')) plain = text.replace(/\./g, '').replace(',', '.');
  else if ((text.match(/\./g) ?? []).length > 1 || /\.\d{3}$/.test(text)) plain = text.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain) && !/^-?\.\d+$/.test(plain)) return typed.trim();
  const n = Number(plain);
  return Number.isFinite(n) ? n : typed.trim();
}

const amountFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "4.676,60"; text stays as typed. */
export function formatMoneyText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return amountFormat.format(value);
  return value === null || value === undefined ? '' : String(value);
}

export function numberOf(value: unknown): number | undefined {
  const n = toNumber(value);
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

export const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

export const optionalText = (value: string | undefined) => (value && value.trim() ? value : undefined);

export const DISCOUNT_KINDS = [
  { value: 'PORCENTAGEM', label: 'Percentual (%)' },
  { value: 'VALOR', label: 'Valor (R$)' },
];

export function compositionRequest(typed: { frete: unknown; desconto: { tipo: string; valor: unknown } }) {
  const frete = toNumber(typed.frete);
  const valor = toNumber(typed.desconto.valor);
  const desconto = valor === undefined ? undefined : { tipo: typed.desconto.tipo, valor };
  return frete === undefined && desconto === undefined ? undefined : { frete, desconto };
}

export interface ServerFieldError {
  path: string;
  message: string;
}

/** "campo.sub: mensagem; outro: mensagem": parts naming a known path are field errors, the rest `general`. */
export function parseServerErrors(
  message: string,
  isField: (path: string) => boolean,
): { fields: ServerFieldError[]; general: string[] } {
  const fields: ServerFieldError[] = [];
  const general: string[] = [];
  for (const part of partsOf(message)) {
    if (part.path !== null && isField(part.path)) fields.push({ path: part.path, message: part.text });
    else general.push(part.whole);
  }
  return { fields, general };
}
