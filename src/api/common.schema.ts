import * as z from 'zod/mini';
import { isIsoDate } from '../lib/dates';

export const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? 'Campo obrigatório.' : message;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const isoDate = z
  .string({ error: (issue) => (issue.input === undefined ? 'Informe a data.' : 'Data inválida.') })
  .check(z.minLength(1, 'Informe a data.'), z.refine(isIsoDate, 'Data inválida.'));

/** Platform ids are UUIDs, often version 7: accept any version. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid = z.string().check(z.regex(UUID_PATTERN, 'Identificador inválido.'));
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const int = (min: number, max?: number) =>
  z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'Campo obrigatório.'
          : typeof issue.input === 'number' && Number.isFinite(issue.input)
            ? 'Informe um número inteiro.'
            : 'Informe um número.',
    })
    .check(
      z.minimum(min, `O valor mínimo é ${min}.`),
      ...(max === undefined ? [] : [z.maximum(max, `O valor máximo é ${max}.`)]),
    );

/** A whole number from a query string (`"2"` -> 2). */
export const intParam = (min: number, max?: number) =>
  z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)),
    int(min, max),
  );

/** Any string passes, so a value the platform adds later does not fail the whole response. */
export const lenientEnum = <T extends string>(aliases: Record<string, T> = {}) =>
  z.pipe(
    z.string(),
    z.transform((value: string) => (aliases[value] ?? value) as T | (string & {})),
  );

/** No field of a response is trusted to exist. */
export const optNumber = () => z.nullish(z.number());
export const optString = () => z.nullish(z.string());
/** A missing list reads as empty, a missing count as zero. */
export const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((v) => v ?? []),
  );
export const countOrZero = () =>
  z.pipe(
    optNumber(),
    z.transform((v) => v ?? 0),
  );

export const namedRef = z.looseObject({
  id: z.optional(z.string()),
  nome: optString(),
});

/** Turns a zod error into `campo.sub: mensagem` lines, the sandbox's 400 message. */
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
