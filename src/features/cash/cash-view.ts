import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { useAppHref } from '../../ui/plain/AppLink';
import { PRUDENT_SCENARIO, type Granularity, type Scenario } from '../../lib/forecast';

/** The cash screen's view in the address: `por=semana|mes` and the scenario's `sim|nao` switches. */
export interface CashView {
  granularity: Granularity;
  scenario: Scenario;
}

const yes = (value: string | null, fallback: boolean) => (value === 'sim' ? true : value === 'nao' ? false : fallback);

export function parseCashView(params: URLSearchParams): CashView {
  return {
    granularity: params.get('por') === 'mes' ? 'month' : 'week',
    scenario: {
      overdueReceivables: yes(params.get('atrasados_receber'), PRUDENT_SCENARIO.overdueReceivables),
      overduePayables: yes(params.get('atrasados_pagar'), PRUDENT_SCENARIO.overduePayables),
      contracts: yes(params.get('contratos'), PRUDENT_SCENARIO.contracts),
    },
  };
}

export function cashViewParams(view: CashView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.granularity === 'month') params.set('por', 'mes');
  const flag = (key: string, value: boolean, fallback: boolean) => {
    if (value !== fallback) params.set(key, value ? 'sim' : 'nao');
  };
  flag('atrasados_receber', view.scenario.overdueReceivables, PRUDENT_SCENARIO.overdueReceivables);
  flag('atrasados_pagar', view.scenario.overduePayables, PRUDENT_SCENARIO.overduePayables);
  flag('contratos', view.scenario.contracts, PRUDENT_SCENARIO.contracts);
  return params;
}

/** The view and its setter: the address entry is replaced, without `useSearchParams`. */
export function useCashView(): [CashView, (next: CashView) => void] {
  const { pathname, search } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const href = useAppHref();
  const view = useMemo(() => parseCashView(new URLSearchParams(search)), [search]);
  const setView = useCallback(
    (next: CashView) => {
      const query = cashViewParams(next).toString();
      navigator.replace({ pathname: href(pathname), search: query ? `?${query}` : '', hash: '' });
    },
    [navigator, href, pathname],
  );
  return [view, setView];
}
