import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, type Navigator, type Path } from 'react-router-dom';
import { whenIdle } from '../../lib/idle';
import { historyLocation } from './AppLink';

/**
 * The navigator every screen gets (decision 0003). A list shows a filter change at once and
 * writes its address later: once the new view is painted (`settled`) and the page is idle,
 * or after `MAX_WAIT_MS`. Writing a history entry costs the browser more than the change's
 * own render, so it is kept out of the interaction. Any navigation through it first writes
 * an address still pending, so Back steps through filters; the browser's own Back drops it.
 */
export interface LaterNavigator extends Navigator {
  /** The address being shown: the pending one, else the history's. */
  readonly location: { pathname: string; search: string };
  /** A new history entry, written later; a newer one replaces it. */
  pushLater(to: Path): void;
  /** The view of the pending address is painted: write it when the page is next idle. */
  settled(): void;
  /** The address shown but not yet written (the basename included), if any. */
  pendingPath(): string | null;
  /** Follows the browser's own Back and Forward; returns the unsubscribe. */
  listen(target: Window): () => void;
}

/** At most this long between a change and its address. */
export const MAX_WAIT_MS = 1000;
/** How long an idle moment may be waited for once the view is painted. */
const IDLE_TIMEOUT_MS = 200;

type Cancel = () => void;
const later = (fn: () => void, ms: number): Cancel => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

export function isLaterNavigator(navigator: Navigator): navigator is LaterNavigator {
  return typeof (navigator as Partial<LaterNavigator>).pushLater === 'function';
}

export function laterNavigator(navigator: Navigator): LaterNavigator {
  let pending: Path | null = null;
  let timers: Cancel[] = [];
  let idle = false;
  const drop = () => {
    for (const cancel of timers) cancel();
    timers = [];
    idle = false;
    pending = null;
  };
  const write = () => {
    const to = pending;
    drop();
    // A change made on a page the history has since left is not written.
    const live = historyLocation(navigator);
    if (to && (!live || live.pathname.toLowerCase() === to.pathname.toLowerCase())) navigator.push(to);
  };
  return {
    createHref: (to) => navigator.createHref(to),
    ...(navigator.encodeLocation ? { encodeLocation: navigator.encodeLocation.bind(navigator) } : {}),
    go(delta) {
      write();
      navigator.go(delta);
    },
    push(to, state, options) {
      write();
      navigator.push(to, state, options);
    },
    replace(to, state, options) {
      write();
      navigator.replace(to, state, options);
    },
    get location() {
      return pending ?? historyLocation(navigator) ?? window.location;
    },
    pushLater(to) {
      drop();
      pending = to;
      timers.push(later(write, MAX_WAIT_MS));
    },
    pendingPath: () => (pending ? `${pending.pathname}${pending.search}${pending.hash}` : null),
    settled() {
      if (!pending || idle) return;
      idle = true;
      timers.push(whenIdle(write, IDLE_TIMEOUT_MS));
    },
    listen(target) {
      target.addEventListener('popstate', drop);
      return () => target.removeEventListener('popstate', drop);
    },
  };
}

/** Gives the screens under it the navigator above, writing a list's address after its view. */
export function LaterNavigation({ children }: { children: ReactNode }) {
  const context = useContext(UNSAFE_NavigationContext);
  const value = useMemo(() => ({ ...context, navigator: laterNavigator(context.navigator) }), [context]);
  const { navigator } = value;
  useEffect(() => navigator.listen(window), [navigator]);
  return <UNSAFE_NavigationContext.Provider value={value}>{children}</UNSAFE_NavigationContext.Provider>;
}
