import { keptKey } from '../../../test/company';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountSandbox, type SandboxHarness } from '../../../test/sandbox';
import { renderWithApp } from '../../../test/render';
import { draftKey } from '../../../ui/plain/form/draft';
import { settlementDraft } from './settlement-defaults';
import SettlementPage from './SettlementPage';

/**
 * The settlement draft (docs/decisions/0030): kept per user and installment in this tab, so
 * a forced sign-in (the page unmounts, then mounts again) loses nothing typed.
 */

let sandbox: SandboxHarness;
beforeEach(() => {
  sandbox = mountSandbox();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Seeded for the fault suite: open, R$ 50.000,00 (sandbox/api/seed-fault-suite.ts). */
const DESCRIPTION = 'Suíte de falhas: token expirado na baixa';
const OWNER = 'usuario-1';

function open(owner: string | null = OWNER) {
  const record = sandbox.api.store.receivables.find((r) => r.descricao === DESCRIPTION);
  if (!record) throw new Error('fault-suite receivable not seeded');
  const view = renderWithApp(<SettlementPage draftOwner={owner ?? undefined} />, {
    route: `/recebiveis/${record.id}/baixa`,
    path: '/recebiveis/:parcelaId/baixa',
  });
  return { id: record.id, view };
}

const gross = () => screen.getByLabelText(/Valor bruto/) as HTMLInputElement;
const nsu = () => screen.getByRole('textbox', { name: 'NSU' }) as HTMLInputElement;

async function ready() {
  await screen.findByRole('heading', { name: DESCRIPTION }, { timeout: 5000 });
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Conta financeira/ })).not.toHaveValue(''));
}

async function type() {
  const user = userEvent.setup();
  await user.clear(gross());
  await user.type(gross(), '12,34');
  await user.type(nsu(), 'NSU-77');
  return user;
}

describe('settlement draft', () => {
  it('is saved as the user types, and restored when the page mounts again', async () => {
    const { id, view } = open();
    await ready();
    expect(screen.queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    await type();
    const stored = JSON.parse(
      sessionStorage.getItem(keptKey(draftKey(settlementDraft, { owner: OWNER, record: id }))) ?? 'null',
    ) as { values: { nsu: string } } | null;
    expect(stored?.values.nsu).toBe('NSU-77');
    view.unmount();

    open();
    await ready();
    expect(screen.getByText('Rascunho restaurado')).toBeInTheDocument();
    expect(gross().value).toBe('12,34');
    expect(nsu().value).toBe('NSU-77');
  });

  it('is not written before the user changes anything, nor without an owner', async () => {
    const { id } = open(null);
    await ready();
    await type();
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(sessionStorage.getItem(keptKey(draftKey(settlementDraft, { owner: OWNER, record: id })))).toBeNull();
  });

  it('belongs to one user: another user does not see it', async () => {
    const { view } = open();
    await ready();
    await type();
    view.unmount();
    open('outro-usuario');
    await ready();
    expect(screen.queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    expect(nsu().value).toBe('');
  });

  it('is dropped, and said, when the installment changed since (another settlement registered)', async () => {
    const { id, view } = open();
    await ready();
    await type();
    view.unmount();
    const key = keptKey(draftKey(settlementDraft, { owner: OWNER, record: id }));
    const draft = JSON.parse(sessionStorage.getItem(key) as string) as { versao: number | null };
    // Typed against the version before the installment's current one.
    expect(draft.versao).toBeGreaterThan(0);
    sessionStorage.setItem(key, JSON.stringify({ ...draft, versao: (draft.versao as number) - 1 }));
    open();
    await ready();
    expect(screen.queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Rascunho descartado' })).toHaveTextContent(
      'A parcela mudou na plataforma depois do seu rascunho desta baixa',
    );
    expect(nsu().value).toBe('');
    await waitFor(() => expect(sessionStorage.getItem(key)).toBeNull());
  });

  it('is discarded on request, and cleared once the settlement is registered', async () => {
    const { id, view } = open();
    await ready();
    await type();
    view.unmount();
    open();
    await ready();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect(screen.queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    // The button is gone: the focus starts the form again.
    await waitFor(() => expect(screen.getByLabelText(/Data do pagamento/)).toHaveFocus());
    expect(nsu().value).toBe('');
    expect(sessionStorage.getItem(keptKey(draftKey(settlementDraft, { owner: OWNER, record: id })))).toBeNull();

    await user.clear(gross());
    await user.type(gross(), '5');
    await user.type(nsu(), 'NSU-88');
    expect(sessionStorage.getItem(keptKey(draftKey(settlementDraft, { owner: OWNER, record: id })))).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Registrar baixa' }));
    await screen.findByText('Baixa registrada', undefined, { timeout: 5000 });
    expect(sessionStorage.getItem(keptKey(draftKey(settlementDraft, { owner: OWNER, record: id })))).toBeNull();
  });
});
