import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { firstDueFromToday } from '../../../test/contract-terms';
import { loadedPicker } from '../../../test/pickers';
import { renderWithApp } from '../../../test/render';
import ContractWizardPage from './ContractWizardPage';

export const DRAFT_USER = 'tester';

// Loads the pickers once, so a busy worker's first import does not race the wizard's assertions.
await import('../../../ui/mantine/pickers');

export function renderWizard() {
  return renderWithApp(<ContractWizardPage draftOwner={DRAFT_USER} />, {
    route: '/contratos/novo',
    path: '/contratos/novo',
  });
}

/** The input (not the listbox) labelled so. */
export function field(label: string | RegExp, container: HTMLElement = document.body): HTMLInputElement {
  const inputs = within(container)
    .getAllByLabelText(label)
    .filter((el): el is HTMLInputElement => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA');
  if (inputs.length !== 1) throw new Error(`expected one input labelled ${String(label)}, found ${inputs.length}`);
  return inputs[0] as HTMLInputElement;
}

/** Types into a server-searched picker and chooses the option with that name. */
export async function pick(user: UserEvent, label: string | RegExp, search: string, option: string | RegExp) {
  const input = await loadedPicker(user, () => field(label));
  await user.click(input);
  await user.clear(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

/** Chooses an option of a plain (not searched) select. */
export async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

export async function setNumber(user: UserEvent, label: string | RegExp, value: string) {
  const input = await waitFor(() => field(label));
  await user.clear(input);
  if (value) await user.type(input, value);
}

export function setDate(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Próximo' }));

export async function expectStep(name: string) {
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument());
}

/** Step 1 with a customer and one service (Jardinagem, R$ 450,00). */
export async function fillCustomerAndItems(user: UserEvent) {
  await pick(user, /Cliente/, 'padaria', /Padaria Pão Dourado/);
  await pick(user, /Produto ou serviço/, 'jardin', /Jardinagem/);
  await next(user);
  await expectStep('Recorrência');
  // The suggested number arrives from GET /v1/contratos/proximo-numero.
  await waitFor(() => expect(field(/Número do contrato/).value).not.toBe(''));
}

/** Steps 1 and 2 done: the wizard on "Pagamento e valores". */
export async function toPaymentStep(user: UserEvent) {
  await fillCustomerAndItems(user);
  await next(user);
  await expectStep('Pagamento e valores');
}

/** Step 3's required fields: due day 10, first due the 10th of the first sale's month. */
export async function fillPayment(user: UserEvent) {
  await setNumber(user, /Dia de vencimento/, '10');
  setDate(/Primeiro vencimento/, firstDueFromToday(10));
}
