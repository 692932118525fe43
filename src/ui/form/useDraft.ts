import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft, type Draft, type DraftAddress, type DraftSpec } from './draft';

/**
 * A form's draft (docs/decisions/0030-form-kit.md). Read once as the form mounts (its
 * values are the form's defaults), then kept as the user types:
 *
 *   const draft = useDraft<Values, Extra>(spec, owner ? { owner } : null);
 *   const form = useForm({ defaultValues: draft.restored?.values ?? empty });
 *   useKeepDraft(draft, form, { labels });
 *
 * Nothing is saved until the user changes something (prefilled values alone are not a
 * draft); once restored or changed, every change of a value or of the extra is saved.
 * `clear()` on success (and on cancel), `discard()` for the notice's "Descartar rascunho"
 * (then reset the form). Without an address (no signed-in user) there is no draft.
 */
export interface FormDraft<V, X> {
  /** The draft found when the form mounted, until it is discarded. */
  restored: Draft<V, X> | null;
  save: (values: V, extra: Partial<X>) => void;
  /** Removes the stored draft; nothing is saved again until the user changes something. */
  clear: () => void;
  /** `clear()`, and the restored draft is forgotten (its notice goes). */
  discard: () => void;
  /** Whether changes are being saved (after a restore or the user's first change). */
  readonly active: { current: boolean };
}

export function useDraft<V, X = Record<string, unknown>>(
  spec: DraftSpec,
  address: DraftAddress | null,
): FormDraft<V, X> {
  const [restored, setRestored] = useState(() => (address ? readDraft<V, X>(spec, address) : null));
  const active = useRef(restored !== null);
  const owner = address?.owner;
  const record = address?.record;
  const versao = address?.versao;
  const save = useCallback(
    (values: V, extra: Partial<X>) => {
      if (owner !== undefined) writeDraft(spec, { owner, record, versao }, values, extra);
    },
    [spec, owner, record, versao],
  );
  const clear = useCallback(() => {
    active.current = false;
    if (owner !== undefined) clearDraft(spec, { owner, record });
  }, [spec, owner, record]);
  const discard = useCallback(() => {
    clear();
    setRestored(null);
  }, [clear]);
  return useMemo(() => ({ restored, save, clear, discard, active }), [restored, save, clear, discard]);
}

/** Saves the form's values (and `extra`, e.g. picker labels or the wizard's step) as they change. */
export function useKeepDraft<V extends FieldValues, X>(
  draft: FormDraft<V, X>,
  form: Pick<UseFormReturn<V, unknown, unknown>, 'subscribe' | 'getValues'>,
  extra: Partial<X> = {},
): void {
  const { save, active } = draft;
  const { subscribe, getValues } = form;
  // The extra changed (a label chosen, a step moved): saved with the values.
  const extraJson = JSON.stringify(extra);
  const extraRef = useRef(extraJson);
  useEffect(() => {
    extraRef.current = extraJson;
    if (active.current) save(getValues(), JSON.parse(extraJson) as Partial<X>);
  }, [extraJson, save, getValues, active]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') active.current = true;
          if (active.current) save(getValues(), JSON.parse(extraRef.current) as Partial<X>);
        },
      }),
    [subscribe, getValues, save, active],
  );
}
