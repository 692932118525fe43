import { describe, expect, it } from 'vitest';
import { activeByName, namesMatching, personOptions } from './reference-options';

describe("the pickers' reference data", () => {
  it('shows a person with document and e-mail on the second line, none when both are missing', () => {
    const page = {
      items: [
        { id: '1', nome: 'Ana', documento: '123', email: 'ana@x.test' },
        { id: '2', nome: 'Bia', documento: null, email: 'bia@x.test' },
        { id: '3', nome: 'Caio' },
      ],
    };
    expect(personOptions(page)).toEqual([
      { value: '1', label: 'Ana', description: '123 · ana@x.test' },
      { value: '2', label: 'Bia', description: 'bia@x.test' },
      { value: '3', label: 'Caio', description: undefined },
    ]);
  });

  it('lists the active items by name in Portuguese order', () => {
    const items = [
      { nome: 'Óleo', ativo: true },
      { nome: 'Arroz', ativo: false },
      { nome: 'Água', ativo: true },
      { nome: 'Pão', ativo: true },
    ];
    expect(activeByName(items).map((i) => i.nome)).toEqual(['Água', 'Óleo', 'Pão']);
  });

  it('finds names by a search, case and accents aside; an empty search keeps them all', () => {
    const sellers = [{ nome: 'José Álvares' }, { nome: 'Maria' }];
    expect(namesMatching(sellers, ' alva ')).toEqual([{ nome: 'José Álvares' }]);
    expect(namesMatching(sellers, '  ')).toBe(sellers);
  });
});
