import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * Lazy components that use Mantine, each inside a MantineScope loaded with them: what the
 * first screen, which has no MantineProvider, may import (decision 0009).
 */

/** Loads `load`'s component and the scope together; the component comes wrapped. */
export function loadScoped<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () => Promise.all([load(), import('./MantineScope')]).then(([component, { scoped }]) => scoped(component));
}

/** React.lazy of a module's default export, inside a MantineScope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
export function lazyScoped<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  return lazy(() =>
    Promise.all([load(), import('./MantineScope')]).then(([module, { scoped }]) => ({
      default: scoped(module.default) as C,
    })),
  );
}
