import { RECONCILIATION_DUE_DAYS_AGO, RECONCILIATION_RECEIVABLES } from '../../sandbox/api/seed-reconciliation';
import { addDays } from '../../src/lib/date-math';
import { toCents } from '../../src/lib/money';
import { bankOfx, encodeText } from '../../src/test/bank-statements';
import { expect } from '../fixtures';
import { sandboxToday, type Api } from './api';
import type { APIRequestContext } from '@playwright/test';

/**
 * Bank statements for the reconciliation specs, built from the receivables as the API
 * answers them (e2e/support/api.ts): the sandbox has no statement endpoint, as the
 * platform has none.
 */

export interface StatementLine {
  fitId: string;
  date: string;
  /** Reais; negative is a debit. */
  amount: number;
  memo: string;
}

/**
 * An OFX 1.x statement in Banco do Brasil's layout (SGML, unclosed leaf tags,
 * Windows-1252 bytes, a zero "Saldo Anterior" line), written by the same generator the
 * parser's unit tests use (src/test/bank-statements.ts).
 */
export function ofxStatement(lines: readonly StatementLine[], options: { name?: string } = {}) {
  const text = bankOfx(
    'bb',
    lines.map((l) => ({ date: l.date, amountCents: toCents(l.amount), memo: l.memo, fitId: l.fitId })),
  );
  return {
    name: options.name ?? 'extrato.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(encodeText(text, 'windows-1252')),
  };
}

export interface OwnedReceivable {
  id: string;
  descricao: string;
  valor: number;
  nao_pago: number;
  cliente: string;
}

type Key = keyof typeof RECONCILIATION_RECEIVABLES;

/**
 * The reconciliation's seeded receivables (sandbox/api/seed-reconciliation.ts) read through
 * the search, after undoing every settlement an earlier run registered on them (those
 * carry an `nsu`): each test starts from open installments, on a fresh or a reused sandbox.
 */
export async function ownedReceivables<K extends Key>(
  api: Api,
  request: APIRequestContext,
  keys: readonly K[],
): Promise<Record<K, OwnedReceivable>> {
  const today = await sandboxToday(request);
  const due = addDays(today, -RECONCILIATION_DUE_DAYS_AGO);
  const out = {} as Record<K, OwnedReceivable>;
  for (const key of keys) {
    const [descricao, valor] = RECONCILIATION_RECEIVABLES[key];
    const find = async () => {
      const { body } = await api.get<{
        itens: Array<{ id: string; descricao: string; nao_pago: number; cliente: { nome: string } | null }>;
      }>(
        `/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?pagina=1&tamanho_pagina=10&data_vencimento_de=${due}&data_vencimento_ate=${due}&descricao=${encodeURIComponent(descricao)}`,
      );
      const found = body.itens.filter((i) => i.descricao === descricao);
      expect(found, `one receivable "${descricao}"`).toHaveLength(1);
      return found[0]!;
    };
    const row = await find();
    for (const s of await api.settlements(row.id)) {
      if (!s.nsu) continue;
      const { status } = await api.send('DELETE', `/v1/financeiro/eventos-financeiros/parcelas/baixa/${s.id}`);
      expect(status).toBe(200);
    }
    const fresh = await find();
    expect(fresh.nao_pago, `"${descricao}" open again`).toBe(valor);
    out[key] = { id: fresh.id, descricao, valor, nao_pago: fresh.nao_pago, cliente: fresh.cliente?.nome ?? '' };
  }
  return out;
}

/** FITIDs no earlier run used (a reused sandbox keeps the settlements' `nsu`s until undone). */
export const uniqueFitId = (tag: string, n: number) => `${tag}${Date.now().toString(36).toUpperCase()}${n}`;

export { RECONCILIATION_DUE_DAYS_AGO };
