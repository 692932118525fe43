import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setStoreCompany } from '../lib/company-store';
import { TEST_COMPANY } from '../test/company';
import { cachedClient, FAMILY_KEYS, oldFamilies } from '../test/refresh';
import { contractKeys } from './contracts';
import { panelKeys } from './panel';
import { personKeys } from './people';
import { quoteKeys } from './quotes';
import { receivableKeys } from './receivables';
import { referenceKeys } from './reference';
import {
  FAMILIES,
  invalidateChange,
  listenForChanges,
  refreshAfter,
  REFRESHES,
  type Change,
  type Family,
} from './refresh';

afterEach(() => setStoreCompany(TEST_COMPANY));

/** A family holds the narrower ones under its key: the installments the ledger's lists, the contracts theirs, the panel its captures. */
function covered(families: readonly Family[]): Family[] {
  const all = new Set<Family>(families);
  if (all.has('installments')) all.add('ledger-lists');
  if (all.has('contracts')) all.add('contract-lists');
  if (all.has('panel')) all.add('panel-captures');
  return [...all].sort();
}

describe('the refresh table', () => {
  it("names each family by its queries' own keys", () => {
    for (const [family, key] of Object.entries(FAMILY_KEYS) as Array<[Family, readonly unknown[]]>) {
      expect(key.slice(0, FAMILIES[family].length), family).toEqual(FAMILIES[family]);
    }
    expect(FAMILIES['ledger-lists']).toEqual(receivableKeys.lists());
    expect(FAMILIES.installments).toEqual(receivableKeys.all);
    expect(FAMILIES['contract-lists']).toEqual(contractKeys.lists());
    expect(FAMILIES['quote-lists']).toEqual(quoteKeys.lists());
    expect(FAMILIES['panel-captures']).toEqual(panelKeys.captures());
    expect(FAMILIES.customers).toEqual(referenceKeys.customers('').slice(0, 2));
    expect(FAMILIES.people).toEqual(personKeys.all);
  });

  // A row each: what the change marks old, and nothing else.
  it.each(Object.entries(REFRESHES) as Array<[Change, readonly Family[]]>)(
    '%s marks old exactly its families',
    async (change, families) => {
      const client = cachedClient();
      await refreshAfter(client, change);
      expect(oldFamilies(client).sort()).toEqual(covered(families));
    },
  );

  it('every change that moves money moves the home panel, the cash position and the portfolio', () => {
    for (const [change, families] of Object.entries(REFRESHES) as Array<[Change, readonly Family[]]>) {
      const ledger = (families as readonly Family[]).some((f) => f === 'ledger-lists' || f === 'installments');
      if (!ledger || change === 'charge-issued') continue;
      expect(families, change).toEqual(expect.arrayContaining(['panel', 'cash', 'portfolio']));
    }
  });

  it("the portfolio's row of another company stays", async () => {
    const client = cachedClient();
    client.setQueryData(['portfolio', 'outra-empresa', '2026-12-01'], { lido: true });
    await invalidateChange(client, 'settlement', TEST_COMPANY);
    expect(client.getQueryState(['portfolio', 'outra-empresa', '2026-12-01'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(FAMILY_KEYS.portfolio)?.isInvalidated).toBe(true);
  });
});

describe('changes told to the other tabs', () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    return check();
  };

  it("another tab of the same company reads again what the change moved; another company's tab does not", async () => {
    const same = cachedClient();
    const other = cachedClient();
    const portfolio = cachedClient();
    // Each listener is of the company of its page when it starts.
    const stops = [listenForChanges(same)];
    setStoreCompany('outra-empresa');
    stops.push(listenForChanges(other));
    setStoreCompany(null);
    stops.push(listenForChanges(portfolio));
    setStoreCompany(TEST_COMPANY);

    // This tab's own change comes back on the channel: it was read again already.
    await refreshAfter(new QueryClient(), 'settlement');
    await new Promise((r) => setTimeout(r, 30));
    expect(oldFamilies(same)).toEqual([]);

    const tab = new BroadcastChannel('contratos-mudancas');
    tab.postMessage({ company: TEST_COMPANY, change: 'settlement', tab: 'outra-aba' });
    tab.postMessage({ company: TEST_COMPANY, change: 'não-é-uma-mudança', tab: 'outra-aba' });
    tab.close();
    expect(await until(() => oldFamilies(same).includes('cash') && oldFamilies(portfolio).length > 0)).toBe(true);
    expect(oldFamilies(same).sort()).toEqual(covered(REFRESHES.settlement));
    expect(oldFamilies(portfolio)).toEqual(['portfolio']);
    expect(oldFamilies(other)).toEqual([]);
    for (const stop of stops) stop();
  });
});
