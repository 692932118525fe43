import { financialAccountQuerySchema } from '../../../src/api/receivables.schema';
import { readSearchParams } from '../../../src/api/query';
import { json, route, validate, type RouteContext } from '../http';
import { fold } from '../random';

/**
 * GET /v1/conta-financeira: `{ itens_totais, itens[{ id, nome, banco, tipo, ativo,
 * conta_padrao }] }`; `nome` filters by part of the name, `apenas_ativo=true` hides
 * inactive accounts. (Minimal: the reference-data branch may bring a fuller one.)
 */
function accounts({ url, store }: RouteContext): Response {
  const q = validate(financialAccountQuerySchema, readSearchParams(url.searchParams));
  const name = fold(q.nome?.trim() ?? '');
  const itens = store.accounts.filter((a) => (!name || fold(a.nome).includes(name)) && (q.apenas_ativo !== 'true' || a.ativo));
  return json({ itens_totais: itens.length, itens });
}

export const accountRoutes = [route('GET', '/v1/conta-financeira', accounts)];
