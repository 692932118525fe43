import { beforeEach, describe, expect, it } from 'vitest';
import { isUuid } from '../../src/api/common.schema';
import type { ContractListItem } from '../../src/api/contracts.schema';
import { compareIsoDates } from '../../src/lib/dates';
import { addDays } from '../../src/lib/date-math';
import { MONTHLY_2026_TERMS } from '../../src/test/contract-terms';
import { ACCOUNTS } from '../idp/accounts';
import { APP_ORIGIN, BASE, ISSUER, makeHarness, makeKeys, signToken, TODAY } from '../test/api-harness';
import { UNMETERED_HEADER } from './handler';
import { chargeValue, effectiveEnd } from './contract-model';
import { fold } from './random';
import { PLATFORM_RATE_LIMITS, RateLimiter } from './rate-limit';
import { CONTRACT_COUNT, SEED, seedStore } from './seed';
import type { ContractRecord } from './store';

const h = await makeHarness();
beforeEach(() => {
  h.api.reset();
});

/** Adds a fault through the admin switch. */
const addFault = (spec: Record<string, unknown>) => h.admin('/faults', { method: 'POST', body: JSON.stringify(spec) });

const WIDE = 'data_inicio=2000-01-01&data_fim=2100-12-31';
const records = () => [...h.api.store.contracts.values()];
const byNumero = (numero: number) => records().find((r) => r.request.termos.numero === numero) as ContractRecord;

interface ListBody {
  itens: ContractListItem[];
  itens_totais: number;
}

/** Every page of a list query (size 50). */
async function listAll(query: string): Promise<ListBody> {
  const itens: ContractListItem[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const { status, body } = await h.get<ListBody>(`/v1/contratos?${query}&tamanho_pagina=50&pagina=${page}`);
    expect(status).toBe(200);
    total = body.itens_totais;
    itens.push(...body.itens);
    if (body.itens.length < 50) break;
  }
  expect(itens).toHaveLength(total);
  return { itens, itens_totais: total };
}
const ids = (list: { itens: { id: string }[] }) => list.itens.map((i) => i.id).sort();

// ---------------------------------------------------------------------------------------

describe('error bodies', () => {
  it('outside capture: { timestamp, status, error (the reason phrase), message (the detail), path }', async () => {
    const { status, body } = await h.get<Record<string, unknown>>('/v1/contratos?data_fim=2026-12-31');
    expect(status).toBe(400);
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'path', 'status', 'timestamp']);
    expect(body).toMatchObject({ status: 400, error: 'Bad Request', path: '/v1/contratos' });
    expect(body.message).toMatch(/^data_inicio: /);
    expect(Number.isNaN(Date.parse(body.timestamp as string))).toBe(false);
  });

  it('capture keeps { error } with the detail', async () => {
    const { status, body } = await h.get<Record<string, unknown>>('/v1/captura/0190a5c8-0000-7000-8000-00000000ffff');
    expect(status).toBe(404);
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(/captura/i);
  });
});

