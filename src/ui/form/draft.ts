/**
 * Form drafts (docs/decisions/0030-form-kit.md): what a user typed in a form, kept in the
 * browser until it is sent, so an error, an expired session or a reload loses nothing.
 * One shape and one set of rules for every form; each form chooses where its drafts live
 * and for how long:
 * - `storage`: `local` (survives a closed tab and a new sign-in) or `session` (this tab);
 * - `maxAgeMs`: a draft not saved again for longer is dropped, not offered;
 * - the key names the form, the user and, for a form about one record, the record:
 *   `<form>.rascunho:<user>[:<record>]`; a record's `versao` ties the draft to the version
 *   it was typed against (a newer version drops it).
 */

export interface DraftSpec {
  /** The form's name in the key, e.g. `contratos.novo`. */
  form: string;
  storage: 'local' | 'session';
  /** How long after it was last saved a draft is still offered. */
  maxAgeMs: number;
  /** Whether stored values still have the form's shape (a draft of another build is dropped). */
  accepts: (values: unknown) => boolean;
}

/** Whose draft, of which record, typed against which version of it. */
export interface DraftAddress {
  owner: string;
  record?: string;
  /** The record's `versao` when the values were typed (omit for a form not tied to one). */
  versao?: number | null;
}

/** A draft as stored (`extra`: what the form keeps besides its values, e.g. picker labels). */
export interface Draft<V, X = Record<string, unknown>> {
  format: 2;
  savedAt: string;
  versao: number | null;
  values: V;
  extra: Partial<X>;
}

export const draftKey = (spec: DraftSpec, address: Pick<DraftAddress, 'owner' | 'record'>) =>
  `${spec.form}.rascunho:${address.owner}${address.record === undefined ? '' : `:${address.record}`}`;

function store(spec: DraftSpec): Storage | null {
  try {
    return spec.storage === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Drafts saved before this module (three shapes: `{ version: 1, savedAt, step, values,
 * labels }`, `{ values, labels }`, `{ version: 1, versao, values }`) are read once into
 * this shape: the values, their version, and everything else as the extra.
 */
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

/**
 * The draft at this address, if one is there and still good; a draft of another shape,
 * past its age or typed against another version is removed.
 */
export function readDraft<V, X = Record<string, unknown>>(
  spec: DraftSpec,
  address: DraftAddress,
  now = Date.now(),
): Draft<V, X> | null {
  const storage = store(spec);
  const key = draftKey(spec, address);
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const draft = isObject(parsed)
      ? parsed.format === 2
        ? (parsed as unknown as Draft<unknown>)
        : upgrade(parsed)
      : null;
    const saved = draft?.savedAt ? Date.parse(draft.savedAt) : now;
    const good =
      draft !== null &&
      isObject(draft.extra) &&
      spec.accepts(draft.values) &&
      !(now - saved > spec.maxAgeMs) &&
      (address.versao === undefined || (draft.versao ?? null) === address.versao);
    if (!good) {
      storage?.removeItem(key);
      return null;
    }
    if (parsed && (parsed as { format?: unknown }).format !== 2) {
      // Read once: from now on it is kept in this shape.
      storage?.setItem(key, JSON.stringify({ ...draft, savedAt: draft.savedAt || new Date(now).toISOString() }));
    }
    return draft as Draft<V, X>;
  } catch {
    // Not JSON (or storage refused): nothing to offer, and nothing left behind.
    try {
      storage?.removeItem(key);
    } catch {
      // Storage disabled.
    }
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
  try {
    store(spec)?.setItem(draftKey(spec, address), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function clearDraft(spec: DraftSpec, address: DraftAddress): void {
  try {
    store(spec)?.removeItem(draftKey(spec, address));
  } catch {
    // Nothing to clear.
  }
}

/** The labels of chosen records kept in a draft's extra (only string labels by id). */
export function labelsOf(extra: { labels?: unknown } | undefined): Record<string, string> {
  const labels = extra?.labels;
  if (!isObject(labels)) return {};
  return Object.fromEntries(
    Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
