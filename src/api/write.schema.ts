import * as z from 'zod/mini';
import { isIsoDate } from '../lib/dates';
import { MAX_AMOUNT, MAX_AMOUNT_MESSAGE } from '../lib/money';
import { isoDate, requiredOr } from './common.schema';

/** What the app writes has bounds: the forms refuse past them, and so does the sandbox, from the same rules. */

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
export const writeDate = isoDate.check(z.refine(isWritableDate, 'Use uma data entre 2000 e 2099.'));
