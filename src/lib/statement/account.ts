import type { StatementAccount } from './types';

/** What the statement's account is matched on: the platform's account fields, when it gives them. */
export interface AccountNumbers {
  id: string;
  ativo: boolean;
  codigoBanco: number | null;
  agencia: string | null;
  numero: string | null;
}

/** Digits without leading zeros: "0001-5" and "15" are the same number. */
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '').replace(/^0+/, '');

/** The same number, one side perhaps written with its check digit ("98765-0" and "98765"). */
const sameNumber = (a: string, b: string) =>
  a !== '' && b !== '' && (a === b || a.slice(0, -1) === b || b.slice(0, -1) === a);

/**
 * The account an OFX statement is of: the one active account whose bank code is the file's
 * `BANKID` and whose number is its `ACCTID` (some banks write the branch before the number,
 * or add the check digit), with the same branch when both say it. Null when none or more than
 * one fits, or the file names no account: the user chooses.
 */
export function statementAccountOf(
  statement: StatementAccount | null,
  accounts: readonly AccountNumbers[],
): string | null {
  const bank = digits(statement?.bankCode);
  const number = digits(statement?.account);
  if (!statement || bank === '' || number === '') return null;
  const branch = digits(statement.branch);
  const fits = accounts.filter((a) => {
    if (!a.ativo || a.codigoBanco === null || String(a.codigoBanco) !== bank) return false;
    const agencia = digits(a.agencia);
    if (branch !== '' && agencia !== '' && !sameNumber(branch, agencia)) return false;
    const own = digits(a.numero);
    const afterBranch = agencia !== '' && number.startsWith(agencia) ? number.slice(agencia.length) : '';
    return sameNumber(number, own) || sameNumber(afterBranch.replace(/^0+/, ''), own);
  });
  return fits.length === 1 ? (fits[0] as AccountNumbers).id : null;
}
