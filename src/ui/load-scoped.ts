import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * Lazy components that use Mantine, each inside a MantineScope loaded with them: what the
 * first screen, which has no MantineProvider, may import (decision 0009).
 */

/** Loads `load`'s component and the scope together; the component comes wrapped. */
export function loadScoped<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () => Promise.all([load(), import('./MantineScope')]).then(([component, { scoped }]) => scoped(component));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
type AnyComponent = ComponentType<any>;

/** A module's default export, wrapped in a MantineScope loaded with it. */
export const withScope = <C extends AnyComponent>(module: Promise<{ default: C }>) =>
  Promise.all([module, import('./MantineScope')]).then(([loaded, { scoped }]) => ({
    default: scoped(loaded.default) as C,
  }));

/** React.lazy of a module's default export, inside a MantineScope. */
export function lazyScoped<C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  return lazy(() => withScope(load()));
}

/**
 * React.lazy for what the shell does without (shortcuts, notifications), outside every
 * screen's error boundary: code that could not be fetched is asked for again when the
 * network returns (the browser fetches a failed module again) and, until then, its
 * Suspense boundary shows nothing rather than the app failing.
 */
export function lazyOptional<C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  const attempt = (): Promise<{ default: C }> =>
    load().catch(
      () => new Promise((resolve) => window.addEventListener('online', () => resolve(attempt()), { once: true })),
    );
  return lazy(attempt);
}
