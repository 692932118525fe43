import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft, type Draft, type DraftAddress, type DraftSpec } from './draft';

/** Read once as the form mounts; saved only after the user changes something (decision 0030). */
export interface FormDraft<V, X> {
  /** Until discarded. */
  restored: Draft<V, X> | null;
  save: (values: V, extra: Partial<X>) => void;
  /** Nothing is saved again until the user changes something. */
  clear: () => void;
  /** Also forgets the restored draft (its notice goes). */
  discard: () => void;
  /** After a restore or the user's first change. */
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

/** `extra`: e.g. picker labels or the wizard's step. */
export function useKeepDraft<V extends FieldValues, X>(
  draft: FormDraft<V, X>,
  form: Pick<UseFormReturn<V, unknown, unknown>, 'subscribe' | 'getValues'>,
  extra: Partial<X> = {},
): void {
  const { save, active } = draft;
  const { subscribe, getValues } = form;
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

const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A form's ref, and a request to focus its first field once the form has rendered again: after
 * "Descartar rascunho", whose button goes with the notice (the reset fields render anew).
 */
export function useFocusFirstField(): [RefObject<HTMLFormElement | null>, () => void] {
  const ref = useRef<HTMLFormElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked) ref.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [asked]);
  return [ref, useCallback(() => setAsked((n) => n + 1), [])];
}