describe('authentication', () => {
  const expect401 = async (response: Response, message: string) => {
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toMatchObject({ message: message });
  };
  const INVALID = 'Token de acesso inválido ou expirado.';
  const send = (authorization?: string) =>
    h.api.handle(
      new Request(
        `${BASE}/v1/contratos/proximo-numero`,
        authorization ? { headers: { Authorization: authorization } } : {},
      ),
    );

  it('a valid token passes', async () => {
    const response = await send(`Bearer ${await signToken(h.keys.privateKey, { sub: 'someone' })}`);
    expect(response.status).toBe(200);
  });

  it('no token -> 401', async () => {
    await expect401(await send(), 'Credencial ausente: envie o token de acesso.');
  });

  it('another scheme -> 401', async () => {
    await expect401(await send('Basic dXNlcjpwYXNz'), 'Credencial ausente: envie o token de acesso.');
  });

  it('a token signed by another key (same kid) -> 401', async () => {
    const other = await makeKeys();
    await expect401(await send(`Bearer ${await signToken(other.privateKey, { sub: 'someone' })}`), INVALID);
  });

  it('a tampered payload -> 401', async () => {
    const [header, , signature] = (await signToken(h.keys.privateKey, { sub: 'someone' })).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', iss: ISSUER, exp: 4_000_000_000 })).toString(
      'base64url',
    );
    await expect401(await send(`Bearer ${header}.${payload}.${signature}`), INVALID);
  });

  it('an expired token -> 401', async () => {
    await expect401(
      await send(`Bearer ${await signToken(h.keys.privateKey, { sub: 'someone', expiresIn: -60 })}`),
      INVALID,
    );
  });

  it('a token from another issuer -> 401', async () => {
    await expect401(
      await send(`Bearer ${await signToken(h.keys.privateKey, { sub: 'someone', issuer: 'https://evil.example' })}`),
      INVALID,
    );
  });

  it('a token without sub -> 401', async () => {
    await expect401(await send(`Bearer ${await signToken(h.keys.privateKey, {})}`), INVALID);
  });

  it('garbage -> 401', async () => {
    await expect401(await send('Bearer not-a-jwt'), INVALID);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    h.api.handle(
      new Request(`${BASE}/v1/contratos`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'DELETE',
          'Access-Control-Request-Headers': 'authorization',
        },
      }),
    );

  it('answers the preflight of the allowed origin', async () => {
    const response = await preflight(APP_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('DELETE');
    expect(response.headers.get('Access-Control-Allow-Headers')).toMatch(/authorization/i);
    expect(response.headers.get('Vary')).toBe('Origin');
  });

  it('gives no CORS headers to another origin', async () => {
    const response = await preflight('http://evil.example');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Methods')).toBeNull();
  });

  it('adds CORS headers to real answers, errors included, and exposes Retry-After', async () => {
    const ok = await h.call(`/v1/contratos?${WIDE}`, { origin: APP_ORIGIN });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(ok.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    const unauthorized = await h.api.handle(new Request(`${BASE}/v1/contratos`, { headers: { Origin: APP_ORIGIN } }));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    const other = await h.call(`/v1/contratos?${WIDE}`, { origin: 'http://evil.example' });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------

describe('seed', () => {
  it('has at least 150 contracts and 40 customers', () => {
    expect(h.api.store.contracts.size).toBeGreaterThanOrEqual(150);
    expect(h.api.store.customers.length).toBeGreaterThanOrEqual(40);
    expect(new Set(records().map((r) => r.request.id_cliente)).size).toBeGreaterThanOrEqual(40);
  });

  it('covers every status, both frequencies and both expiration types', () => {
    expect(new Set(records().map((r) => r.status))).toEqual(new Set(['ATIVO', 'INATIVO', 'DELETADO']));
    expect(new Set(records().map((r) => r.request.termos.tipo_frequencia))).toEqual(new Set(['MENSAL', 'ANUAL']));
    expect(new Set(records().map((r) => r.request.termos.tipo_expiracao))).toEqual(new Set(['DATA', 'NUNCA']));
    expect(records().some((r) => r.request.termos.intervalo_frequencia > 1)).toBe(true);
  });

  it('uses many payment types', () => {
    expect(new Set(records().map((r) => r.request.condicao_pagamento.tipo_pagamento)).size).toBeGreaterThanOrEqual(10);
  });

  it('has charge values from tens of reais to tens of thousands', () => {
    const nets = records().map((r) => chargeValue(r).netCents / 100);
    expect(Math.min(...nets)).toBeLessThan(50);
    expect(Math.max(...nets)).toBeGreaterThanOrEqual(10_000);
  });

  it('spreads start dates over the last 3 years and the next year', () => {
    const starts = records().map((r) => r.request.termos.data_inicio);
    const inRange = (from: string, to: string) =>
      starts.filter((s) => compareIsoDates(s, from) >= 0 && compareIsoDates(s, to) < 0).length;
    expect(inRange(addDays(TODAY, -3 * 365 - 1), addDays(TODAY, -2 * 365))).toBeGreaterThan(0);
    expect(inRange(addDays(TODAY, -2 * 365), addDays(TODAY, -365))).toBeGreaterThan(0);
    expect(inRange(addDays(TODAY, -365), addDays(TODAY, 1))).toBeGreaterThan(0);
    expect(inRange(addDays(TODAY, 1), addDays(TODAY, 366))).toBeGreaterThan(0);
    expect(inRange(addDays(TODAY, -3 * 365 - 1), addDays(TODAY, 366))).toBe(starts.length);
  });

  it('has active contracts under value adjustment (reajuste)', () => {
    expect(records().filter((r) => r.em_reajuste && r.status === 'ATIVO').length).toBeGreaterThan(0);
  });

  it('status=PROXIMO_AO_VENCIMENTO returns only active contracts ending within 30 days', async () => {
    const near = await listAll(`${WIDE}&status=PROXIMO_AO_VENCIMENTO`);
    expect(near.itens.length).toBeGreaterThan(0);
    const limit = addDays(TODAY, 30);
    const expected = records()
      .filter((r) => {
        const end = effectiveEnd(r);
        return r.status === 'ATIVO' && end !== null && end >= TODAY && end <= limit;
      })
      .map((r) => r.id)
      .sort();
    expect(ids(near)).toEqual(expected);
    for (const item of near.itens) {
      expect(item.status).toBe('ATIVO');
      expect(item.termos?.tipo_expiracao).toBe('DATA');
      expect(compareIsoDates(item.termos?.data_fim ?? '', TODAY)).toBeGreaterThanOrEqual(0);
      expect(compareIsoDates(item.termos?.data_fim ?? '', limit)).toBeLessThanOrEqual(0);
    }
    // Inactive contracts that end soon exist only if some did; none of them may appear.
    const all = await listAll(WIDE);
    expect(near.itens_totais).toBeLessThan(all.itens_totais);
  });

  it('PROXIMO_AO_VENCIMENTO bounds: from today to today + 30 days, active only', async () => {
    const make = async (numero: number, data_fim: string) => {
      const body = newContract(numero);
      const response = await post('/v1/contratos', { ...body, termos: { ...body.termos, data_fim } });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const endedYesterday = await make(8001, addDays(TODAY, -1));
    const endsToday = await make(8002, TODAY);
    const endsIn30 = await make(8003, addDays(TODAY, 30));
    const endsIn31 = await make(8004, addDays(TODAY, 31));
    const closedSoon = await make(8005, addDays(TODAY, 10));
    expect((await h.call(`/v1/contratos/${closedSoon}/encerrar`, { method: 'POST' })).status).toBe(204);

    const near = ids(await listAll(`${WIDE}&status=PROXIMO_AO_VENCIMENTO`));
    expect(near).toContain(endsToday);
    expect(near).toContain(endsIn30);
    expect(near).not.toContain(endedYesterday);
    expect(near).not.toContain(endsIn31);
    expect(near).not.toContain(closedSoon);
  });

  it('is deterministic: two stores for the same day are equal', () => {
    expect(seedStore(TODAY)).toEqual(seedStore(TODAY));
    expect(seedStore(TODAY)).toEqual(h.api.store);
    expect(seedStore('2026-11-22')).not.toEqual(seedStore(TODAY));
  });

  it('makes more contracts on demand (the perf run), the default ones first and unchanged', () => {
    const longer = seedStore(TODAY, SEED, 250);
    expect(longer.contracts.size).toBe(250);
    expect(h.api.store.contracts.size).toBe(CONTRACT_COUNT);
    expect([...longer.contracts.values()].slice(0, CONTRACT_COUNT)).toEqual([...h.api.store.contracts.values()]);
  });

  it('ids are UUIDs', () => {
    for (const r of records()) expect(isUuid(r.id)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------

describe('GET /v1/contratos', () => {
  it.each([
    ['data_fim=2026-12-31', 'data_inicio'],
    ['data_inicio=2026-01-01', 'data_fim'],
  ])('without the interval (%s) -> 400 naming %s', async (query, field) => {
    const { status, body } = await h.get(`/v1/contratos?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: `${field}: Informe a data.` });
  });

  it('an inverted interval -> 400', async () => {
    const { status, body } = await h.get('/v1/contratos?data_inicio=2026-12-31&data_fim=2026-01-01');
    expect(status).toBe(400);
    expect(body.message).toMatch(/^data_fim: /);
  });

  it('tamanho_pagina up to 1000, as the platform accepts (docs/platform-contract.md says 50); 1001 -> 400', async () => {
    const over = await h.get(`/v1/contratos?${WIDE}&tamanho_pagina=1001`);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'tamanho_pagina: O valor máximo é 1000.' });
    const fifty = await h.get<ListBody>(`/v1/contratos?${WIDE}&tamanho_pagina=51`);
    expect(fifty.status).toBe(200);
    expect(fifty.body.itens).toHaveLength(51);
    const max = await h.get<ListBody>(`/v1/contratos?${WIDE}&tamanho_pagina=1000`);
    expect(max.status).toBe(200);
    expect(max.body.itens).toHaveLength(max.body.itens_totais);
    expect(max.body.itens_totais).toBe(CONTRACT_COUNT - records().filter((r) => r.removido_em).length);
  });

  it('default page size is 10 and itens_totais counts every match', async () => {
    const { status, body } = await h.get<ListBody>(`/v1/contratos?${WIDE}`);
    expect(status).toBe(200);
    expect(body.itens).toHaveLength(10);
    expect(body.itens_totais).toBe(h.api.store.contracts.size);
  });

  it('without a sort field, the newest number comes first', async () => {
    const { body } = await h.get<ListBody>(`/v1/contratos?${WIDE}`);
    const numbers = body.itens.map((i) => i.numero ?? 0);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(numbers[0]).toBe(Math.max(...records().map((r) => r.request.termos.numero)));
  });

  it('pages are disjoint and cover every match; past the end is empty', async () => {
    const all = await listAll(WIDE);
    expect(new Set(ids(all)).size).toBe(h.api.store.contracts.size);
    const page2 = await h.get<ListBody>(`/v1/contratos?${WIDE}&tamanho_pagina=7&pagina=2`);
    expect(page2.body.itens.map((i) => i.id)).toEqual(all.itens.slice(7, 14).map((i) => i.id));
    const beyond = await h.get<ListBody>(`/v1/contratos?${WIDE}&pagina=999`);
    expect(beyond.body).toEqual({ itens: [], itens_totais: h.api.store.contracts.size });
  });

  it('repeated and comma forms of cliente_id give the same, filtered result', async () => {
    const [a, b] = h.api.store.customers;
    const repeated = await listAll(`${WIDE}&cliente_id=${a?.id}&cliente_id=${b?.id}`);
    const comma = await listAll(`${WIDE}&cliente_id=${a?.id},${b?.id}`);
    expect(ids(comma)).toEqual(ids(repeated));
    const expected = records().filter((r) => r.request.id_cliente === a?.id || r.request.id_cliente === b?.id);
    expect(expected.length).toBeGreaterThan(1);
    expect(repeated.itens_totais).toBe(expected.length);
    for (const item of repeated.itens) expect([a?.id, b?.id]).toContain(item.cliente?.id);
  });

  it('repeated and comma forms of tipo_pagamento give the same, filtered result', async () => {
    const repeated = await listAll(`${WIDE}&tipo_pagamento=BOLETO_BANCARIO&tipo_pagamento=COBRANCA_PIX`);
    const comma = await listAll(`${WIDE}&tipo_pagamento=BOLETO_BANCARIO,COBRANCA_PIX`);
    expect(ids(comma)).toEqual(ids(repeated));
    const expected = records().filter((r) =>
      ['BOLETO_BANCARIO', 'COBRANCA_PIX'].includes(r.request.condicao_pagamento.tipo_pagamento),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(repeated.itens_totais).toBe(expected.length);
    expect(repeated.itens_totais).toBeLessThan(h.api.store.contracts.size);
    expect(new Set(repeated.itens.map((i) => i.tipo_pagamento))).toEqual(new Set(['BOLETO_BANCARIO', 'COBRANCA_PIX']));
  });

  it('VALE_PRESENTE is not a filter value -> 400', async () => {
    const { status, body } = await h.get(`/v1/contratos?${WIDE}&tipo_pagamento=VALE_PRESENTE`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^tipo_pagamento\.0: /);
  });

  it('an unknown status -> 400', async () => {
    const { status, body } = await h.get(`/v1/contratos?${WIDE}&status=DELETADO`);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^status: /);
  });

  it.each(['ATIVO', 'INATIVO'])('status=%s returns only that status', async (status) => {
    const list = await listAll(`${WIDE}&status=${status}`);
    expect(list.itens_totais).toBe(records().filter((r) => r.status === status).length);
    for (const item of list.itens) expect(item.status).toBe(status);
  });

  it('TODOS, like no status, includes every status', async () => {
    const todos = await listAll(`${WIDE}&status=TODOS`);
    const none = await listAll(WIDE);
    expect(ids(todos)).toEqual(ids(none));
    expect(new Set(todos.itens.map((i) => i.status))).toEqual(new Set(['ATIVO', 'INATIVO', 'DELETADO']));
  });

  it('busca_textual matches the customer name ignoring accents and case', async () => {
    const accented = (w: string) => fold(w) !== w.toLowerCase();
    const customer = h.api.store.customers.find(
      (c) => c.nome.split(' ').some(accented) && records().some((r) => r.request.id_cliente === c.id),
    );
    const word = customer?.nome.split(' ').find(accented) ?? '';
    expect(word).not.toBe('');
    const query = fold(word).toUpperCase(); // e.g. "PATRICIA" for "Patrícia"
    const list = await listAll(`${WIDE}&busca_textual=${encodeURIComponent(query)}`);
    const expected = records().filter((r) => {
      const name = h.api.store.customers.find((c) => c.id === r.request.id_cliente)?.nome ?? '';
      return fold(name).includes(fold(query));
    });
    expect(list.itens.length).toBeGreaterThan(0);
    expect(ids(list)).toEqual(expected.map((r) => r.id).sort());
    for (const item of list.itens) expect(fold(item.cliente?.nome ?? '')).toContain(fold(word));
  });

  it('busca_textual without any match gives an empty list', async () => {
    const { body } = await h.get<ListBody>(`/v1/contratos?${WIDE}&busca_textual=zzzzqqq`);
    expect(body).toEqual({ itens: [], itens_totais: 0 });
  });

  it('the ascending sort wins over the descending one', async () => {
    const { body } = await h.get<ListBody>(
      `/v1/contratos?${WIDE}&campo_ordenado_ascendente=DATA_INICIO&campo_ordenado_descendente=DATA_INICIO&tamanho_pagina=50`,
    );
    const starts = body.itens.map((i) => i.data_inicio ?? '');
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]).toBe(
      records()
        .map((r) => r.request.termos.data_inicio)
        .sort()[0],
    );
  });

  it('the descending sort alone sorts descending', async () => {
    const { body } = await h.get<ListBody>(
      `/v1/contratos?${WIDE}&campo_ordenado_descendente=DATA_INICIO&tamanho_pagina=50`,
    );
    const starts = body.itens.map((i) => i.data_inicio ?? '');
    expect(starts).toEqual([...starts].sort().reverse());
    expect(starts[0]).toBe(
      records()
        .map((r) => r.request.termos.data_inicio)
        .sort()
        .reverse()[0],
    );
  });

  it('sorting by DATA_FIM ascending puts contracts that never end last', async () => {
    const all = await listAll(`${WIDE}&campo_ordenado_ascendente=DATA_FIM`);
    const kinds = all.itens.map((i) => i.termos?.tipo_expiracao);
    const firstOpen = kinds.indexOf('NUNCA');
    expect(firstOpen).toBeGreaterThan(0);
    expect(kinds.slice(firstOpen).every((k) => k === 'NUNCA')).toBe(true);
    const ends = all.itens.slice(0, firstOpen).map((i) => i.termos?.data_fim ?? '');
    expect(ends).toEqual([...ends].sort());
  });

  // sandbox/api/routes/contracts.ts: the interval selects contracts whose term
  // [data_inicio, end] overlaps it; a contract that never expires has no end.
  it('selects contracts whose term overlaps the interval', async () => {
    const from = addDays(TODAY, -30);
    const list = await listAll(`data_inicio=${from}&data_fim=${TODAY}`);
    const expected = records().filter((r) => {
      const end = effectiveEnd(r);
      return r.request.termos.data_inicio <= TODAY && (end === null || end >= from);
    });
    expect(list.itens.length).toBeGreaterThan(0);
    expect(list.itens.length).toBeLessThan(h.api.store.contracts.size);
    expect(ids(list)).toEqual(expected.map((r) => r.id).sort());
  });

  it('overlap bounds are inclusive on both sides', async () => {
    const dated = records().find((r) => r.request.termos.tipo_expiracao === 'DATA') as ContractRecord;
    const { data_inicio, data_fim } = dated.request.termos;
    const has = async (from: string, to: string) =>
      ids(await listAll(`data_inicio=${from}&data_fim=${to}`)).includes(dated.id);
    expect(await has(data_fim, addDays(data_fim, 10))).toBe(true); // ends on the first day of the interval
    expect(await has(addDays(data_fim, 1), addDays(data_fim, 10))).toBe(false); // ended the day before
    expect(await has(addDays(data_inicio, -10), data_inicio)).toBe(true); // starts on the last day
    expect(await has(addDays(data_inicio, -10), addDays(data_inicio, -1))).toBe(false); // starts the day after
  });

  it('a contract that never expires overlaps any later interval; an expired one does not', async () => {
    const list = await listAll('data_inicio=2090-01-01&data_fim=2090-12-31');
    expect(list.itens.length).toBeGreaterThan(0);
    expect(list.itens.every((i) => i.termos?.tipo_expiracao === 'NUNCA')).toBe(true);
    expect(list.itens_totais).toBe(records().filter((r) => r.request.termos.tipo_expiracao === 'NUNCA').length);
  });
});

// ---------------------------------------------------------------------------------------

function newContract(numero: number) {
  const store = h.api.store;
  const customer = store.customers.find((c) => c.ativo);
  const item = store.items.find((i) => i.status === 'ATIVO');
  return {
    id_cliente: customer?.id,
    itens: [{ id: item?.id, quantidade: 1.5, valor: 33.33, descricao: 'Item de teste' }],
    termos: { ...MONTHLY_2026_TERMS, numero },
    condicao_pagamento: {
      tipo_pagamento: 'PIX_COBRANCA',
      dia_vencimento: 20,
      primeira_data_vencimento: '2026-01-20',
      id_conta_financeira: store.accounts[0]?.id,
    },
    composicao_de_valor: { frete: 10, desconto: { tipo: 'PORCENTAGEM', valor: 10 } },
  };
}
const post = (path: string, body: unknown) =>
  h.call(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
const nextNumber = async () => (await h.get<number>('/v1/contratos/proximo-numero')).body;

describe('POST /v1/contratos', () => {
  it('creates: 201 with { id, id_legado } (no id_venda, as on the platform); listed ATIVO with right totals', async () => {
    const numero = await nextNumber();
    const response = await post('/v1/contratos', newContract(numero));
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; id_legado: number };
    expect(Object.keys(created).sort()).toEqual(['id', 'id_legado']);
    expect(isUuid(created.id)).toBe(true);
    expect(Number.isInteger(created.id_legado)).toBe(true);

    // 1.5 x 33,33 = 50,00; 10% off = 45,00; + 10,00 freight = 55,00 per charge.
    // Issued on day 10 from January to December: 12 charges, 11 issued by 2026-11-21.
    const list = await listAll(`${WIDE}&busca_textual=${numero}`);
    expect(list.itens).toHaveLength(1);
    expect(list.itens[0]).toMatchObject({
      id: created.id,
      numero,
      status: 'ATIVO',
      data_inicio: '2026-01-01',
      proximo_vencimento: '2026-12-20',
      total: 660,
      total_proximo_vencimento: 55,
      tipo_pagamento: 'COBRANCA_PIX',
      termos: { data_fim: '2026-12-31', tipo_expiracao: 'DATA', vigencia_atual: 11, vigencia_total: 12 },
    });

    const sales = h.api.store.salesByContract.get(created.id) ?? [];
    expect(sales).toHaveLength(12);

    const detail = await h.get(`/v1/contratos/${created.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: created.id,
      status: 'ATIVO',
      data_proxima_emissao: '2026-12-10',
      data_ultima_emissao: '2026-11-10',
      composicao_valor: { valor_bruto: 50, desconto: 5, frete: 10, valor_liquido: 55 },
      configuracao_recorrencia: { vigencia_total: 12, vigencia_restante: 1 },
      termos: { numero, intervalo_frequencia: 1 },
    });
  });

  it('proximo-numero is the highest number + 1, a bare integer, and increases after create', async () => {
    const response = await h.call('/v1/contratos/proximo-numero');
    expect(response.status).toBe(200);
    const text = await response.text();
    const highest = Math.max(...records().map((r) => r.request.termos.numero));
    expect(text).toBe(String(highest + 1));
    expect((await post('/v1/contratos', newContract(5000))).status).toBe(201);
    expect(await nextNumber()).toBe(5001);
  });

  it('proximo-numero answers null when no next number can be given (published as nullable)', async () => {
    expect((await post('/v1/contratos', newContract(Number.MAX_SAFE_INTEGER))).status).toBe(201);
    const response = await h.call('/v1/contratos/proximo-numero');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('null');
  });

  it('the root observacoes reads back as condicao_pagamento.observacoes_pagamento; the root one reads empty', async () => {
    const numero = await nextNumber();
    const response = await post('/v1/contratos', {
      ...newContract(numero),
      observacoes: 'Contrato de suporte mensal.',
      observacoes_pagamento: 'Informar o número do contrato na nota fiscal.',
    });
    const { id } = (await response.json()) as { id: string };
    const detail = await h.get(`/v1/contratos/${id}`);
    expect(detail.body.observacoes).toBe('');
    expect(detail.body.condicao_pagamento.observacoes_pagamento).toBe('Contrato de suporte mensal.');
  });

  it('takes both published spellings of the Pix charge and the payment link; reads answer one', async () => {
    const numero = await nextNumber();
    const link = newContract(numero);
    link.condicao_pagamento.tipo_pagamento = 'CARTAO_CREDITO_VIA_LINK';
    const { id } = (await (await post('/v1/contratos', link)).json()) as { id: string };
    expect((await h.get(`/v1/contratos/${id}`)).body.condicao_pagamento.tipo_pagamento).toBe('LINK_PAGAMENTO');
    const pix = newContract(numero + 1);
    pix.condicao_pagamento.tipo_pagamento = 'COBRANCA_PIX';
    expect((await post('/v1/contratos', pix)).status).toBe(201);
  });

  it('a duplicate numero -> 400 naming termos.numero; nothing is created', async () => {
    const before = h.api.store.contracts.size;
    const response = await post('/v1/contratos', newContract(1001));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'termos.numero: o número 1001 já está em uso por outro contrato.',
    });
    expect(h.api.store.contracts.size).toBe(before);
  });

  it.each<[string, (b: ReturnType<typeof newContract>) => unknown, string]>([
    [
      'interval 0',
      (b) => ({ ...b, termos: { ...b.termos, intervalo_frequencia: 0 } }),
      'termos.intervalo_frequencia: O valor mínimo é 1.',
    ],
    ['no items', (b) => ({ ...b, itens: [] }), 'itens: Inclua ao menos um item.'],
    ['no terms', (b) => ({ ...b, termos: undefined }), 'termos: Campo obrigatório.'],
    [
      'end before start',
      (b) => ({ ...b, termos: { ...b.termos, data_fim: '2025-12-31' } }),
      'termos.data_fim: A data de fim não pode ser anterior à data de início.',
    ],
    [
      'VEZES expiration',
      (b) => ({ ...b, termos: { ...b.termos, tipo_expiracao: 'VEZES' } }),
      'termos.tipo_expiracao: Escolha quando o contrato expira.',
    ],
    [
      'percentage over 100',
      (b) => ({ ...b, composicao_de_valor: { desconto: { tipo: 'PORCENTAGEM', valor: 120 } } }),
      'composicao_de_valor.desconto.valor: Um desconto percentual vai de 0 a 100%.',
    ],
  ])('an invalid body (%s) -> 400 naming the field', async (_name, change, message) => {
    const before = h.api.store.contracts.size;
    const response = await post('/v1/contratos', change(newContract(7000)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: message });
    expect(h.api.store.contracts.size).toBe(before);
  });

  it.each([
    ['empty', '', 'O corpo da requisição é obrigatório.'],
    ['not JSON', '{id_cliente:', 'O corpo da requisição não é um JSON válido.'],
  ])('a body that is %s -> 400', async (_name, body, message) => {
    const response = await post('/v1/contratos', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: message });
  });

  it('an unknown customer -> 400', async () => {
    const response = await post('/v1/contratos', {
      ...newContract(7001),
      id_cliente: '0190a5c8-9999-7000-8000-000000000000',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'id_cliente: cliente não encontrado.' });
  });

  it('an unknown item -> 400', async () => {
    const body = newContract(7002);
    const response = await post('/v1/contratos', {
      ...body,
      itens: [body.itens[0], { id: 'nope', quantidade: 1, valor: 1 }],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'itens.1.id: produto ou serviço não encontrado.' });
  });
});

describe('GET /v1/contratos/{id}', () => {
  it('reads a contract', async () => {
    const record = byNumero(1001);
    const { status, body } = await h.get(`/v1/contratos/${record.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: record.id, status: record.status, termos: { numero: 1001 } });
    expect(body.cliente.nome).toBe(h.api.store.customers.find((c) => c.id === record.request.id_cliente)?.nome);
  });

  it('an unknown UUID -> 500 with no detail, as on the platform', async () => {
    const { status, body } = await h.get('/v1/contratos/0190a5c8-9999-7000-8000-000000000000');
    expect(status).toBe(500);
    expect(body).toMatchObject({ status: 500, error: 'Internal Server Error', message: '' });
  });

  it('a malformed id -> 400', async () => {
    const { status, body } = await h.get('/v1/contratos/123');
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'id: identificador de contrato inválido.' });
  });
});

const activeFree = () =>
  records().find(
    (r) =>
      r.status === 'ATIVO' &&
      !r.em_reajuste &&
      (h.api.store.salesByContract.get(r.id) ?? []).some((s) => s.status === 'AGENDADA'),
  ) as ContractRecord;
const activeAdjusting = () => records().find((r) => r.status === 'ATIVO' && r.em_reajuste) as ContractRecord;

describe('POST /v1/contratos/{id}/encerrar', () => {
  it('closes an active contract: 204, then INATIVO and no scheduled sales', async () => {
    const record = activeFree();
    const before = (await h.get(`/v1/contratos/${record.id}`)).body;
    const listedBefore = (await listAll(WIDE)).itens.find((c) => c.id === record.id);
    const response = await h.call(`/v1/contratos/${record.id}/encerrar`, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const { body } = await h.get(`/v1/contratos/${record.id}`);
    expect(body.status).toBe('INATIVO');
    // What was agreed stays (decision 0112): the whole-term total and the charges foreseen.
    expect(body.configuracao_recorrencia.vigencia_total).toBe(before.configuracao_recorrencia.vigencia_total);
    const listedAfter = (await listAll(`${WIDE}&status=INATIVO`)).itens.find((c) => c.id === record.id);
    expect(listedAfter?.total).toBe(listedBefore?.total);
    expect(listedAfter?.termos?.vigencia_total).toBe(listedBefore?.termos?.vigencia_total);
    expect(listedBefore?.total).toBeGreaterThan(0);
    expect(body.data_proxima_emissao).toBeNull();
    expect((h.api.store.salesByContract.get(record.id) ?? []).some((s) => s.status === 'AGENDADA')).toBe(false);
    const listed = await listAll(`${WIDE}&status=INATIVO`);
    expect(ids(listed)).toContain(record.id);
  });

  it('closing again -> 204 and nothing changes (idempotent, as on the platform)', async () => {
    const record = activeFree();
    expect((await h.call(`/v1/contratos/${record.id}/encerrar`, { method: 'POST' })).status).toBe(204);
    const before = structuredClone(h.api.store.salesByContract.get(record.id));
    const again = await h.call(`/v1/contratos/${record.id}/encerrar`, { method: 'POST' });
    expect(again.status).toBe(204);
    expect(h.api.store.contracts.get(record.id)?.status).toBe('INATIVO');
    expect(h.api.store.salesByContract.get(record.id)).toEqual(before);
  });

  it('closing a removed contract -> 400 saying why', async () => {
    const record = activeFree();
    expect((await h.call(`/v1/contratos/${record.id}`, { method: 'DELETE' })).status).toBe(204);
    const response = await h.call(`/v1/contratos/${record.id}/encerrar`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'O contrato foi removido e não pode ser encerrado.' });
    expect(h.api.store.contracts.get(record.id)?.status).toBe('DELETADO');
  });

  it('a contract under reajuste cannot be closed: 400 with a clear message, nothing changes', async () => {
    const record = activeAdjusting();
    const salesBefore = structuredClone(h.api.store.salesByContract.get(record.id));
    const response = await h.call(`/v1/contratos/${record.id}/encerrar`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'O contrato está em reajuste de valores e não pode ser encerrado agora. Tente após a conclusão do reajuste.',
    );
    expect(h.api.store.contracts.get(record.id)?.status).toBe('ATIVO');
    expect(h.api.store.salesByContract.get(record.id)).toEqual(salesBefore);
  });

  it('an unknown contract -> 500', async () => {
    const response = await h.call('/v1/contratos/0190a5c8-9999-7000-8000-000000000000/encerrar', { method: 'POST' });
    expect(response.status).toBe(500);
  });
});

describe('DELETE /v1/contratos/{id}', () => {
  it('removes: 204, then reads 200 as DELETADO, every sale cancelled, gone from the list', async () => {
    const record = activeFree();
    const sales = h.api.store.salesByContract.get(record.id) ?? [];
    expect(sales.some((s) => s.status === 'EMITIDA') || sales.some((s) => s.status === 'AGENDADA')).toBe(true);
    const response = await h.call(`/v1/contratos/${record.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const read = await h.get<{ status: string; id_proxima_venda_agendada: unknown }>(`/v1/contratos/${record.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'DELETADO', id_proxima_venda_agendada: null });
    const after = h.api.store.salesByContract.get(record.id) ?? [];
    expect(after.length).toBe(sales.length);
    expect(after.every((s) => s.status === 'CANCELADA')).toBe(true);
    expect(ids(await listAll(WIDE))).not.toContain(record.id);
    // Removing again changes nothing.
    expect((await h.call(`/v1/contratos/${record.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(h.api.store.contracts.get(record.id)?.status).toBe('DELETADO');
  });

  it('an unknown contract -> 500', async () => {
    expect((await h.call('/v1/contratos/0190a5c8-9999-7000-8000-000000000000', { method: 'DELETE' })).status).toBe(500);
  });

  it("a removed contract's number is free again: the next number goes back and it can be reused", async () => {
    const numero = await nextNumber();
    const created = (await (await post('/v1/contratos', newContract(numero))).json()) as { id: string };
    expect(await nextNumber()).toBe(numero + 1);
    expect((await h.call(`/v1/contratos/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await nextNumber()).toBe(numero);
    const again = await post('/v1/contratos', newContract(numero));
    expect(again.status).toBe(201);
  });

  it('a contract under reajuste cannot be removed: 400, still readable, sales untouched', async () => {
    const record = activeAdjusting();
    const salesBefore = structuredClone(h.api.store.salesByContract.get(record.id));
    const response = await h.call(`/v1/contratos/${record.id}`, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/reajuste/);
    expect((await h.get(`/v1/contratos/${record.id}`)).status).toBe(200);
    expect(h.api.store.salesByContract.get(record.id)).toEqual(salesBefore);
  });

  it('a malformed id -> 400', async () => {
    const response = await h.call('/v1/contratos/abc', { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'id: identificador de contrato inválido.' });
  });
});

// ---------------------------------------------------------------------------------------

describe('rate limit', () => {
  it('the 21st request of a company within a second -> 429 with Retry-After; other companies unaffected', async () => {
    const responses = await Promise.all(
      Array.from({ length: 21 }, () => h.call('/v1/contratos/proximo-numero', { as: 'burst-user' })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    const limited = responses.find((r) => r.status === 429) as Response;
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({
      message: 'Limite de requisições excedido: no máximo 20 por segundo e 500 por minuto por empresa.',
    });
    expect((await h.call('/v1/contratos/proximo-numero', { as: 'another-user' })).status).toBe(200);
  });

  it("the e2e suite's own client is not counted: a page keeps the limit alone", async () => {
    const unmetered = await Promise.all(
      Array.from({ length: 25 }, () =>
        h.call('/v1/contratos/proximo-numero', { as: 'suite-user', headers: { [UNMETERED_HEADER]: '1' } }),
      ),
    );
    expect(unmetered.every((r) => r.status === 200)).toBe(true);
    const page = await Promise.all(
      Array.from({ length: 21 }, () => h.call('/v1/contratos/proximo-numero', { as: 'suite-user' })),
    );
    expect(page.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it('counts per company: two users of one company share the limit (RateLimiter, both windows)', () => {
    let now = 0;
    const limiter = new RateLimiter(PLATFORM_RATE_LIMITS, () => now);
    const taken = (key: string, count: number) => Array.from({ length: count }, () => limiter.take(key));
    expect(taken('empresa', 20).every((w) => w === 0)).toBe(true);
    expect(limiter.take('empresa')).toBe(1);
    expect(limiter.take('outra')).toBe(0);
    // 500 in a minute, then the 501st waits until the first of them is a minute old.
    for (now = 1_000; now < 60_000; now += 1_000) taken('empresa', 20);
    now = 59_500;
    const wait = limiter.take('empresa');
    expect(wait).toBeGreaterThan(0);
    now += wait * 1000;
    expect(limiter.take('empresa')).toBe(0);
  });
});

describe('rate limit reset', () => {
  const [qa1, qa2] = ACCOUNTS.filter((a) => a.email.startsWith('qa'));
  const burst = (id: string | undefined, count: number) =>
    Promise.all(Array.from({ length: count }, () => h.get('/v1/contratos/proximo-numero', id)));

  it("with ?user= forgets only that account's company; without it, every company's", async () => {
    await burst(qa1?.id, 20);
    await burst(qa2?.id, 20);
    expect((await h.get('/v1/contratos/proximo-numero', qa1?.id)).status).toBe(429);
    const reset = await h.admin(`/rate-limit/reset?user=${encodeURIComponent(qa1?.email ?? '')}`, { method: 'POST' });
    expect(reset.status).toBe(204);
    expect((await h.get('/v1/contratos/proximo-numero', qa1?.id)).status).toBe(200);
    expect((await h.get('/v1/contratos/proximo-numero', qa2?.id)).status).toBe(429);
    expect((await h.admin('/rate-limit/reset?user=ninguem%40exemplo.com.br', { method: 'POST' })).status).toBe(404);
    expect((await h.admin('/rate-limit/reset', { method: 'POST' })).status).toBe(204);
    expect((await h.get('/v1/contratos/proximo-numero', qa2?.id)).status).toBe(200);
  });
});

describe('fault switches', () => {
  const [qa1, qa2] = ACCOUNTS.filter((a) => a.email.startsWith('qa'));

  it('fail only the given user, only `times` times', async () => {
    expect(qa1 && qa2).toBeTruthy();
    const created = await addFault({ path: '^/v1/contratos$', status: 503, times: 2, user: qa1?.email });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: expect.any(Number) });

    const list = `/v1/contratos?${WIDE}`;
    expect((await h.get(list, qa2?.id)).status).toBe(200); // another user: untouched, does not consume
    expect((await h.get('/v1/contratos/proximo-numero', qa1?.id)).status).toBe(200); // another path
    const first = await h.get(list, qa1?.id);
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ message: 'Falha simulada (503).' });
    expect((await h.get(list, qa1?.id)).status).toBe(503);
    expect((await h.get(list, qa1?.id)).status).toBe(200);
  });

  it('a 429 fault carries Retry-After and the given message; a user can be named by subject id', async () => {
    await addFault({
      path: '^/v1/contratos/proximo-numero$',
      status: 429,
      retryAfter: 7,
      times: 1,
      error: 'Devagar.',
      user: qa2?.id,
    });
    const limited = await h.call('/v1/contratos/proximo-numero', { as: qa2?.id });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('7');
    expect(await limited.json()).toMatchObject({ message: 'Devagar.' });
    expect((await h.call('/v1/contratos/proximo-numero', { as: qa2?.id })).status).toBe(200);
  });

  it('a 429 fault with retryAfter null answers without Retry-After (no platform source documents it)', async () => {
    await addFault({ path: '^/v1/contratos/proximo-numero$', status: 429, retryAfter: null, times: 1 });
    const limited = await h.call('/v1/contratos/proximo-numero');
    expect(limited.status).toBe(429);
    expect(limited.headers.has('Retry-After')).toBe(false);
  });

  it('a fault can answer as an account whose trial ended: 403 with status_conta END_TRIAL', async () => {
    await addFault({
      path: '^/v1/contratos$',
      status: 403,
      statusConta: 'END_TRIAL',
      error: 'Teste encerrado.',
    });
    const refused = await h.get(`/v1/contratos?${WIDE}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status_conta: 'END_TRIAL', message: 'Teste encerrado.' });
  });

  it('an invalid fault -> 400', async () => {
    const response = await addFault({ status: 500 });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^path: /);
  });
});

describe('reset', () => {
  it('restores the seed and clears faults', async () => {
    const created = (await (await post('/v1/contratos', newContract(9000))).json()) as { id: string };
    const closed = activeFree();
    await h.call(`/v1/contratos/${closed.id}/encerrar`, { method: 'POST' });
    await addFault({ path: '.', status: 500 });
    expect((await h.call('/v1/contratos/proximo-numero')).status).toBe(500);

    expect((await h.admin('/reset', { method: 'POST' })).status).toBe(204);

    expect(h.api.store).toEqual(seedStore(TODAY));
    expect((await h.get(`/v1/contratos/${created.id}`)).status).toBe(500);
    expect((await h.get(`/v1/contratos/${closed.id}`)).body.status).toBe('ATIVO');
    expect(await nextNumber()).toBe(
      Math.max(...[...seedStore(TODAY).contracts.values()].map((r) => r.request.termos.numero)) + 1,
    );
  });
});
