import { MantineContext, MantineProvider } from '@mantine/core';
import { use, useState, type ComponentType, type ReactNode } from 'react';
import { colorSchemeBridge } from './color-scheme';
import { theme } from './theme';

/*
 * Mantine's provider around what uses Mantine's components: the lazy screens, dialogs and
 * pickers. The first screen (shell and contracts list) is plain elements and has none
 * (docs/decisions/0009-first-screen-without-mantine.md). The theme's CSS variables and
 * breakpoint classes are a static file (theme-variables.css), so a scope injects no style;
 * its color scheme follows the app's (color-scheme.ts). Loaded with the first thing that
 * needs it, never by the first screen: import it through `scoped()`/`loadScoped()`.
 */
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

/** `Component` inside a MantineScope (a module-level call: one wrapper per component). */
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
