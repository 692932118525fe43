import * as z from 'zod/mini';
import { listOf, optNumber, optString } from './common.schema';
import type { DreCategoryInput, DreLineInput } from '../lib/dre';

/**
 * The income statement's reads, lenient: the statement lines
 * (`GET /v1/financeiro/categorias-dre`, `{ itens: [CategoriaDRE] }`, recursive `subitens`,
 * each with its `categorias_financeiras`) and every category (`GET /v1/categorias`, with its
 * group `categoria_pai` and `entrada_dre`).
 */

interface DreLinePayload {
  id?: string | null | undefined;
  descricao?: string | null | undefined;
  codigo?: string | null | undefined;
  posicao?: number | null | undefined;
  indica_totalizador?: boolean | null | undefined;
  subitens?: DreLinePayload[] | null | undefined;
  categorias_financeiras?: Array<{ id?: string | null | undefined }> | null | undefined;
}

const lineSchema: z.ZodMiniType<DreLinePayload> = z.looseObject({
  id: optString(),
  descricao: optString(),
  codigo: optString(),
  posicao: optNumber(),
  indica_totalizador: z.nullish(z.boolean()),
  get subitens() {
    return z.nullish(z.array(lineSchema));
  },
  categorias_financeiras: z.nullish(z.array(z.looseObject({ id: optString() }))),
});

function toLine(l: DreLinePayload, i: number, parent: string): DreLineInput {
  const id = l.id ?? `${parent}${i + 1}`;
  return {
    id,
    descricao: l.descricao ?? l.codigo ?? 'Linha sem nome',
    codigo: l.codigo ?? null,
    posicao: typeof l.posicao === 'number' ? l.posicao : i + 1,
    totalizer: l.indica_totalizador === true,
    categoryIds: (l.categorias_financeiras ?? []).flatMap((c) => (c.id ? [c.id] : [])),
    children: (l.subitens ?? []).map((c, k) => toLine(c, k, `${id}.`)),
  };
}

export const dreStructureSchema = z.pipe(
  z.looseObject({ itens: z.nullish(z.array(lineSchema)) }),
  z.transform((r): DreLineInput[] => (r.itens ?? []).map((l, i) => toLine(l, i, 'linha-'))),
);

export interface CategoryRecord extends DreCategoryInput {
  tipo: string | null;
  entradaDre: string | null;
}

export const categoryListSchema = z.pipe(
  z.looseObject({
    itens_totais: optNumber(),
    itens: listOf(
      z.looseObject({
        id: z.string(),
        nome: optString(),
        tipo: optString(),
        categoria_pai: z.nullish(z.union([z.string(), z.looseObject({ id: optString() })])),
        entrada_dre: optString(),
      }),
    ),
  }),
  z.transform((r) => ({
    total: r.itens_totais ?? r.itens.length,
    items: r.itens.map((c): CategoryRecord => ({
      id: c.id,
      nome: c.nome ?? '',
      tipo: c.tipo ?? null,
      // Published as the parent's id; an object with `id` is read too.
      parentId: typeof c.categoria_pai === 'string' ? c.categoria_pai : (c.categoria_pai?.id ?? null),
      entradaDre: c.entrada_dre ?? null,
    })),
  })),
);
