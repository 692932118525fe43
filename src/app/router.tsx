import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  renderMatches,
  UNSAFE_NavigationContext,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { useUser } from '../auth/AuthContext';
import { RequireAuth } from '../auth/RequireAuth';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { Shell } from './Shell';
import { lazyScoped } from '../ui/load-scoped';
import { Loader } from '../ui/plain';

/*
 * Declarative routes with React.lazy screens (docs/decisions/0003-declarative-router.md):
 * every screen is its own chunk, loaded when first visited, inside a MantineScope (the
 * first screen, the contracts list, has no Mantine: decision 0009).
 */
const CallbackPage = lazyScoped(() => import('../auth/CallbackPage'));
const SignedOutPage = lazyScoped(() => import('../auth/SignedOutPage'));
const NotFoundPage = lazyScoped(() => import('./pages/NotFoundPage'));
const PortfolioPage = lazyScoped(() => import('../features/portfolio/PortfolioPage'));
import ContractsListPage, { preloadContracts } from '../features/contracts/list/ContractsListPage';
const HomePage = lazyScoped(() => import('../features/home/HomePage'));
const ContractDetailPage = lazyScoped(() => import('../features/contracts/detail/ContractDetailPage'));
const CapturePage = lazyScoped(() => import('../features/capture/CapturePage'));
const CaptureReviewPage = lazyScoped(() => import('../features/capture/CaptureReviewPage'));
const ReceivablesListPage = lazyScoped(() => import('../features/ledger/list/ReceivablesListPage'));
const PayablesListPage = lazyScoped(() => import('../features/ledger/list/PayablesListPage'));
const PayableCreatePage = lazyScoped(() => import('../features/ledger/create/PayableCreatePage'));
const SettlementPage = lazyScoped(() => import('../features/ledger/settle/SettlementPage'));
const CashPage = lazyScoped(() => import('../features/cash/CashPage'));
const CollectionsPage = lazyScoped(() => import('../features/collections/CollectionsPage'));
const ReconciliationPage = lazyScoped(() => import('../features/reconciliation/ReconciliationPage'));
const ContractWizardPage = lazyScoped(() => import('../features/contracts/wizard/ContractWizardPage'));

const QuotesListPage = lazyScoped(() => import('../features/quotes/list/QuotesListPage'));
const QuoteCreatePage = lazyScoped(() => import('../features/quotes/create/QuoteCreatePage'));
const QuoteDetailPage = lazyScoped(() => import('../features/quotes/detail/QuoteDetailPage'));

/**
 * A page that keeps a draft (the wizard, the settlement, the quote form): its drafts are the
 * signed-in user's, keyed by their id (decision 0030).
 */
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
            <Loader label="Carregando a tela" />
          </div>
        }
      >
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** What a route declares beyond its element. */
interface RouteHandle {
  /** Starts the screen's data before the app first renders; settles when it is there (decision 0011). */
  preload?: (client: QueryClient, search: string) => Promise<void>;
}

/** A screen's route: its path (none: the index route) and its element, created here once. */
const screen = (path: string | undefined, page: ReactNode, handle?: RouteHandle): RouteObject =>
  path === undefined
    ? { index: true, element: <Screen>{page}</Screen> }
    : { path, element: <Screen>{page}</Screen>, handle };

/*
 * The route tree is data, read once, at load: `<Routes>` would rebuild it from its JSX
 * children on every change of the address, and every filter change of a list is one
 * (decision 0003). Its elements are created once too, so a screen that does not read the
 * address is not rendered again when it changes.
 */
const ROUTES: RouteObject[] = [
  screen('/auth/callback', <CallbackPage />),
  screen('/auth/signed-out', <SignedOutPage />),
  // Every company's figures: a page of no company (decision 0020).
  screen('/empresas', <PortfolioPage />),
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
      screen('recebiveis/:parcelaId/baixa', <WithDraftOwner page={SettlementPage} />),
      screen('recebiveis/:parcelaId', <SettlementPage view />),
      screen('pagamentos', <PayablesListPage />),
      screen('pagamentos/nova', <WithDraftOwner page={PayableCreatePage} />),
      screen('pagamentos/:parcelaId/baixa', <WithDraftOwner page={SettlementPage} />),
      screen('pagamentos/:parcelaId', <SettlementPage view />),
      screen('caixa', <CashPage />),
      screen('captura', <CapturePage />),
      screen('captura/:id', <CaptureReviewPage />),
      screen('orcamentos', <QuotesListPage />),
      screen('orcamentos/novo', <WithDraftOwner page={QuoteCreatePage} />),
      screen('orcamentos/:id', <QuoteDetailPage />),
      screen('*', <NotFoundPage />),
    ],
  },
];

/**
 * The screen of the address, as `useRoutes(ROUTES)` renders it, but matched and rendered
 * again only when the path changes. `useRoutes` matches every route (compiling each path)
 * and builds new route contexts on every change of the address, query string included: a
 * list's every filter change re-rendered every link of the page (their route context
 * changed) for nothing (~2 ms of a change at 4x CPU). The screens still read the query
 * string through the location (useSearchParams), which is not memoized.
 */
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
    return renderMatches(
      matches?.map((m) => ({ ...m, pathname: encode(m.pathname), pathnameBase: encode(m.pathnameBase) })) ?? null,
    );
  }, [pathname, navigator]);
}

const routerBasename = (basename: string) => basename.replace(/\/$/, '') || '/';

/**
 * On a fresh load, starts the data of the address's screen before the first render: its
 * request then runs beside that render instead of after its paint (decision 0011).
 */
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
      <AppRoutes />
    </BrowserRouter>
  );
}
