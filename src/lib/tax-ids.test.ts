import { describe, expect, it } from 'vitest';
import { cnpjDigit, cpfDigit, documentProblem, isValidCnpj, isValidCpf } from './tax-ids';

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '11144477735', '123.456.789-09', ' 529 982 247 25 '])(
    '%j is a CPF',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );
  it.each([
    ['529.982.247-24', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['52998224726', 'unmasked, wrong digit'],
    ['111.111.111-11', 'one digit repeated'],
    ['00000000000', 'zeros'],
    ['5299822472', 'ten digits'],
    ['529982247250', 'twelve digits'],
    ['529.982.247-2a', 'a letter'],
    ['', 'empty'],
    ['85.942.787/0001-63', 'a CNPJ'],
  ])('%j is not (%s)', (cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('isValidCnpj', () => {
  it.each(['85.942.787/0001-63', '85942787000163', '11.222.333/0001-81', '11222333000181'])('%j is a CNPJ', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(true),
  );
  it.each([
    ['85.942.787/0001-64', 'second check digit wrong'],
    ['11.222.333/0001-91', 'first check digit wrong'],
    ['11222333000182', 'unmasked, wrong digit'],
    ['11.111.111/1111-11', 'one digit repeated'],
    ['1122233300018', 'thirteen digits'],
    ['11.222.333/0001-8X', 'a letter'],
    ['529.982.247-25', 'a CPF'],
  ])('%j is not (%s)', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
});

describe('check digits', () => {
  it('computes both digits of a known CPF and CNPJ', () => {
    expect(cpfDigit([5, 2, 9, 9, 8, 2, 2, 4, 7])).toBe(2);
    expect(cpfDigit([5, 2, 9, 9, 8, 2, 2, 4, 7, 2])).toBe(5);
    expect(cnpjDigit([1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1])).toBe(8);
    expect(cnpjDigit([1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 8])).toBe(1);
  });
});

describe('documentProblem', () => {
  it('accepts a valid document, masked or not', () => {
    expect(documentProblem('CPF', '529.982.247-25')).toBeNull();
    expect(documentProblem('CNPJ', '11222333000181')).toBeNull();
  });
  it('names what is wrong', () => {
    expect(documentProblem('CPF', '529.982.247-24')).toMatch(/dígitos verificadores/);
    expect(documentProblem('CPF', '5299822')).toBe('O CPF tem 11 números; este tem 7.');
    expect(documentProblem('CNPJ', '529.982.247-25')).toBe('O CNPJ tem 14 números; este tem 11.');
    expect(documentProblem('CPF', 'abc')).toMatch(/só números/);
  });
});
