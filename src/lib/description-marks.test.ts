import { describe, expect, it } from 'vitest';
import { fromStatement, marksOf, renegotiationMark, withoutMark } from './description-marks';
import { entryDescription } from './statement/entry';

describe('the marks at the end of a description', () => {
  it('is left out of what screens show, and only it', () => {
    expect(withoutMark(`Contrato 1135 - parcela 16 (renegociada 1/4) ${renegotiationMark('8a68784995')}`)).toBe(
      'Contrato 1135 - parcela 16 (renegociada 1/4)',
    );
    expect(withoutMark('Aluguel [sala 2]')).toBe('Aluguel [sala 2]');
    expect(withoutMark(null)).toBeNull();
    expect(withoutMark('')).toBe('');
  });

  it("a statement line's mark too: left out, found, and kept to be sent back", () => {
    const made = entryDescription({ bankId: 'RV0006', description: 'TARIFA PACOTE SERVICOS' });
    expect(withoutMark(made)).toBe('TARIFA PACOTE SERVICOS');
    expect(fromStatement(made)).toBe(true);
    expect(fromStatement('Aluguel [sala 2]')).toBe(false);
    expect(marksOf(`Parcela ${renegotiationMark('abc')}`)).toBe(' [renegociação abc]');
    expect(marksOf(made)).toBe(' [extrato RV0006]');
    expect(marksOf('Aluguel')).toBe('');
  });
});
