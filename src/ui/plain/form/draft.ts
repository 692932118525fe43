import { companyLocal, companySession, type CompanyStore } from '../../../lib/company-store';

/** What a user typed, kept in the browser until sent: the company's and the user's, `<form>.rascunho:<user>[:<record>]@<company>` (decision 0030). */

export interface DraftSpec {
  form: string;
  storage: 'local' | 'session';
  maxAgeMs: number;
  /** Whether stored values have the form's shape (a draft of another build is dropped). */
  accepts: (values: unknown) => boolean;
  /** A draft typed against an older `versao` is read, marked `stale` (the form rebases it or says it is gone); else dropped. */
  readsStale?: boolean;
}

export interface DraftAddress {
  owner: string;
  record?: string;
  /** A newer `versao` of the record drops the draft (or marks it `stale`: `DraftSpec.readsStale`). */
  versao?: number | null;
}

/** `extra`: what the form keeps besides its values, e.g. picker labels. */
export interface Draft<V, X = Record<string, unknown>> {
  format: 2;
  savedAt: string;
  versao: number | null;
  values: V;
  extra: Partial<X>;
  /** Read only: typed against an older version of the record. */
  stale?: true;
}

/** A page form's draft: per user in localStorage for 30 days. */
export const pageFormDraft = (form: string, accepts: DraftSpec['accepts']): DraftSpec => ({
  form,
  storage: 'local',
  maxAgeMs: 30 * 24 * 60 * 60_000,
  accepts,
});

/** A form on one record (an installment's settlement, edit, renegotiation): per user and record, in the tab for 8 hours. */
export const recordFormDraft = (
  form: string,
  accepts: DraftSpec['accepts'],
  options: Pick<DraftSpec, 'readsStale'> = {},
): DraftSpec => ({
  form,
  storage: 'session',
  maxAgeMs: 8 * 60 * 60_000,
  accepts,
  ...options,
});

/** Whether stored values are an object whose named fields are of these kinds (`object`: not null, not a list). */
export function hasShape(values: unknown, shape: Record<string, 'string' | 'object' | 'array'>): boolean {
  if (!isObject(values)) return false;
  return Object.entries(shape).every(([name, kind]) => {
    const field = values[name];
    return kind === 'array' ? Array.isArray(field) : kind === 'object' ? isObject(field) : typeof field === kind;
  });
}

/** Whether stored values hold an `itens` list (the forms with items: contract, quote). */
export const hasItemList = (values: unknown) => hasShape(values, { itens: 'array' });

export const draftKey = (spec: DraftSpec, address: Pick<DraftAddress, 'owner' | 'record'>) =>
  `${spec.form}.rascunho:${address.owner}${address.record === undefined ? '' : `:${address.record}`}`;

const store = (spec: DraftSpec): CompanyStore => (spec.storage === 'local' ? companyLocal : companySession);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the three older draft shapes into this one. */
function upgrade(raw: Record<string, unknown>): Draft<unknown> {
  const { values, savedAt, versao, version: _version, ...extra } = raw;
  return {
    format: 2,
    savedAt: typeof savedAt === 'string' ? savedAt : '',
    versao: typeof versao === 'number' ? versao : null,
    values,
    extra,
  };
}

/** A draft of another shape, past its age or of another version is removed. */
export function readDraft<V, X = Record<string, unknown>>(
  spec: DraftSpec,
  address: DraftAddress,
  now = Date.now(),
): Draft<V, X> | null {
  const storage = store(spec);
  const key = draftKey(spec, address);
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const draft = isObject(parsed)
      ? parsed.format === 2
        ? (parsed as unknown as Draft<unknown>)
        : upgrade(parsed)
      : null;
    const saved = draft?.savedAt ? Date.parse(draft.savedAt) : now;
    const typedOn = draft?.versao ?? null;
    const stale = !!spec.readsStale && typedOn !== null && address.versao != null && typedOn < address.versao;
    const good =
      draft !== null &&
      isObject(draft.extra) &&
      spec.accepts(draft.values) &&
      !(now - saved > spec.maxAgeMs) &&
      (address.versao === undefined || typedOn === address.versao || stale);
    if (!good) {
      storage.remove(key);
      return null;
    }
    if (parsed && (parsed as { format?: unknown }).format !== 2) {
      storage.set(key, JSON.stringify({ ...draft, savedAt: draft.savedAt || new Date(now).toISOString() }));
    }
    return (stale ? { ...draft, stale: true } : draft) as Draft<V, X>;
  } catch {
    storage.remove(key);
    return null;
  }
}

export function writeDraft<V, X>(spec: DraftSpec, address: DraftAddress, values: V, extra?: Partial<X>): void {
  const draft: Draft<V, X> = {
    format: 2,
    savedAt: new Date().toISOString(),
    versao: address.versao ?? null,
    values,
    extra: extra ?? {},
  };
  // Storage full or disabled: the form still works, only the draft is not kept.
  store(spec).set(draftKey(spec, address), JSON.stringify(draft));
}

export function clearDraft(spec: DraftSpec, address: DraftAddress): void {
  store(spec).remove(draftKey(spec, address));
}

export function labelsOf(extra: { labels?: unknown } | undefined): Record<string, string> {
  const labels = extra?.labels;
  if (!isObject(labels)) return {};
  return Object.fromEntries(
    Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
