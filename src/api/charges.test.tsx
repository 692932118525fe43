import { type QueryClient, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allInstallments } from '../../sandbox/api/receivable-model';
import { stubApi } from '../test/api-stub';
import { API_BASE, failOnce, mountSandbox, TEST_TOKEN, type SandboxHarness } from '../test/sandbox';
import { withQueryClient } from '../test/query';
import { collectionQueries } from './collections';
import {
  applyChargeToInstallment,
  awaitsPlatform,
  chargeKeys,
  chargeQueries,
  createCharge,
  offersChargeLink,
  useCancelCharge,
  useCreateCharge,
  type Charge,
  type ChargeRequest,
} from './charges';
import {
  chargeCancelAnswer,
  chargeCancelled,
  chargeCancelling,
  chargeConfirmedWithLink,
  chargeCreatedWithoutLink,
  chargeGoneAfterCancel,
  chargeRequestExample,
  chargeStillWaiting,
} from './fixtures/charges/charge';
import { ApiError } from './http';
import { receivableKeys, receivableQueries, type Installment } from './receivables';

/**
 * "500 on a charge": `gerar-cobranca` answering 500 through the
 * sandbox's fault switch. The hook reports the server's message, sends once (no retry: a
 * retried POST could make two charges), caches nothing, and sending again works.
 */

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
});
afterEach(() => vi.unstubAllGlobals());

const chargePosts = () =>
  sandbox.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/contas-a-receber/gerar-cobranca'));

function pixRequest(): ChargeRequest {
  const store = sandbox.api.store;
  const installment = allInstallments(store).find((i) => i.status === 'ATRASADO' && i.openCents > 0);
  const account = store.accounts.find((a) => a.tipo === 'COBRANCAS_CONTA_AZUL');
  if (!installment || !account) throw new Error('the seed has no overdue installment or charge account');
  return {
    conta_bancaria: account.id,
    descricao_fatura: 'Mensalidade de novembro',
    id_parcela: installment.id,
    data_vencimento: '2026-11-30',
    tipo: 'PIX_COBRANCA',
  };
}

describe('useCreateCharge when the platform answers 500', () => {
  it('rejects with the server message, sends once, changes and caches nothing; sending again creates one charge', async () => {
    failOnce(sandbox, 'POST', '/contas-a-receber/gerar-cobranca$', 500, 'Serviço de cobranças indisponível.');
    const body = pixRequest();
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(
      () => ({ installment: useQuery(receivableQueries.detail(body.id_parcela)), create: useCreateCharge() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.installment.isSuccess).toBe(true));
    const chargesBefore = sandbox.api.store.charges.size;

    let failure: unknown;
    await act(() => result.current.create.mutateAsync(body).catch((e: unknown) => void (failure = e)));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, message: 'Serviço de cobranças indisponível.' });
    await waitFor(() => expect(result.current.create.isError).toBe(true));
    expect(chargePosts()).toHaveLength(1);
    expect(sandbox.api.store.charges.size).toBe(chargesBefore);
    expect(queryClient.getQueriesData({ queryKey: chargeKeys.all })).toEqual([]);
    expect(queryClient.getQueryState(receivableKeys.detail(body.id_parcela))?.isInvalidated).toBe(false);

    const charge = await act(() => result.current.create.mutateAsync(body));
    expect(charge).toMatchObject({ id: expect.any(String), status: 'AGUARDANDO_CONFIRMACAO' });
    expect(chargePosts()).toHaveLength(2);
    expect(sandbox.api.store.charges.size).toBe(chargesBefore + 1);
    expect(queryClient.getQueryData(chargeKeys.detail(charge.id))).toEqual(charge);
  });

  it('a double send while the first is on its way is one request', async () => {
    sandbox.api.faults.add({ method: 'POST', path: '/gerar-cobranca$', status: 500, delayMs: 50, times: 1 });
    const body = pixRequest();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCreateCharge(), { wrapper });
    await act(async () => {
      const first = result.current.mutateAsync(body).catch(() => undefined);
      const second = result.current.mutateAsync(body).catch(() => undefined);
      await Promise.all([first, second]);
    });
    expect(chargePosts()).toHaveLength(1);
    expect(sandbox.api.store.charges.size).toBe(0);
  });
});

