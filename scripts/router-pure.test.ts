import { describe, expect, it } from 'vitest';
import { markRouterComponentsPure } from './router-pure';

/* React Router's unused components and contexts leave the bundle (decision 0009). */

describe('markRouterComponentsPure', () => {
  const source = [
    'var Link = React10.forwardRef(',
    '  function LinkWithRef() {}',
    ');',
    'Link.displayName = "Link";',
    'var Form = React10.forwardRef(function FormImpl() {});',
    'Form.displayName = "Form";',
    'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
    'var DataRouterContext = React.createContext(null);',
    'DataRouterContext.displayName = "DataRouter";',
    'Other.displayName = "Other";',
    'var RenderErrorBoundary = class extends React2.Component {',
    '  constructor(props) {',
    '    super(props);',
    '  }',
    '};',
    'RenderErrorBoundary.contextType = RSCRouterContext;',
    '    let FetcherForm2 = React10.forwardRef(() => null);',
    '    FetcherForm2.displayName = "fetcher.Form";',
  ].join('\n');

  it('marks each component, class component and context pure and drops its display name, leaving the rest', () => {
    const { code, count } = markRouterComponentsPure(source);
    expect(count).toBe(6);
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('let FetcherForm2 = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);');
    expect(code).toContain('var DataRouterContext = /* @__PURE__ */ React.createContext(null);');
    expect(code).not.toMatch(/(Link|Form|FetcherForm2|DataRouterContext)\.displayName/);
    expect(code).toContain('Other.displayName = "Other";');
    expect(code).toContain(
      [
        'var RenderErrorBoundary = /* @__PURE__ */ (() => {',
        'const RenderErrorBoundary = class extends React2.Component {',
        '  constructor(props) {',
        '    super(props);',
        '  }',
        '};',
        'RenderErrorBoundary.contextType = RSCRouterContext;',
        'return RenderErrorBoundary;',
        '})();',
      ].join('\n'),
    );
  });

  it('leaves a module without forwardRef components as it is', () => {
    const plain = 'var x = makeThing(null);\nx.displayName = "X";';
    expect(markRouterComponentsPure(plain)).toEqual({ code: plain, count: 0 });
  });
});
