import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useContext, useMemo, type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { useUser } from '../auth/AuthContext';
import { RequireAuth } from '../auth/RequireAuth';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { Shell } from './Shell';
import { lazyScoped } from '../ui/plain/load-scoped';
import { PlainLoader } from '../ui/plain/controls';
import { LaterNavigation } from '../ui/plain/later-navigation';

// Every screen is its own lazy chunk; the first screen, the contracts list, is not (decision 0009).
const CallbackPage = lazyScoped(() => import('../auth/CallbackPage'));
const SignedOutPage = lazyScoped(() => import('../auth/SignedOutPage'));
const NotFoundPage = lazyScoped(() => import('./pages/NotFoundPage'));
const PortfolioPage = lazyScoped(() => import('./screens/Portfolio'));
import ContractsListPage, { preloadContracts } from '../features/contracts/list/ContractsListPage';
const HomePage = lazyScoped(() => import('../features/home/HomePage'));
const ContractDetailPage = lazyScoped(() => import('../features/contracts/detail/ContractDetailPage'));
const CapturePage = lazyScoped(() => import('../features/capture/CapturePage'));
const CaptureReview = lazyScoped(() => import('./screens/CaptureReview'));
const ReceivablesListPage = lazyScoped(() => import('../features/ledger/list/ReceivablesListPage'));
const PayablesListPage = lazyScoped(() => import('../features/ledger/list/PayablesListPage'));
const LedgerCreatePage = lazyScoped(() => import('./screens/LedgerCreate'));
const InstallmentPage = lazyScoped(() => import('./screens/Installment'));
const CashPage = lazyScoped(() => import('../features/cash/CashPage'));
const ResultsPage = lazyScoped(() => import('../features/results/ResultsPage'));
const MonthClosePage = lazyScoped(() => import('../features/results/MonthClosePage'));
const CollectionsPage = lazyScoped(() => import('../features/collections/CollectionsPage'));
const ReconciliationPage = lazyScoped(() => import('./screens/Reconciliation'));
const ContractWizardPage = lazyScoped(() => import('./screens/ContractWizard'));

const QuotesListPage = lazyScoped(() => import('../features/quotes/list/QuotesListPage'));
const InvoicesRoute = lazyScoped(() => import('../features/invoices/InvoicesRoute'));
const QuoteCreatePage = lazyScoped(() => import('./screens/QuoteCreate'));
const QuoteDetailPage = lazyScoped(() => import('../features/quotes/detail/QuoteDetailPage'));

/** Drafts belong to the signed-in user, keyed by their id. */
function WithDraftOwner({ page: Page }: { page: ComponentType<{ draftOwner?: string | undefined }> }) {
  const user = useUser();
  return <Page draftOwner={user?.profile.sub} />;
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense
        fallback={
          <div className="ui-center" style={{ padding: 'var(--mantine-spacing-xl)' }}>
            <PlainLoader label="Carregando a tela" />
          </div>
        }
      >
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}

interface RouteHandle {
  /** Starts the screen's data before the app first renders. */
  preload?: (client: QueryClient, search: string) => Promise<void>;
}

const screen = (path: string | undefined, page: ReactNode, handle?: RouteHandle): RouteObject =>
  path === undefined
    ? { index: true, element: <Screen>{page}</Screen> }
    : { path, element: <Screen>{page}</Screen>, handle };

// The route tree is data built once: `<Routes>` would rebuild it on every address change, and every list filter is one.
const ROUTES: RouteObject[] = [
  screen('/auth/callback', <CallbackPage />),
  screen('/auth/signed-out', <SignedOutPage />),
  // Every company's figures: a page of no company, in the app's frame.
  { element: <Shell portfolio />, children: [screen('/empresas', <PortfolioPage />)] },
  {
    element: (
      <RequireAuth>
        <Shell />
      </RequireAuth>
    ),
    children: [
      screen(undefined, <HomePage />),
      screen('contratos', <ContractsListPage />, { preload: preloadContracts }),
      screen('contratos/novo', <WithDraftOwner page={ContractWizardPage} />),
      screen('contratos/:id', <ContractDetailPage />),
      screen('recebiveis', <ReceivablesListPage />),
      screen('recebiveis/inadimplencia', <CollectionsPage />),
      screen('recebiveis/conciliacao', <ReconciliationPage />),
      screen('recebiveis/nova', <WithDraftOwner page={LedgerCreatePage} />),
      screen('recebiveis/:parcelaId/:acao?', <InstallmentPage />),
      screen('pagamentos', <PayablesListPage />),
      screen('pagamentos/nova', <WithDraftOwner page={LedgerCreatePage} />),
      screen('pagamentos/:parcelaId/:acao?', <InstallmentPage />),
      screen('caixa', <CashPage />),
      screen('resultados', <ResultsPage />),
      screen('resultados/fechamento', <MonthClosePage />),
      screen('captura', <CapturePage />),
      screen('captura/:id', <CaptureReview />),
      screen('notas', <InvoicesRoute />),
      screen('notas/sem-nota', <InvoicesRoute missing />),
      screen('orcamentos', <QuotesListPage />),
      screen('orcamentos/novo', <WithDraftOwner page={QuoteCreatePage} />),
      screen('orcamentos/:id', <QuoteDetailPage />),
      screen('*', <NotFoundPage />),
    ],
  },
];

/**
 * The matched routes, outermost first, each under the context `Outlet` and `useParams` read:
 * `renderMatches` without its data router's error and loading states, which these routes do not
 * use (each screen has its own error boundary) and which cost the first screen 1.5 KB.
 */
export function renderRouteMatches(matches: RouteMatch[] | null): ReactElement | null {
  if (!matches) return null;
  return matches.reduceRight<ReactElement | null>(
    (outlet, match, index) => (
      <UNSAFE_RouteContext.Provider value={{ outlet, matches: matches.slice(0, index + 1), isDataRoute: false }}>
        {match.route.element ?? outlet}
      </UNSAFE_RouteContext.Provider>
    ),
    null,
  );
}

/** `useRoutes(ROUTES)`, but matched again only when the path changes, not on every query string change. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useMemo(() => {
    // As useRoutes does: the matched paths re-encoded (matchRoutes decodes them).
    const encode = (path: string) =>
      navigator.encodeLocation
        ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
        : path;
    const matches = matchRoutes(ROUTES, pathname);
    return renderRouteMatches(
      matches?.map((m) => ({ ...m, pathname: encode(m.pathname), pathnameBase: encode(m.pathnameBase) })) ?? null,
    );
  }, [pathname, navigator]);
}

const routerBasename = (basename: string) => basename.replace(/\/$/, '') || '/';

/** On a fresh load, the screen's request runs beside the first render instead of after its paint. */
export function preloadScreen(
  client: QueryClient,
  basename: string,
  { pathname, search }: Location,
): Promise<void> | undefined {
  const handle = matchRoutes(ROUTES, pathname, routerBasename(basename))?.at(-1)?.route.handle as
    RouteHandle | undefined;
  return handle?.preload?.(client, search);
}

export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={routerBasename(basename)} useTransitions={false}>
      <LaterNavigation>
        <AppRoutes />
      </LaterNavigation>
    </BrowserRouter>
  );
}
