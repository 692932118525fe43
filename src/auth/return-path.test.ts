import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the sign-in return path', () => {
  it('keeps a path of the app, with its query and fragment', () => {
    for (const path of [
      '/',
      '/contratos',
      '/contratos/123?aba=vendas#parcelas',
      '/recebiveis?busca=%2F%2Fx',
      '/a//b',
      '/%0a',
    ]) {
      expect(safeReturnPath(path), path).toBe(path);
    }
  });

  it('refuses anything that would leave the app: //host, /\\host and their disguises', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'contratos',
      '',
      '/a/\\b',
    ]) {
      expect(safeReturnPath(path), JSON.stringify(path)).toBe('/');
    }
    for (const value of [undefined, null, 42, { pathname: '/x' }, ['/x']]) expect(safeReturnPath(value)).toBe('/');
  });
});
