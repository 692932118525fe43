import { isIsoDate } from '../lib/dates';
import { z } from './zod-pt';

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const isoDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'Informe a data.' : 'Data inválida.') })
  .min(1, 'Informe a data.')
  .refine(isIsoDate, 'Data inválida.');

/**
 * Platform ids are UUIDs, often version 7: accept any version (and the nil UUID's shape),
 * never version 4 only.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid = z.string().regex(UUID_PATTERN, 'Identificador inválido.');
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** A whole number from a form or query string. */
export const int = (min: number, max?: number) => {
  let schema = z.number({ error: (issue) => (issue.input === undefined ? 'Campo obrigatório.' : 'Informe um número.') }).int('Informe um número inteiro.').min(min, `O valor mínimo é ${min}.`);
  if (max !== undefined) schema = schema.max(max, `O valor máximo é ${max}.`);
  return schema;
};

/** A decimal amount (quantities, money) at least `min`. */
export const amount = (min = 0) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Campo obrigatório.' : 'Informe um número.') })
    .refine(Number.isFinite, 'Informe um número.')
    .refine((n) => n >= min, min === 0 ? 'O valor não pode ser negativo.' : `O valor mínimo é ${min}.`);

/**
 * Lenient enum for responses: any string passes, so a value the platform adds later
 * reaches the screen (and gets a neutral label) instead of failing the whole response.
 */
export const lenientEnum = <T extends string>(aliases: Record<string, T> = {}) =>
  z.string().transform((value) => (aliases[value] ?? value) as T | (string & {}));

/** `{ id, nome }` as most references come. */
export const namedRef = z.looseObject({
  id: z.string().optional(),
  nome: z.string().nullish(),
});

/** Turns a zod error into `campo.sub: mensagem` lines, the sandbox's 400 message. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export { z };
