import { describe, expect, it } from 'vitest';
import { createSandboxApi } from '../handler';
import { salesOf } from '../store';

const api = () =>
  createSandboxApi({ verifyToken: async () => ({ sub: 'tester' }), allowedOrigins: [], today: '2026-11-21', rateLimit: 1000 });
const get = (sandbox: ReturnType<typeof api>, path: string, method = 'GET') =>
  sandbox.handle(new Request(`http://sandbox.test${path}`, { method, headers: { Authorization: 'Bearer t' } }));

describe('GET /v1/contratos/{id}/vendas (sandbox-only)', () => {
  it('lists the sales in schedule order with the installment of issued ones', async () => {
    const sandbox = api();
    const record = [...sandbox.store.contracts.values()].find(
      (r) => r.status === 'ATIVO' && salesOf(sandbox.store, r.id).some((s) => s.status === 'AGENDADA') && salesOf(sandbox.store, r.id).some((s) => s.status === 'EMITIDA'),
    );
    if (!record) throw new Error('seed has no active contract with issued and scheduled sales');
    const response = await get(sandbox, `/v1/contratos/${record.id}/vendas`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { itens: Array<Record<string, unknown> & { parcela: Record<string, unknown> | null }> };
    const sales = salesOf(sandbox.store, record.id);
    expect(body.itens.map((s) => s.id)).toEqual(sales.map((s) => s.id));
    const issued = body.itens.find((s) => s.status === 'EMITIDA');
    expect(issued?.parcela).toMatchObject({ id_parcela: expect.any(String), valor_pago: 0, nao_pago: issued?.valor });
    expect(['PENDENTE', 'ATRASADO']).toContain(issued?.parcela?.status);
    expect(body.itens.find((s) => s.status === 'AGENDADA')?.parcela).toBeNull();
  });

  it('answers 404 for an unknown contract and after removal, 400 for a malformed id', async () => {
    const sandbox = api();
    expect((await get(sandbox, '/v1/contratos/0190a5c8-2222-7000-8000-000000000002/vendas')).status).toBe(404);
    expect((await get(sandbox, '/v1/contratos/abc/vendas')).status).toBe(400);
    const record = [...sandbox.store.contracts.values()].find((r) => !r.em_reajuste);
    expect((await get(sandbox, `/v1/contratos/${record?.id}`, 'DELETE')).status).toBe(204);
    expect((await get(sandbox, `/v1/contratos/${record?.id}/vendas`)).status).toBe(404);
  });
});
