import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRUDENT_SCENARIO, type Granularity, type Scenario } from '../../lib/forecast';

/**
 * The cash screen's view in the address (shared links and reloads keep it):
 * `por=semana|mes`, and the scenario's switches `atrasados_receber`, `atrasados_pagar`,
 * `contratos` as `sim|nao` (absent: the prudent scenario).
 */
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

export function useCashView(): [CashView, (next: CashView) => void] {
  const [params, setParams] = useSearchParams();
  const view = parseCashView(params);
  const setView = useCallback((next: CashView) => setParams(cashViewParams(next), { replace: true }), [setParams]);
  return [view, setView];
}
