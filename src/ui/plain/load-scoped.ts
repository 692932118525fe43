import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/* What the first screen, which has no MantineProvider, may lazy-load (decision 0009). */

export function loadScoped<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('../mantine/MantineScope')]).then(([component, { scoped }]) => scoped(component));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature
type AnyComponent = ComponentType<any>;

export const withScope = <C extends AnyComponent>(module: Promise<{ default: C }>) =>
  Promise.all([module, import('../mantine/MantineScope')]).then(([loaded, { scoped }]) => ({
    default: scoped(loaded.default) as C,
  }));

export function lazyScoped<C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  return lazy(() => withScope(load()));
}

/** For what the shell can do without: failed code is fetched again once online, shown as nothing until then. */
export function lazyOptional<C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  const attempt = (): Promise<{ default: C }> =>
    load().catch(
      () => new Promise((resolve) => window.addEventListener('online', () => resolve(attempt()), { once: true })),
    );
  return lazy(attempt);
}
