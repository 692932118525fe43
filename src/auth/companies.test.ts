import { beforeEach, describe, expect, it } from 'vitest';
import {
  addressOf,
  appPathOf,
  companyPath,
  currentCompanyKey,
  isOutsideCompanies,
  readCompanies,
  setCurrentCompany,
  splitCompanyPath,
} from './companies';
import { companyKeyOf, forgetCompany, landingPath, rememberCompany, sectionOf } from './company-registry';

/** A Storage in memory (the tab's sessionStorage). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const vet = { key: 'a1', name: 'Bicho Feliz Vet', legalName: 'Bicho Feliz Ltda', document: '85.942.787/0001-63' };
const pilates = { key: 'b2', name: 'Equilíbrio Pilates', legalName: null, document: '19.272.944/0001-46' };

describe("the tab's companies", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('lists the companies signed in to, in order, the last one current; signing in again refreshes one in place', () => {
    rememberCompany(vet, storage);
    rememberCompany(pilates, storage);
    expect(readCompanies(storage).map((c) => c.key)).toEqual(['a1', 'b2']);
    expect(currentCompanyKey(storage)).toBe('b2');
    rememberCompany({ ...vet, name: 'Bicho Feliz' }, storage);
    expect(readCompanies(storage).map((c) => c.name)).toEqual(['Bicho Feliz', 'Equilíbrio Pilates']);
    expect(currentCompanyKey(storage)).toBe('a1');
  });

  it('forgetting the current company falls back to the first one left; none left is no company', () => {
    rememberCompany(vet, storage);
    rememberCompany(pilates, storage);
    expect(forgetCompany('b2', storage).map((c) => c.key)).toEqual(['a1']);
    expect(currentCompanyKey(storage)).toBe('a1');
    forgetCompany('a1', storage);
    expect(readCompanies(storage)).toEqual([]);
    expect(currentCompanyKey(storage)).toBeNull();
  });

  it('never stores an entry whose key is no company key', () => {
    rememberCompany(vet, storage);
    expect(() => rememberCompany({ ...pilates, key: 'javascript:alert(1)' }, storage)).toThrow(RangeError);
    expect(readCompanies(storage)).toEqual([vet]);
    expect(currentCompanyKey(storage)).toBe('a1');
  });

  it('an address naming a company the tab does not have is not made current', () => {
    rememberCompany(vet, storage);
    setCurrentCompany('zz', storage);
    expect(currentCompanyKey(storage)).toBe('a1');
  });

  it('reads anything unreadable as no company', () => {
    storage.setItem('contratos-empresas', '{oops');
    expect(readCompanies(storage)).toEqual([]);
    storage.setItem('contratos-empresas', JSON.stringify([{ key: '' }, { name: 'x' }, vet]));
    expect(readCompanies(storage)).toEqual([vet]);
  });

  it("keys a company by the platform's id, else by its document's digits", () => {
    expect(companyKeyOf({ id: 'a1', document: '85.942.787/0001-63' })).toBe('a1');
    expect(companyKeyOf({ id: null, document: '85.942.787/0001-63' })).toBe('85942787000163');
    expect(companyKeyOf({ id: null, document: null })).toBeNull();
    // An id that is no company key (it would name a store key or an address) is no key.
    expect(companyKeyOf({ id: 'javascript:alert(1)', document: null })).toBeNull();
    expect(companyKeyOf({ id: '../a', document: '85.942.787/0001-63' })).toBeNull();
  });
});

describe("a company's addresses", () => {
  it('puts the company before the screens, under the deployment base', () => {
    expect(companyPath('a1', '/contratos?status=ATIVO')).toBe('/e/a1/contratos?status=ATIVO');
    expect(companyPath('a1')).toBe('/e/a1');
    expect(addressOf('/admin/', companyPath('a/1', '/caixa'))).toBe('/admin/e/a%2F1/caixa');
    expect(appPathOf('/admin/e/a1/caixa', '/admin/')).toBe('/e/a1/caixa');
    expect(appPathOf('/admin', '/admin/')).toBe('/');
    expect(appPathOf('/contratos', '/')).toBe('/contratos');
  });

  it('reads the company and the screen of an app path', () => {
    expect(splitCompanyPath('/e/a1/contratos/9')).toEqual({ key: 'a1', rest: '/contratos/9' });
    expect(splitCompanyPath('/e/4f6b2c1e-9d3a-4b7e-8c21-0a5d6e7f8b90/caixa')).toMatchObject({ rest: '/caixa' });
    expect(splitCompanyPath('/e/12345678000190')).toEqual({ key: '12345678000190', rest: '/' });
    // A key that is neither an id nor a document's digits names no company.
    expect(splitCompanyPath('/e/a%2F1')).toBeNull();
    expect(splitCompanyPath('/e/javascript:alert(1)/pagamentos')).toBeNull();
    expect(splitCompanyPath(`/e/${'a'.repeat(65)}`)).toBeNull();
    expect(splitCompanyPath('/e/%E0')).toBeNull();
    expect(splitCompanyPath('/contratos')).toBeNull();
    expect(isOutsideCompanies('/empresas')).toBe(true);
    expect(isOutsideCompanies('/auth/callback')).toBe(true);
    expect(isOutsideCompanies('/contratos')).toBe(false);
  });

  it('a sign-in lands on the screen asked for, in the company signed in to', () => {
    expect(landingPath('/contratos?x=1', 'b2')).toBe('/e/b2/contratos?x=1');
    // The company the address named is replaced by the one the user chose at the provider.
    expect(landingPath('/e/a1/caixa', 'b2')).toBe('/e/b2/caixa');
    expect(landingPath('/empresas', 'b2')).toBe('/empresas');
    expect(landingPath('/auth/signed-out', 'b2')).toBe('/e/b2');
  });

  it("a switch of company opens the same section, without the other company's record or filters", () => {
    expect(sectionOf('/contratos/123')).toBe('/contratos');
    expect(sectionOf('/recebiveis/inadimplencia?cliente=x')).toBe('/recebiveis/inadimplencia');
    expect(sectionOf('/recebiveis/abc/baixa')).toBe('/recebiveis');
    expect(sectionOf('/resultados/fechamento')).toBe('/resultados/fechamento');
    expect(sectionOf('/resultados?regime=caixa')).toBe('/resultados');
    expect(sectionOf('/notas/sem-nota?mes=2026-11')).toBe('/notas/sem-nota');
    expect(sectionOf('/recebiveis/conciliacao')).toBe('/recebiveis/conciliacao');
    expect(sectionOf('/')).toBe('/');
  });
});
