import { setStoreCompany } from '../../../lib/company-store';
import { TEST_COMPANY } from '../../../test/company';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  draftKey,
  hasItemList,
  hasShape,
  labelsOf,
  pageFormDraft,
  recordFormDraft,
  readDraft,
  writeDraft,
  type DraftSpec,
} from './draft';

/** The draft mechanism every form uses (docs/decisions/0030-form-kit.md). */

const HOUR = 60 * 60_000;
const local: DraftSpec = {
  form: 'teste.novo',
  storage: 'local',
  maxAgeMs: 24 * HOUR,
  accepts: hasItemList,
};
const session: DraftSpec = { ...local, form: 'teste.baixa', storage: 'session' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('drafts', () => {
  it('are keyed by form, user and record, in the storage the form chose', () => {
    expect(draftKey(local, { owner: 'u1' })).toBe('teste.novo.rascunho:u1');
    expect(draftKey(session, { owner: 'u1', record: 'p9' })).toBe('teste.baixa.rascunho:u1:p9');
    writeDraft(local, { owner: 'u1' }, { itens: [1] }, { labels: { a: 'A' } });
    writeDraft(session, { owner: 'u1', record: 'p9', versao: 3 }, { itens: [] });
    expect(Object.keys(localStorage)).toEqual(['teste.novo.rascunho:u1@empresa-teste']);
    expect(Object.keys(sessionStorage)).toEqual(['teste.baixa.rascunho:u1:p9@empresa-teste']);

    expect(readDraft(local, { owner: 'u1' })).toMatchObject({ values: { itens: [1] }, extra: { labels: { a: 'A' } } });
    expect(readDraft(local, { owner: 'u2' })).toBeNull();
    expect(readDraft(session, { owner: 'u1', record: 'p9', versao: 3 })).toMatchObject({ versao: 3 });
    clearDraft(local, { owner: 'u1' });
    expect(localStorage.length).toBe(0);
  });

  it("are the company's: another company's page neither reads nor removes them", () => {
    writeDraft(local, { owner: 'u1' }, { itens: [1] });
    setStoreCompany('outra-empresa');
    try {
      expect(readDraft(local, { owner: 'u1' })).toBeNull();
      writeDraft(local, { owner: 'u1' }, { itens: [2] });
    } finally {
      setStoreCompany(TEST_COMPANY);
    }
    expect(readDraft(local, { owner: 'u1' })).toMatchObject({ values: { itens: [1] } });
    expect(Object.keys(localStorage).sort()).toEqual([
      'teste.novo.rascunho:u1@empresa-teste',
      'teste.novo.rascunho:u1@outra-empresa',
    ]);
  });

  it('are kept nowhere on a page of no company', () => {
    setStoreCompany(null);
    try {
      writeDraft(local, { owner: 'u1' }, { itens: [1] });
      expect(readDraft(local, { owner: 'u1' })).toBeNull();
    } finally {
      setStoreCompany(TEST_COMPANY);
    }
    expect(localStorage.length).toBe(0);
  });

  it('are dropped once older than the form allows', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z') });
    writeDraft(local, { owner: 'u1' }, { itens: [] });
    expect(readDraft(local, { owner: 'u1' }, Date.parse('2026-11-21T09:59:00Z'))).not.toBeNull();
    expect(readDraft(local, { owner: 'u1' }, Date.parse('2026-11-21T10:01:00Z'))).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('of a form on one record are kept in the tab for 8 hours; its shape is checked field by field', () => {
    const spec = recordFormDraft('parcelas.edicao', (v) =>
      hasShape(v, { vencimento: 'string', composicao_valor: 'object' }),
    );
    expect(spec).toMatchObject({ storage: 'session', maxAgeMs: 8 * 60 * 60_000 });
    expect(spec.accepts({ vencimento: '2026-12-10', composicao_valor: { valor_bruto: 1 } })).toBe(true);
    expect(spec.accepts({ vencimento: '2026-12-10', composicao_valor: null })).toBe(false);
    expect(spec.accepts({ vencimento: '2026-12-10', composicao_valor: [] })).toBe(false);
    expect(spec.accepts({ vencimento: 10, composicao_valor: {} })).toBe(false);
    expect(spec.accepts(null)).toBe(false);
    expect(hasItemList({ itens: [] })).toBe(true);
    expect(hasItemList({ itens: {} })).toBe(false);
  });

  it('of an older version are read marked stale by a form that rebases them; of a newer one, or elsewhere, dropped', () => {
    const spec = recordFormDraft('parcelas.edicao', () => true, { readsStale: true });
    const at = (versao: number) => ({ owner: 'u1', record: 'p1', versao });
    writeDraft(spec, at(3), { nota: 'x' });
    expect(readDraft(spec, at(3))?.stale).toBeUndefined();
    expect(readDraft(spec, at(4))).toMatchObject({ stale: true, versao: 3, values: { nota: 'x' } });
    expect(readDraft(spec, at(2))).toBeNull();
    writeDraft(spec, at(3), { nota: 'x' });
    expect(readDraft({ ...spec, readsStale: false }, at(4))).toBeNull();
  });

  it('of a page form are kept in localStorage for 30 days', () => {
    const page = pageFormDraft('teste.pagina', hasItemList);
    writeDraft(page, { owner: 'u1' }, { itens: [] });
    expect(Object.keys(localStorage)).toEqual(['teste.pagina.rascunho:u1@empresa-teste']);
    const saved = Date.now();
    expect(readDraft(page, { owner: 'u1' }, saved + 29 * 24 * HOUR)).not.toBeNull();
    expect(readDraft(page, { owner: 'u1' }, saved + 31 * 24 * HOUR)).toBeNull();
  });

  it('are dropped when the record has a newer version than the one typed against', () => {
    writeDraft(session, { owner: 'u1', record: 'p9', versao: 2 }, { itens: [] });
    expect(readDraft(session, { owner: 'u1', record: 'p9', versao: 3 })).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('of another shape, or not JSON, are removed without a crash', () => {
    localStorage.setItem(
      'teste.novo.rascunho:u1@empresa-teste',
      JSON.stringify({ format: 2, values: { nada: true }, extra: {} }),
    );
    expect(readDraft(local, { owner: 'u1' })).toBeNull();
    localStorage.setItem('teste.novo.rascunho:u1@empresa-teste', '{not json');
    expect(readDraft(local, { owner: 'u1' })).toBeNull();
    localStorage.setItem('teste.novo.rascunho:u1@empresa-teste', JSON.stringify([1, 2]));
    expect(readDraft(local, { owner: 'u1' })).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('saved in the three shapes before the kit are read once, then kept in the new one', () => {
    const wizard = {
      version: 1,
      savedAt: new Date().toISOString(),
      step: 2,
      values: { itens: [] },
      labels: { c1: 'Padaria' },
    };
    localStorage.setItem('teste.novo.rascunho:w@empresa-teste', JSON.stringify(wizard));
    expect(readDraft(local, { owner: 'w' })).toMatchObject({
      values: { itens: [] },
      extra: { step: 2, labels: { c1: 'Padaria' } },
    });
    expect(JSON.parse(localStorage.getItem('teste.novo.rascunho:w@empresa-teste') as string)).toMatchObject({
      format: 2,
      extra: { step: 2 },
    });

    localStorage.setItem(
      'teste.novo.rascunho:q@empresa-teste',
      JSON.stringify({ values: { itens: [{ id: 'x' }] }, labels: { x: 'Teclado' } }),
    );
    const quote = readDraft(local, { owner: 'q' });
    expect(labelsOf(quote?.extra)).toEqual({ x: 'Teclado' });

    const settlement = { version: 1, versao: 4, values: { itens: [] } };
    sessionStorage.setItem('teste.baixa.rascunho:s:p1@empresa-teste', JSON.stringify(settlement));
    sessionStorage.setItem('teste.baixa.rascunho:s:p2@empresa-teste', JSON.stringify(settlement));
    expect(readDraft(session, { owner: 's', record: 'p1', versao: 4 })).toMatchObject({ versao: 4 });
    expect(readDraft(session, { owner: 's', record: 'p2', versao: 5 })).toBeNull();
  });

  it('keep only string labels', () => {
    expect(labelsOf({ labels: { a: 'A', b: 3, c: null } })).toEqual({ a: 'A' });
    expect(labelsOf({ labels: 'x' })).toEqual({});
    expect(labelsOf(undefined)).toEqual({});
  });
});
