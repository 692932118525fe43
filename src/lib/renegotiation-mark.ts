/**
 * The mark a renegotiation writes in both records' descriptions (`[renegociação <id>]`): how a
 * resumed renegotiation finds what it already did (src/lib/renegotiation.ts). It stays in
 * the platform's text and the exports; screens show the description without it.
 */
export const renegotiationMark = (id: string) => `[renegociação ${id}]`;

export const withoutMark = <T extends string | null | undefined>(text: T): T =>
  (text ? text.replace(/\s*\[renegociação [^\]]*\]/g, '') : text) as T;
