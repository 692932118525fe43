import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { loadScoped } from './load-scoped';
import { Chevron, PlainTextInput } from './controls';
import type { RemoteMultiSelectProps } from '../mantine/RemoteMultiSelect';
import type { ChoicesMultiSelectProps } from './ChoicesMultiSelect';

/** The loaded picker also gets the text typed and whether to open at once. */
interface PickerBaseProps {
  label?: ReactNode;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  value?: string[] | string | null;
  selectedLabel?: string | undefined;
  withAsterisk?: boolean;
  required?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  initialSearch?: string;
  defaultDropdownOpened?: boolean;
}

const FAILED = 'Não foi possível carregar as opções. Tente novamente.';

/** Loads on first intent; a plain stand-in keeps what is typed and hands it over with the focus (decision 0009). */
export function deferredPicker<P extends PickerBaseProps>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // Every stand-in swaps as soon as one loaded: a swap between a press and its click would lose the click.
  const standIns = new Set<(component: ComponentType<P>) => void>();
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        for (const handOver of standIns) handOver(component);
        return component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return memo(function DeferredPicker(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [typed, setTyped] = useState('');
    const [failed, setFailed] = useState(false);
    const focused = useRef(false);
    // Opens on hand-over only after a click or typing, not on focus by Tab or by an error jump.
    const wanted = useRef(false);
    const wrapper = useRef<HTMLDivElement>(null);
    // One id for both: the field and its message keep their ids across the hand-over, though the
    // loaded picker draws them as new elements.
    const ownId = useId();
    const id = props.id ?? ownId;

    const begin = () => {
      if (Component) return;
      start().then(
        (component) => setComponent(() => component),
        () => setFailed(true),
      );
    };
    useEffect(() => {
      if (Component) return;
      const handOver = (component: ComponentType<P>) => setComponent(() => component);
      if (loaded) {
        handOver(loaded);
        return;
      }
      standIns.add(handOver);
      return () => {
        standIns.delete(handOver);
      };
    }, [Component]);
    const count = Array.isArray(props.value) ? props.value.length : props.value ? 1 : 0;
    const hasValue = count > 0;
    useEffect(() => {
      if (hasValue) begin();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- load once a selection exists
    }, [hasValue]);

    useLayoutEffect(() => {
      if (!Component || !focused.current) return;
      const input = wrapper.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    }, [Component]);

    if (Component) {
      return (
        <div ref={wrapper} style={{ display: 'contents' }}>
          <Component
            {...props}
            id={id}
            initialSearch={typed}
            defaultDropdownOpened={focused.current && (wanted.current || typed !== '')}
          />
        </div>
      );
    }
    const shown = !Array.isArray(props.value) && props.value ? (props.selectedLabel ?? 'Carregando…') : null;
    return (
      <PlainTextInput
        ref={props.ref}
        id={id}
        data-deferred-picker=""
        aria-label={props['aria-label']}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        autoComplete="off"
        label={props.label}
        description={props.description}
        error={failed ? FAILED : props.error}
        disabled={props.disabled}
        required={props.required}
        withAsterisk={props.withAsterisk}
        placeholder={shown ?? (count ? `${count} selecionado${count > 1 ? 's' : ''}` : props.placeholder)}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onPointerEnter={begin}
        onPointerDown={() => {
          wanted.current = true;
        }}
        onFocus={() => {
          focused.current = true;
          setFailed(false);
          begin();
        }}
        onBlur={() => {
          focused.current = false;
          wanted.current = false;
        }}
        rightSection={<Chevron />}
      />
    );
  }, sameProps);
}

/** Memoized: arrays compare by items, since filters parse the URL into new arrays. Give stable callbacks. */
function sameProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (Object.is(x, y)) return true;
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => Object.is(v, y[i]));
  });
}

/** Plain: no Mantine to load. */
export const DeferredChoicesMultiSelect = deferredPicker<ChoicesMultiSelectProps>(() =>
  import('./ChoicesMultiSelect').then((m) => m.ChoicesMultiSelect),
);

export const DeferredRemoteMultiSelect = deferredPicker<RemoteMultiSelectProps>(
  loadScoped(() => import('../mantine/pickers').then((m) => m.RemoteMultiSelect)),
);
