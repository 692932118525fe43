import { customerQuerySchema } from '../../../src/api/reference.schema';
import { readSearchParams } from '../../../src/api/query';
import { json, route, validate, type RouteContext } from '../http';
import { fold } from '../random';

/** Reference data for pickers, with the platform's own (inconsistent) envelopes. */

function customers({ url, store }: RouteContext): Response {
  const q = validate(customerQuerySchema, readSearchParams(url.searchParams));
  const term = fold(q.busca?.trim() ?? '');
  const digits = term.replace(/\D/g, '');
  const found = store.customers.filter(
    (c) => !term || fold(c.nome).includes(term) || (digits.length >= 3 && c.documento.replace(/\D/g, '').includes(digits)),
  );
  const items = found.slice((q.pagina - 1) * q.tamanho_pagina, q.pagina * q.tamanho_pagina);
  return json({ totalItems: found.length, items });
}

export const referenceRoutes = [route('GET', '/v1/pessoas', customers)];
