import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { billLines, makePdf, PNG_1PX } from '../../../e2e/support/pdf';
import { readBill } from '../capture-pipeline';
import { createSandboxApi } from '../handler';

beforeEach(() => {
  vi.stubEnv('SANDBOX_CAPTURE_STEP_MS', '5');
});
const api = createSandboxApi({
  verifyToken: async () => ({ sub: 'user-1' }),
  allowedOrigins: [],
  today: '2026-11-21',
  rateLimit: 1000,
});
const BASE = 'http://sandbox.test';

function call(path: string, init: RequestInit = {}) {
  return api.handle(
    new Request(`${BASE}${path}`, { ...init, headers: { Authorization: 'Bearer t', ...(init.headers ?? {}) } }),
  );
}

function uploadBytes(bytes: Uint8Array, name: string, descricao?: string) {
  const form = new FormData();
  form.append('arquivo', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  if (descricao !== undefined) form.append('descricao', descricao);
  return call('/v1/captura/documentos', { method: 'POST', body: form });
}

async function statusOf(id: string) {
  const body = (await (await call(`/v1/captura/documentos/status?ids=${id}`)).json()) as {
    itens: Array<{ status_documento: string; capturas: Array<{ id_captura: string; status_captura: string }> }>;
  };
  return body.itens[0];
}

async function waitFinal(id: string) {
  for (let i = 0; i < 200; i++) {
    const item = await statusOf(id);
    if (item && ['PRONTO', 'IGNORADO', 'ERRO'].includes(item.status_documento)) return item;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('document never finished');
}

let billPdf: Uint8Array;
beforeAll(async () => {
  billPdf = await makePdf(billLines());
});

describe('readBill', () => {
  it('finds amount, dates, supplier and a valid document; ignores an invalid CNPJ', () => {
    const bill = readBill(billLines().join('\n'));
    expect(bill).toMatchObject({
      valor: 1234.56,
      vencimento: '2026-12-10',
      emissao: '2026-11-20',
      fornecedor: 'Papelaria Central Ltda',
      documento: '11.222.333/0001-81',
      descricao: 'Material de escritório',
      metodo: 'BOLETO_BANCARIO',
    });
    expect(readBill('Fornecedor: X\nCNPJ: 11.222.333/0001-82').documento).toBeNull();
  });
});

describe('capture endpoints', () => {
  it('takes a bill PDF through the pipeline to a pending capture with its preview, then accepts it once', async () => {
    const created = await uploadBytes(billPdf, 'boleto.pdf', 'Boleto de novembro');
    expect(created.status).toBe(201);
    const { id, nome } = (await created.json()) as { id: string; nome: string };
    expect(nome).toBe('boleto.pdf');
    expect((await statusOf(id))?.status_documento).toBe('PENDENTE');

    const final = await waitFinal(id);
    expect(final.status_documento).toBe('PRONTO');
    expect(final.capturas).toHaveLength(1);
    const captureId = final.capturas[0]?.id_captura as string;
    expect(final.capturas[0]?.status_captura).toBe('PENDENTE');

    const capture = (await (await call(`/v1/captura/${captureId}`)).json()) as {
      previa_evento_financeiro: Record<string, unknown>;
    };
    expect(capture.previa_evento_financeiro).toMatchObject({
      tipo: 'DESPESA',
      valor: 1234.56,
      data_competencia: '2026-11-20',
      descricao: 'Material de escritório',
      fornecedor: { nome: 'Papelaria Central Ltda', documento: '11.222.333/0001-81' },
      categoria: { nome: 'Fornecedores' },
      parcelas: [
        {
          data_vencimento: '2026-12-10',
          metodo_pagamento: 'BOLETO_BANCARIO',
          composicao_valor: { valor_bruto: 1234.56 },
        },
      ],
    });

    const events = api.store.financialEvents.size;
    const first = (await (await call(`/v1/captura/${captureId}`, { method: 'POST' })).json()) as {
      status: string;
      evento_financeiro: { id: string; valor: number };
    };
    expect(first.status).toBe('ACEITA');
    expect(first.evento_financeiro.valor).toBe(1234.56);
    // Accepting again: 200 { id, status } without evento_financeiro, nothing created (observed on the platform).
    const again = await call(`/v1/captura/${captureId}`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: captureId, status: 'ACEITA' });
    expect(api.store.financialEvents.size).toBe(events + 1);
    expect((await statusOf(id))?.status_documento).toBe('RESOLVIDO');

    // The event is a payable: in the payables search, for the bill's supplier, registered
    // as a Fornecedor when the data was extracted (the preview already named it by id).
    const supplier = (capture.previa_evento_financeiro.fornecedor as { id: string }).id;
    const suppliers = (await (await call('/v1/pessoas?tipo_perfil=Fornecedor&busca=papelaria%20central')).json()) as {
      items: Array<{ id: string }>;
    };
    expect(suppliers.items.map((p) => p.id)).toEqual([supplier]);
    const payables = (await (
      await call(
        '/v1/financeiro/eventos-financeiros/contas-a-pagar/buscar?pagina=1&tamanho_pagina=100&data_vencimento_de=2026-12-10&data_vencimento_ate=2026-12-10',
      )
    ).json()) as { itens: Array<{ total: number; fornecedor: { id: string } }> };
    expect(payables.itens.filter((i) => i.fornecedor.id === supplier).map((i) => i.total)).toEqual([1234.56]);

    const refuse = await call(`/v1/captura/${captureId}`, { method: 'DELETE' });
    expect(refuse.status).toBe(409);
    expect(await refuse.json()).toEqual({
      error: 'A captura não pode ser recusada no status atual (já foi aceita ou está em processamento)',
    });
  });

  it('refuses a pending capture (204): its read is then 404, its document leaves the status list, refusing again is 204', async () => {
    const { id } = (await (await uploadBytes(billPdf, 'outro.pdf')).json()) as { id: string };
    const { id: other } = (await (await uploadBytes(billPdf, 'mais-um.pdf')).json()) as { id: string };
    const captureId = (await waitFinal(id)).capturas[0]?.id_captura as string;
    await waitFinal(other);
    expect((await call(`/v1/captura/${captureId}`, { method: 'DELETE' })).status).toBe(204);
    const read = await call(`/v1/captura/${captureId}`);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ error: 'Captura não encontrada com o ID informado' });
    const both = (await (await call(`/v1/captura/documentos/status?ids=${id}&ids=${other}`)).json()) as {
      itens: Array<{ id_documento: string }>;
      paginacao: { total_itens: number };
    };
    expect(both.itens.map((i) => i.id_documento)).toEqual([other]);
    expect(both.paginacao.total_itens).toBe(1);
    expect((await call(`/v1/captura/${captureId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/v1/captura/${captureId}`, { method: 'POST' })).status).toBe(404);
  });

  it('ends an image and a PDF without a bill with no capture', async () => {
    const png = (await (await uploadBytes(PNG_1PX, 'foto.png')).json()) as { id: string };
    const plain = (await (
      await uploadBytes(await makePdf(['Convite para a festa de fim de ano']), 'convite.pdf')
    ).json()) as { id: string };
    expect(await waitFinal(png.id)).toMatchObject({ status_documento: 'PRONTO', capturas: [] });
    expect(await waitFinal(plain.id)).toMatchObject({ status_documento: 'IGNORADO', capturas: [] });
  });

  it('judges the type by content and refuses empty, oversized and bad requests', async () => {
    expect((await uploadBytes(new TextEncoder().encode('texto'), 'falso.pdf')).status).toBe(415);
    expect((await uploadBytes(new Uint8Array(), 'vazio.pdf')).status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    expect((await uploadBytes(big, 'grande.pdf')).status).toBe(413);
    expect((await uploadBytes(billPdf, 'a.pdf', 'x'.repeat(256))).status).toBe(400);
    expect((await call('/v1/captura/documentos', { method: 'POST', body: 'x' })).status).toBe(400);
  });

  it('status takes the repeated form only, at most 20 ids', async () => {
    const a = '0190a5c8-0000-7000-8000-000000000001';
    const b = '0190a5c8-0000-7000-8000-000000000002';
    expect((await call(`/v1/captura/documentos/status?ids=${a}&ids=${b}`)).status).toBe(200);
    const comma = await call(`/v1/captura/documentos/status?ids=${a},${b}`);
    expect(comma.status).toBe(400);
    expect(((await comma.json()) as { error: string }).error).toContain('ids=A&ids=B');
    const many = Array.from(
      { length: 21 },
      (_, i) => `ids=0190a5c8-0000-7000-8000-${String(i).padStart(12, '0')}`,
    ).join('&');
    expect((await call(`/v1/captura/documentos/status?${many}`)).status).toBe(400);
  });

  it('answers 400 for a non-UUID capture id and 404 for an unknown one', async () => {
    expect((await call('/v1/captura/abc')).status).toBe(400);
    expect((await call('/v1/captura/0190a5c8-0000-7000-8000-000000000009')).status).toBe(404);
    expect((await call('/v1/captura/0190a5c8-0000-7000-8000-000000000009', { method: 'DELETE' })).status).toBe(404);
  });
});
