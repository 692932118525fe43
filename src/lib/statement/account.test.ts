import { describe, expect, it } from 'vitest';
import { statementAccountOf, type AccountNumbers } from './account';

const account = (id: string, codigoBanco: number | null, agencia: string | null, numero: string | null, ativo = true) =>
  ({ id, ativo, codigoBanco, agencia, numero }) satisfies AccountNumbers;

const ACCOUNTS = [
  account('bb', 1, '1234-5', '98765-0'),
  account('itau', 341, '7037', '30057-6'),
  account('caixa', 104, '0001', '123'),
  account('sem-dados', null, null, null),
];

describe('statementAccountOf', () => {
  it("finds the account by the file's bank code and number, zeros and dashes aside", () => {
    expect(statementAccountOf({ bankCode: '001', branch: '1234-5', account: '98765-0' }, ACCOUNTS)).toBe('bb');
    expect(statementAccountOf({ bankCode: '1', branch: null, account: '0098765-0' }, ACCOUNTS)).toBe('bb');
  });

  it('takes a number written with or without its check digit', () => {
    expect(statementAccountOf({ bankCode: '001', branch: null, account: '98765' }, ACCOUNTS)).toBe('bb');
    expect(statementAccountOf({ bankCode: '104', branch: null, account: '1234' }, ACCOUNTS)).toBe('caixa');
  });

  it('takes a number with the branch in front of it', () => {
    expect(statementAccountOf({ bankCode: '0341', branch: null, account: '7037300576' }, ACCOUNTS)).toBe('itau');
  });

  it('refuses another branch, another bank, an inactive account, or two that fit', () => {
    expect(statementAccountOf({ bankCode: '001', branch: '9999', account: '98765-0' }, ACCOUNTS)).toBeNull();
    expect(statementAccountOf({ bankCode: '237', branch: null, account: '98765-0' }, ACCOUNTS)).toBeNull();
    expect(
      statementAccountOf({ bankCode: '001', branch: null, account: '98765-0' }, [
        account('bb', 1, null, '98765', false),
      ]),
    ).toBeNull();
    const twice = [account('a', 1, null, '98765'), account('b', 1, null, '987650')];
    expect(statementAccountOf({ bankCode: '001', branch: null, account: '98765-0' }, twice)).toBeNull();
  });

  it('chooses nothing when the file names no account or the platform gives no numbers', () => {
    expect(statementAccountOf(null, ACCOUNTS)).toBeNull();
    expect(statementAccountOf({ bankCode: null, branch: null, account: '98765-0' }, ACCOUNTS)).toBeNull();
    expect(statementAccountOf({ bankCode: '001', branch: null, account: null }, ACCOUNTS)).toBeNull();
    expect(statementAccountOf({ bankCode: '001', branch: null, account: '98765-0' }, [ACCOUNTS[3]!])).toBeNull();
  });
});
