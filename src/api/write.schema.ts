import * as z from 'zod/mini';
import { isIsoDate } from '../lib/dates';
import { MAX_AMOUNT, MAX_AMOUNT_MESSAGE } from '../lib/money';
import { isoDate, requiredOr } from './common.schema';

// What the app writes has bounds: the forms refuse past them, and so does the sandbox, from the same rules.

export const amount = (min = 0) =>
  z
    .number({ error: requiredOr('Informe um número.') })
    .check(
      z.minimum(min, min === 0 ? 'O valor não pode ser negativo.' : `O valor mínimo é ${min}.`),
      z.maximum(MAX_AMOUNT, MAX_AMOUNT_MESSAGE),
    );

export const positiveAmount = () =>
  z
    .number({ error: requiredOr('Informe um número.') })
    .check(z.gt(0, 'O valor deve ser maior que zero.'), z.maximum(MAX_AMOUNT, MAX_AMOUNT_MESSAGE));

/** The dates the app writes: a plausible range, so a typo of a year (0026, 9999) never reaches the platform. */
export const WRITE_DATES = { from: '2000-01-01', to: '2099-12-31' } as const;
export const isWritableDate = (value: string) =>
  isIsoDate(value) && value >= WRITE_DATES.from && value <= WRITE_DATES.to;
/** A range check runs on a date only: a malformed one has one message, isoDate's. */
const onDates = {
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && isIsoDate(payload.value),
};
export const writeDate = isoDate.check(
  z.refine(isWritableDate, { message: 'Use uma data entre 2000 e 2099.', ...onDates }),
);

/**
 * A contract's end: a contract that never expires sends its start plus a century (the
 * platform requires an end), so its bound reaches further than the other dates'.
 */
export const WRITE_END_DATES = { from: WRITE_DATES.from, to: '2199-12-31' } as const;
export const writeEndDate = isoDate.check(
  z.refine((value: string) => isIsoDate(value) && value >= WRITE_END_DATES.from && value <= WRITE_END_DATES.to, {
    message: 'Use uma data entre 2000 e 2199.',
    ...onDates,
  }),
);

/** An item's quantity: up to a million units (a quantity is no amount of money). */
export const MAX_QUANTITY = 1_000_000;
export const quantity = (min: 'zero' | 'positive') =>
  z
    .number({ error: requiredOr('Informe um número.') })
    .check(
      min === 'zero'
        ? z.minimum(0, 'A quantidade não pode ser negativa.')
        : z.gt(0, 'A quantidade deve ser maior que zero.'),
      z.maximum(MAX_QUANTITY, 'A quantidade máxima é 1.000.000.'),
    );

/** The items' total (quantity times value) within what the platform holds, checked once every item is valid. */
export const itemsWithinMax = z.refine<{ itens: ReadonlyArray<{ quantidade: number; valor: number }> }>(
  (value) => value.itens.reduce((sum, item) => sum + item.quantidade * item.valor, 0) <= MAX_AMOUNT,
  {
    path: ['itens'],
    message: 'O total dos itens passa de R$ 999.999.999,99.',
    when: (payload) => payload.issues.length === 0,
  },
);

/** The items a contract or a quote sends at most, and the longest id a write names. */
export const MAX_ITEMS = 100;
export const MAX_ITEMS_MESSAGE = `Inclua no máximo ${MAX_ITEMS} itens.`;
export const writeId = (message: string) =>
  z.string({ error: message }).check(z.minLength(1, message), z.maxLength(64, 'Identificador inválido.'));
