import * as z from 'zod/mini';
import { intParam, isUuid } from '../../../src/api/common.schema';
import { readSearchParams } from '../../../src/lib/search-params';
import { isIsoDate, type IsoDate } from '../../../src/lib/dates';
import { fromCents } from '../../../src/lib/money';
import { balanceCents } from '../account-balance';
import { HttpError, json, route, validate, type RouteContext } from '../http';

/**
 * The financial accounts' balances (financial OpenAPI): the current balance of one
 * account (`GET /v1/conta-financeira/{id}/saldo-atual`, `SaldoAtualResponse`) and the
 * opening balances of a period (`GET /v1/financeiro/eventos-financeiros/saldo-inicial`,
 * `SaldoInicialContaFinanceira`). The balance is computed on every read
 * (account-balance.ts), the opening balances are the seed's (seed-balances.ts).
 */

/** `{ saldo_atual }` in reais; a malformed id is the published 400 `{ code, message }`, an unknown one 404. */
function currentBalance({ params, store }: RouteContext): Response {
  const id = params.id as string;
  if (!isUuid(id)) {
    return json(
      {
        code: 400,
        message: `O valor '${id}' fornecido no parâmetro 'id_conta_financeira' não é um identificador (uuid) válido.`,
      },
      400,
    );
  }
  if (!store.accounts.some((a) => a.id === id)) throw new HttpError(404, 'Conta financeira não encontrada.');
  return json({ saldo_atual: fromCents(balanceCents(store, id)) });
}

/** `YYYY-MM-DDTHH:mm[:ss[.fff]]`, São Paulo time as published (no zone); its date must exist. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?$/;
export const dateTime = z
  .string({ error: (issue) => (issue.input === undefined ? 'Campo obrigatório.' : 'Data e hora inválidas.') })
  .check(
    z.refine((v) => {
      const date = DATE_TIME.exec(v)?.[1];
      return date !== undefined && isIsoDate(date);
    }, 'Informe data e hora ISO 8601 (AAAA-MM-DDTHH:mm:ss).'),
  );

const openingQuerySchema = z.object({
  data_inicio: dateTime,
  data_fim: dateTime,
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(intParam(1, 1000), 10),
});

/**
 * `{ itens_totais, itens[{ tipo, id_conta_financeira, data_competencia, saldo_inicial }] }`:
 * the accounts whose opening balance is dated within [data_inicio, data_fim] (their dates,
 * both inclusive: an opening balance has a date, not a time), in the accounts' order,
 * paged (`pagina` from 1, `tamanho_pagina` 1…1000, 10 by default). `saldo_inicial` keeps
 * its sign; `tipo` is `DESPESA` when it is negative, else `RECEITA`.
 */
function openingBalances({ url, store }: RouteContext): Response {
  const q = validate(openingQuerySchema, readSearchParams(url.searchParams));
  const from = q.data_inicio.slice(0, 10) as IsoDate;
  const to = q.data_fim.slice(0, 10) as IsoDate;
  if (to < from) throw new HttpError(400, 'data_fim: a data final é anterior à inicial.');
  const found = store.accounts.flatMap((a) => {
    const opening = store.openingBalances.get(a.id);
    return opening && opening.data_competencia >= from && opening.data_competencia <= to
      ? [
          {
            tipo: opening.cents < 0 ? 'DESPESA' : 'RECEITA',
            id_conta_financeira: a.id,
            data_competencia: opening.data_competencia,
            saldo_inicial: fromCents(opening.cents),
          },
        ]
      : [];
  });
  const itens = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return json({ itens_totais: found.length, itens });
}

export const accountRoutes = [
  route('GET', '/v1/conta-financeira/:id/saldo-atual', currentBalance),
  route('GET', '/v1/financeiro/eventos-financeiros/saldo-inicial', openingBalances),
];
