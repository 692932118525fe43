import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('names what is missing, says why, and links back', () => {
    renderWithApp(
      <NotFound title="Contrato não encontrado" backTo="/contratos" backLabel="Voltar para os contratos">
        O contrato deste endereço não existe.
      </NotFound>,
      { route: '/contratos/x' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contrato não encontrado' })).toBeTruthy();
    expect(screen.getByText('O contrato deste endereço não existe.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para os contratos' }).getAttribute('href')).toBe('/contratos');
  });
});