describe('useCreateCharge and the lists behind it', () => {
  it('ends once the installment shows the charge; an open list (collections) refreshes behind, not awaited', async () => {
    const body = pixRequest();
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(
      () => ({
        installment: useQuery(receivableQueries.detail(body.id_parcela)),
        overdue: useQuery(collectionQueries.overdue(sandbox.api.store.today)),
        create: useCreateCharge(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.overdue.isSuccess && result.current.installment.isSuccess).toBe(true));
    // The list's next read is held by the sandbox until released.
    const held = sandbox.api.faults.add({ method: 'GET', path: '/contas-a-receber/buscar$', hold: true });

    const charge = await act(() => result.current.create.mutateAsync(body));
    // Resolved with the installment read again (its charges) while the list's read is still held.
    const installment = queryClient.getQueryData<{ cobrancas: Array<{ id: string }> }>(
      receivableKeys.detail(body.id_parcela),
    );
    expect(installment?.cobrancas.map((c) => c.id)).toContain(charge.id);
    expect(sandbox.api.faults.holding(held.id)).toBe(1);
    await waitFor(() => expect(result.current.overdue.isFetching).toBe(true));

    sandbox.api.faults.release(held.id);
    await waitFor(() => expect(result.current.overdue.isFetching).toBe(false));
    expect(result.current.overdue.isSuccess).toBe(true);
  });
});

describe('applyChargeToInstallment', () => {
  const parcelaId = 'parcela-1';
  const installment = (status: string | null): Installment =>
    ({
      id: parcelaId,
      cobrancas: [
        { id: 'c-0', tipo: 'BOLETO', status: 'CANCELADO', data_vencimento: '2026-11-01', url: 'https://pay/c-0' },
        { id: 'c-1', tipo: 'PIX_COBRANCA', status, data_vencimento: '2026-11-30', url: 'https://pay/c-1' },
      ],
    }) as Installment;
  const cached = (queryClient: QueryClient) =>
    queryClient.getQueryData<Installment>(receivableKeys.detail(parcelaId))?.cobrancas.map((c) => c.status);

  it("writes the charge's new status into its installment's read, and nothing when it did not change", () => {
    const { queryClient } = withQueryClient();
    queryClient.setQueryData(receivableKeys.detail(parcelaId), installment('AGUARDANDO_CONFIRMACAO'));
    const before = queryClient.getQueryState(receivableKeys.detail(parcelaId))?.dataUpdateCount;

    applyChargeToInstallment(queryClient, parcelaId, { id: 'c-1', url: 'https://pay/c-1', status: 'REGISTRADO' });
    expect(cached(queryClient)).toEqual(['CANCELADO', 'REGISTRADO']);
    const after = queryClient.getQueryState(receivableKeys.detail(parcelaId))?.dataUpdateCount;
    expect(after).toBe((before ?? 0) + 1);

    applyChargeToInstallment(queryClient, parcelaId, { id: 'c-1', url: 'https://pay/c-1', status: 'REGISTRADO' });
    applyChargeToInstallment(queryClient, parcelaId, { id: 'c-9', url: null, status: 'CANCELADO' });
    expect(queryClient.getQueryState(receivableKeys.detail(parcelaId))?.dataUpdateCount).toBe(after);
    expect(queryClient.getQueryState(receivableKeys.detail(parcelaId))?.isInvalidated).toBe(false);
  });

  it('reads the installment and the lists again when the charge was paid', () => {
    const { queryClient } = withQueryClient();
    queryClient.setQueryData(receivableKeys.detail(parcelaId), installment('REGISTRADO'));
    queryClient.setQueryData(receivableKeys.list({} as never), { itens: [] });
    applyChargeToInstallment(queryClient, parcelaId, { id: 'c-1', url: 'https://pay/c-1', status: 'QUITADO' });
    expect(cached(queryClient)).toEqual(['CANCELADO', 'QUITADO']);
    expect(queryClient.getQueryState(receivableKeys.detail(parcelaId))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(receivableKeys.list({} as never))?.isInvalidated).toBe(true);
  });

  it('offers the link only while the charge can be paid', () => {
    for (const status of ['AGUARDANDO_CONFIRMACAO', 'REGISTRADO', 'REMESSA_PENDENTE', 'FALHA_CANCELAR'])
      expect(offersChargeLink(status)).toBe(true);
    for (const status of ['EM_CANCELAMENTO', 'CANCELADO', 'QUITADO', 'PAGO', 'EXPIRADO', 'FALHA_EMISSAO', null])
      expect(offersChargeLink(status)).toBe(false);
  });
});

describe('charges as production answers them (fixtures charges/charge.ts, from conta-azul-cli cobranca.md)', () => {
  /** The platform's answers, one per request: the read answers whatever `read` holds now. */
  function platform() {
    const state = { read: { status: 200, body: JSON.stringify(chargeStillWaiting) } };
    const answer = ({ status, body }: { status: number; body: string }) =>
      new Response(body || null, {
        status,
        headers: body ? { 'Content-Type': 'application/json' } : {},
      });
    const requests = stubApi(
      (request) => {
        if (request.method === 'POST') return answer({ status: 200, body: JSON.stringify(chargeCreatedWithoutLink) });
        if (request.method === 'DELETE') return answer(chargeCancelAnswer);
        return answer(state.read);
      },
      { baseUrl: API_BASE, token: TEST_TOKEN },
    );
    const reads = (payload: unknown) => (state.read = { status: 200, body: JSON.stringify(payload) });
    return { requests, reads, gone: () => (state.read = chargeGoneAfterCancel) };
  }
  const id = chargeCreatedWithoutLink.id;

  it('a charge created without its link is worth following until the link comes', async () => {
    const { reads } = platform();
    const created = await createCharge(chargeRequestExample as ChargeRequest);
    expect(created).toEqual({ id, url: null, status: 'AGUARDANDO_CONFIRMACAO' });
    expect(awaitsPlatform(created)).toBe(true);

    const { queryClient } = withQueryClient();
    queryClient.setQueryData(chargeKeys.detail(id), created);
    const read = () => queryClient.fetchQuery({ ...chargeQueries.detail(id), staleTime: 0 });
    expect(awaitsPlatform(await read())).toBe(true);
    reads(chargeConfirmedWithLink);
    const confirmed = await read();
    expect(confirmed.url).toBe(chargeConfirmedWithLink.url);
    expect(awaitsPlatform(confirmed)).toBe(false);
    // A charge that can be paid but came without a link (whatever its status) is followed too.
    expect(awaitsPlatform({ status: 'REGISTRADO', url: null })).toBe(true);
    expect(awaitsPlatform({ status: 'INVALIDO', url: null })).toBe(false);
  });

  it('cancelling: the empty 200 is a success, the 404 right after reads as "being cancelled", then EM_CANCELAMENTO, then CANCELADO', async () => {
    const { requests, reads, gone } = platform();
    reads(chargeConfirmedWithLink);
    const { queryClient, wrapper } = withQueryClient();
    const { result } = renderHook(
      () => ({ charge: useQuery(chargeQueries.detail(id)), cancel: useCancelCharge('parcela-1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.charge.data?.status).toBe('REGISTRADO'));

    gone();
    await act(() => result.current.cancel.mutateAsync(id));
    expect(result.current.cancel.isError).toBe(false);
    // Read again after the DELETE, answered 404 with an empty body: no error, still being cancelled.
    const deleted = requests.findIndex((r) => r.method === 'DELETE');
    expect(requests.slice(deleted + 1).some((r) => r.method === 'GET')).toBe(true);
    await waitFor(() => expect(result.current.charge.data).toMatchObject({ id, status: 'EM_CANCELAMENTO' }));
    expect(result.current.charge.isError).toBe(false);
    expect(awaitsPlatform(result.current.charge.data)).toBe(true);

    reads(chargeCancelling);
    const read = () => queryClient.fetchQuery({ ...chargeQueries.detail(id), staleTime: 0 });
    expect(await read()).toEqual(chargeCancelling);
    reads(chargeCancelled);
    const cancelled = await read();
    expect(cancelled.status).toBe('CANCELADO');
    expect(awaitsPlatform(cancelled)).toBe(false);
  });

  it('a 404 for a charge that is not being cancelled is an error', async () => {
    const { gone } = platform();
    gone();
    const { queryClient } = withQueryClient();
    queryClient.setQueryData<Charge>(chargeKeys.detail(id), chargeConfirmedWithLink);
    await expect(queryClient.fetchQuery({ ...chargeQueries.detail(id), staleTime: 0 })).rejects.toMatchObject({
      status: 404,
    });
  });
});
