import type { Plugin } from 'vite';

/*
 * React Router's production build makes components and contexts with bare
 * `React.forwardRef(...)`, `React.memo(...)` and `React.createContext(...)` calls and names
 * them after (`Link.displayName = "Link"`), and error boundaries as classes extending
 * `React.Component`. The bundler keeps a call it cannot prove pure, a property read and the
 * property write on its result, so `NavLink`, `Form`, the data router's routes and error
 * states and what they reach landed on the first screen though nothing renders them. Marked pure and
 * unnamed, unused ones are dropped (docs/decisions/0009-first-screen.md); display names only
 * serve React's dev tools.
 */

const ROUTER_BUILD = /\/react-router\/dist\/production\/[^/]+\.mjs$/;
const CLASS_COMPONENT =
  /^((?:var|let|const) (\w+) = )(class extends React\d*\.Component \{\n[\s\S]*?\n\};)((?:\n\2\.\w+ = [^\n]*;)*)$/gm;
const COMPONENT = /^(\s*(?:var|let|const) (\w+) = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** The module's text with its components and contexts pure and unnamed; `count` of them. */
export function markRouterComponentsPure(code: string): { code: string; count: number } {
  const names: string[] = [];
  const marked = code.replace(COMPONENT, (_match, head: string, name: string, call: string) => {
    names.push(name);
    return `${head}/* @__PURE__ */ ${call}`;
  });
  // A class extending `React.Component` reads a property first: wrapped with its static
  // properties in a pure call, it goes when unused.
  const classes = marked.replace(
    CLASS_COMPONENT,
    (_match, head: string, name: string, body: string, statics: string) => {
      names.push(name);
      return `${head}/* @__PURE__ */ (() => {\nconst ${name} = ${body}${statics}\nreturn ${name};\n})();`;
    },
  );
  if (names.length === 0) return { code, count: 0 };
  const named = new RegExp(`^\\s*(?:${names.join('|')})\\.displayName = "[^"]*";$`, 'gm');
  return { code: classes.replace(named, ''), count: names.length };
}

export function routerComponentsPure(): Plugin {
  return {
    name: 'router-components-pure',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return null;
      const result = markRouterComponentsPure(code);
      if (result.count === 0) {
        if (code.includes('.forwardRef('))
          this.warn(`no component matched in ${id}: React Router's build changed shape`);
        return null;
      }
      return { code: result.code, map: null };
    },
  };
}
