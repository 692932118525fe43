import { describe, expect, it } from 'vitest';
import { payload as categories } from './fixtures/reference/categories-published';
import { installmentPublished as installment } from './fixtures/financial/installment.published';
import { payload as structure } from './fixtures/results/structure-published';
import { normalizeInstallment } from './installment.normalize';
import { installmentSchema } from './receivables.schema';
import { categoryListSchema, dreStructureSchema } from './results.schema';

// Contract tests: the statement's reads from the platform's published examples.
describe('income statement reads', () => {
  it('reads the DRE structure: lines, sub-lines and their categories', () => {
    const lines = dreStructureSchema.parse(structure);
    expect(lines).toEqual([
      {
        id: 'a1b2c3d4-e5f6-7890-1234-567890abcdef',
        descricao: 'Receita Operacional Bruta',
        codigo: '01',
        posicao: 1,
        totalizer: true,
        categoryIds: ['f0e9d8c7-b6a5-4321-fedc-ba9876543210'],
        children: [expect.objectContaining({ descricao: 'Vendas', codigo: '01.01', categoryIds: [], children: [] })],
      },
    ]);
    // Lenient: no lines, or lines without ids or positions, still read.
    expect(dreStructureSchema.parse({})).toEqual([]);
    expect(dreStructureSchema.parse({ itens: [{ descricao: 'A' }] })[0]).toMatchObject({ id: 'linha-1', posicao: 1 });
  });

  it('reads every category with its group (an id) and statement entry', () => {
    expect(categoryListSchema.parse(categories)).toEqual({
      total: 6,
      items: [
        {
          id: '35473eec-4e74-11ee-b500-9f61de8a8b8b',
          nome: 'Eletrônicos',
          tipo: 'RECEITA',
          parentId: '3d39b8d2-8b16-42d6-abd8-6cfd9d2e06c4',
          entradaDre: 'DESPESAS_ADMINISTRATIVAS',
        },
      ],
    });
  });

  it("reads an installment's split by category (`evento.rateio`)", () => {
    const read = normalizeInstallment(installmentSchema.parse(installment));
    expect(read.evento?.rateio).toEqual([
      { categoryId: '35473eec-4e74-11ee-b500-9f61de8a8b8b', nome: 'Eletrônicos', valor: 20.5 },
    ]);
  });
});
