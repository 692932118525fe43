// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { companyLocal, companySession, companyStoreKey, isCompanyKey, setStoreCompany } from './company-store';
import { companiesKeeping, forgetCompanyStores, forgetEveryStore, storeKeyKind } from './company-store-sweep';

const A = '4f6b2c1e-9d3a-4b7e-8c21-0a5d6e7f8b90';
const B = '12345678000190';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setStoreCompany(null);
});

describe('what the browser keeps, per company', () => {
  it("keys every value by the page's company, and keeps nothing on a page of no company", () => {
    setStoreCompany(null);
    expect(companyLocal.set('captura.envios-recentes', '[]')).toBe(false);
    expect(localStorage.length).toBe(0);

    setStoreCompany(A);
    expect(companyStoreKey('captura.envios-recentes')).toBe(`captura.envios-recentes@${A}`);
    expect(companyLocal.set('captura.envios-recentes', '[1]')).toBe(true);
    expect(companySession.set('recebiveis.baixa.rascunho:u1:p1', '{}')).toBe(true);
    expect(localStorage.getItem(`captura.envios-recentes@${A}`)).toBe('[1]');

    setStoreCompany(B);
    expect(companyLocal.get('captura.envios-recentes')).toBeNull();
    expect(companySession.get('recebiveis.baixa.rascunho:u1:p1')).toBeNull();
    expect(companiesKeeping('captura.envios-recentes')).toEqual([A]);
    companyLocal.remove('captura.envios-recentes');
    expect(localStorage.getItem(`captura.envios-recentes@${A}`)).toBe('[1]');
  });

  it('refuses a key that is neither an id nor a document', () => {
    for (const key of ['javascript:alert(1)', 'a/1', '', 'a'.repeat(65), '<b>', 'x@y']) {
      expect(isCompanyKey(key), key).toBe(false);
      setStoreCompany(key);
      expect(companyStoreKey('x')).toBeNull();
    }
    expect(isCompanyKey(A) && isCompanyKey(B)).toBe(true);
  });

  it("signing out of one company removes that company's keys alone, in both storages", () => {
    localStorage.setItem(`conciliacao.rascunho@${A}`, '{}');
    localStorage.setItem(`conciliacao.rascunho@${B}`, '{}');
    sessionStorage.setItem(`recebiveis.baixa.rascunho:u1:p1@${A}`, '{}');
    localStorage.setItem(`api-rate-budget:http://api@${A}`, '{}');
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    forgetCompanyStores(A);
    expect(Object.keys(localStorage).sort()).toEqual([`conciliacao.rascunho@${B}`, 'mantine-color-scheme-value']);
    expect(sessionStorage.length).toBe(0);
  });

  it('signing out of every company leaves the preferences, what it is told to keep, and others on the origin', () => {
    localStorage.setItem(`conciliacao.rascunho@${A}`, '{}');
    localStorage.setItem(`painel.condicoes-dos-contratos@${B}`, '{}');
    localStorage.setItem('conciliacao.rascunho', '{}');
    localStorage.setItem('captura.envios-recentes', '[]');
    localStorage.setItem('pagamentos.novo.rascunho:sub', '{}');
    localStorage.setItem('api-rate-budget:http://api:a1', '{}');
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    localStorage.setItem('lista.filtros-ocultos:contratos', '1');
    localStorage.setItem('outro-app', 'x');
    sessionStorage.setItem('contratos-empresas', '[]');
    sessionStorage.setItem('contratos-empresa-atual', A);
    sessionStorage.setItem('oidc.0f1e2d', '{}');
    sessionStorage.setItem(`oidc.user:http://idp:app#${A}`, '{}');
    sessionStorage.setItem(`oidc.user:http://idp:app#${B}`, '{}');
    forgetEveryStore((key) => key === `oidc.user:http://idp:app#${A}`);
    expect(Object.keys(localStorage).sort()).toEqual([
      'lista.filtros-ocultos:contratos',
      'mantine-color-scheme-value',
      'outro-app',
    ]);
    expect(Object.keys(sessionStorage)).toEqual([`oidc.user:http://idp:app#${A}`]);
  });

  it('names where each key stands', () => {
    expect(storeKeyKind(`conciliacao.rascunho@${A}`)).toBe('company');
    expect(storeKeyKind('mantine-color-scheme-value')).toBe('preference');
    expect(storeKeyKind('oidc.user:x#a')).toBe('tab');
    expect(storeKeyKind('api-rate-budget:http://api')).toBe('tab');
    expect(storeKeyKind(`api-rate-budget:http://api@${A}`)).toBe('company');
    expect(storeKeyKind('conciliacao.rascunho')).toBe('outside');
    expect(storeKeyKind('nome@javascript:alert(1)')).toBe('outside');
  });
});
