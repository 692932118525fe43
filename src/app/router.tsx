import { Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  createRoutesFromElements,
  matchRoutes,
  renderMatches,
  Route,
  UNSAFE_NavigationContext,
  useLocation,
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
const CallbackPage = lazyScoped(() => import('../auth/CallbackPage').then((m) => ({ default: m.CallbackPage })));
const SignedOutPage = lazyScoped(() => import('../auth/SignedOutPage').then((m) => ({ default: m.SignedOutPage })));
const NotFoundPage = lazyScoped(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
import ContractsListPage from '../features/contracts/list/ContractsListPage';
const HomePage = lazyScoped(() => import('../features/home/HomePage'));
const ContractDetailPage = lazyScoped(() => import('../features/contracts/detail/ContractDetailPage'));
const CapturePage = lazyScoped(() => import('../features/capture/CapturePage'));
const CaptureReviewPage = lazyScoped(() => import('../features/capture/CaptureReviewPage'));
const ReceivablesListPage = lazyScoped(() => import('../features/receivables/list/ReceivablesListPage'));
const SettlementPage = lazyScoped(() => import('../features/receivables/settle/SettlementPage'));
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

/*
 * The route tree is read once, at load: `<Routes>` would rebuild it from its JSX children
 * on every change of the address, and every filter change of a list is one (decision 0003).
 * Its elements are created once too, so a screen that does not read the address is not
 * rendered again when it changes.
 */
const ROUTES = createRoutesFromElements(
  <>
    <Route
      path="/auth/callback"
      element={
        <Screen>
          <CallbackPage />
        </Screen>
      }
    />
    <Route
      path="/auth/signed-out"
      element={
        <Screen>
          <SignedOutPage />
        </Screen>
      }
    />
    <Route
      element={
        <RequireAuth>
          <Shell />
        </RequireAuth>
      }
    >
      <Route
        index
        element={
          <Screen>
            <HomePage />
          </Screen>
        }
      />
      <Route
        path="contratos"
        element={
          <Screen>
            <ContractsListPage />
          </Screen>
        }
      />
      <Route
        path="contratos/novo"
        element={
          <Screen>
            <WithDraftOwner page={ContractWizardPage} />
          </Screen>
        }
      />
      <Route
        path="contratos/:id"
        element={
          <Screen>
            <ContractDetailPage />
          </Screen>
        }
      />
      <Route
        path="recebiveis"
        element={
          <Screen>
            <ReceivablesListPage />
          </Screen>
        }
      />
      <Route
        path="recebiveis/inadimplencia"
        element={
          <Screen>
            <CollectionsPage />
          </Screen>
        }
      />
      <Route
        path="recebiveis/conciliacao"
        element={
          <Screen>
            <ReconciliationPage />
          </Screen>
        }
      />
      <Route
        path="recebiveis/:parcelaId/baixa"
        element={
          <Screen>
            <WithDraftOwner page={SettlementPage} />
          </Screen>
        }
      />
      <Route
        path="captura"
        element={
          <Screen>
            <CapturePage />
          </Screen>
        }
      />
      <Route
        path="captura/:id"
        element={
          <Screen>
            <CaptureReviewPage />
          </Screen>
        }
      />
      <Route
        path="orcamentos"
        element={
          <Screen>
            <QuotesListPage />
          </Screen>
        }
      />
      <Route
        path="orcamentos/novo"
        element={
          <Screen>
            <WithDraftOwner page={QuoteCreatePage} />
          </Screen>
        }
      />
      <Route
        path="orcamentos/:id"
        element={
          <Screen>
            <QuoteDetailPage />
          </Screen>
        }
      />
      <Route
        path="*"
        element={
          <Screen>
            <NotFoundPage />
          </Screen>
        }
      />
    </Route>
  </>,
);

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

export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename.replace(/\/$/, '') || '/'} useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
