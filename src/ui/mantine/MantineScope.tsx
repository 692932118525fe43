import { MantineContext, MantineProvider } from '@mantine/core';
import { use, useState, type ComponentType, type ReactNode } from 'react';
import { colorSchemeBridge } from '../plain/color-scheme';
import { theme } from './theme';
// Forms' messages in Portuguese: every screen with a form is a lazy one inside this scope, and the
// first screen shows no validation message (decision 0009).
import '../../lib/zod-pt';

/* Never loaded by the first screen (decision 0009): import it through `scoped()` or `loadScoped()`. */
export function MantineScope({ children }: { children: ReactNode }) {
  const [manager] = useState(colorSchemeBridge);
  // Inside another scope (a picker on a lazy screen, a test's provider): that one serves.
  if (use(MantineContext)) return children;
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={manager}
      defaultColorScheme="auto"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

/** A module-level call: one wrapper per component. */
export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <MantineScope>
        <Component {...props} />
      </MantineScope>
    );
  }
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  return Scoped;
}
