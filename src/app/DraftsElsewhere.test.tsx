import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberCompany } from '../auth/company-registry';
import { keptKey } from '../test/company';
import { renderWithApp } from '../test/render';
import DraftsElsewhere from './DraftsElsewhere';

const draft = { form: 'pagamentos.novo', path: '/pagamentos/nova' };
const vet = { key: 'vet1', name: 'Bicho Feliz Vet', legalName: null, document: null };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('DraftsElsewhere', () => {
  it("names the other company whose draft of this form the user keeps, with the way to it; never this company's", () => {
    rememberCompany(vet);
    localStorage.setItem('pagamentos.novo.rascunho:u1@vet1', '{}');
    localStorage.setItem(keptKey('pagamentos.novo.rascunho:u1'), '{}');
    // Another user's draft and another form's are not this user's draft of this form.
    localStorage.setItem('pagamentos.novo.rascunho:u2@vet1', '{}');
    renderWithApp(<DraftsElsewhere draft={draft} owner="u1" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Este navegador guarda um rascunho deste formulário em Bicho Feliz Vet.',
    );
    expect(screen.getByRole('link', { name: 'Continuar o rascunho em Bicho Feliz Vet' })).toHaveAttribute(
      'href',
      '/e/vet1/pagamentos/nova',
    );
  });

  it('says nothing when no other company keeps one', () => {
    rememberCompany(vet);
    localStorage.setItem('orcamentos.novo.rascunho:u1@vet1', '{}');
    localStorage.setItem('pagamentos.novo.rascunho:u2@vet1', '{}');
    renderWithApp(<DraftsElsewhere draft={draft} owner="u1" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
