/**
 * The mark a renegotiation writes in both records' descriptions (`[renegociação <id>]`): how a
 * resumed renegotiation finds what it already did (src/lib/renegotiation.ts). It stays in
 * the platform's text and the exports; screens show the description without it.
 */
export const renegotiationMark = (id: string) => `[renegociação ${id}]`;

/** The mark of the entry created for a bank statement's line (src/lib/statement/entry.ts), by the line's id. */
export const statementMark = (bankId: string) => `[extrato ${bankId}]`;

/** The marks the app writes at the end of a description, how a resumed run finds what it made. */
const MARKS = /\s*\[(?:renegociação|extrato) [^\]]*\]/g;

export const withoutMark = <T extends string | null | undefined>(text: T): T =>
  (text ? text.replace(MARKS, '') : text) as T;

/** The marks of a description, as written (an edit sends them back after the typed text). */
export const marksOf = (text: string | null | undefined): string => text?.match(MARKS)?.join('') ?? '';

/** The description is an entry the app created from a bank statement's line. */
export const fromStatement = (text: string | null | undefined): boolean => marksOf(text).includes('[extrato ');
