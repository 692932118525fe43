import * as z from 'zod/mini';
import { bankName } from '../lib/labels/bank';
import { intParam, optNumber, optString } from './common.schema';

/** The platform's reference envelopes differ per kind; every schema here answers `{ items, total }`. */

export interface ReferencePage<T> {
  items: T[];
  total: number;
}

const toPage = <T>(items: T[] | null | undefined, total: number | null | undefined): ReferencePage<T> => ({
  items: items ?? [],
  total: total ?? items?.length ?? 0,
});

const text = () =>
  z.pipe(
    optString(),
    z.transform((v) => v ?? ''),
  );

export const boolParam = z.pipe(
  z.transform((v: unknown) => (v === 'true' ? true : v === 'false' ? false : v)),
  z.boolean({ error: 'Use true ou false.' }),
);

const search = () => z.optional(z.string().check(z.maxLength(200)));

// Customers: GET /v1/pessoas -> { totalItems, items } (camelCase; `items` may be null)

export const customerSchema = z.looseObject({
  id: z.string(),
  nome: text(),
  documento: optString(),
  email: optString(),
  tipo_pessoa: optString(),
  ativo: z.nullish(z.boolean()),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = z.pipe(
  z.looseObject({
    totalItems: optNumber(),
    items: z.nullish(z.array(customerSchema)),
  }),
  z.transform((r): ReferencePage<Customer> => toPage(r.items, r.totalItems)),
);

/** Spelled as the platform's interface does: `CLIENTE` is a 400. */
export const PERSON_PROFILES = ['Cliente', 'Fornecedor', 'Transportadora'] as const;

export const customerQuerySchema = z.object({
  busca: search(),
  tipo_perfil: z.optional(z.enum(PERSON_PROFILES)),
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(intParam(1, 100), 20),
});

// Products and services: one shape, `CatalogItem`

export type CatalogKind = 'PRODUTO' | 'SERVICO';

export interface CatalogItem {
  id: string;
  tipo: CatalogKind;
  nome: string;
  codigo: string;
  preco: number | null;
  ativo: boolean;
}

interface CatalogRead {
  id: string;
  nome: string;
  codigo: string;
  preco?: number | null | undefined;
  status?: string | null | undefined;
}

const catalogItem = (tipo: CatalogKind, { id, nome, codigo, preco, status }: CatalogRead): CatalogItem => ({
  id,
  tipo,
  nome,
  codigo,
  preco: preco ?? null,
  ativo: status !== 'INATIVO',
});

/** GET /v1/produtos -> { totalItems, items[{ id, nome, codigo, status, valor_venda }] } */
export const productPageSchema = z.pipe(
  z.looseObject({
    totalItems: optNumber(),
    items: z.nullish(
      z.array(
        z.looseObject({ id: z.string(), nome: text(), codigo: text(), status: optString(), valor_venda: optNumber() }),
      ),
    ),
  }),
  z.transform((r): ReferencePage<CatalogItem> =>
    toPage(
      r.items?.map((p) => catalogItem('PRODUTO', { ...p, preco: p.valor_venda })),
      r.totalItems,
    ),
  ),
);

export const productQuerySchema = z.object({
  busca: search(),
  status: z.optional(z.enum(['ATIVO', 'INATIVO'])),
});

export const SERVICE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** GET /v1/servicos -> { itens[{ id, codigo, descricao, preco, status }], paginacao{ total_itens } } */
export const servicePageSchema = z.pipe(
  z.looseObject({
    itens: z.nullish(
      z.array(
        z.looseObject({ id: z.string(), codigo: text(), descricao: text(), preco: optNumber(), status: optString() }),
      ),
    ),
    paginacao: z.nullish(z.looseObject({ total_itens: optNumber() })),
  }),
  z.transform((r): ReferencePage<CatalogItem> =>
    toPage(
      // Services have no `nome`: the label is the description.
      r.itens?.map((s) => catalogItem('SERVICO', { ...s, nome: s.descricao })),
      r.paginacao?.total_itens,
    ),
  ),
);

export const serviceQuerySchema = z.object({
  busca_textual: search(),
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(
    intParam(10, 100).check(
      z.refine((n) => (SERVICE_PAGE_SIZES as readonly number[]).includes(n), 'Use 10, 20, 50 ou 100.'),
    ),
    20,
  ),
});

// Sellers: GET /v1/venda/vendedores -> plain array [{ id, nome }] (no search: filter here)

export interface Seller {
  id: string;
  nome: string;
}

export const sellerListSchema = z.pipe(
  z.nullish(z.array(z.looseObject({ id: z.string(), nome: text() }))),
  z.transform((r): ReferencePage<Seller> =>
    toPage(
      r?.map((s) => ({ id: s.id, nome: s.nome })),
      r?.length,
    ),
  ),
);

// Categories: GET /v1/categorias -> { itens_totais, itens[{ id, nome, tipo }] }

export interface Category {
  id: string;
  nome: string;
  tipo: string | null;
}

export const categoryPageSchema = z.pipe(
  z.looseObject({
    itens_totais: optNumber(),
    itens: z.nullish(z.array(z.looseObject({ id: z.string(), nome: text(), tipo: optString() }))),
  }),
  z.transform((r): ReferencePage<Category> =>
    toPage(
      r.itens?.map((c) => ({ id: c.id, nome: c.nome, tipo: c.tipo ?? null })),
      r.itens_totais,
    ),
  ),
);

/** Published with `permite_apenas_filhos` required; production answers without it (the CLI never sends it). */
export const categoryQuerySchema = z.object({
  busca: search(),
  tipo: z.optional(z.enum(['RECEITA', 'DESPESA'])),
  permite_apenas_filhos: z.optional(boolParam),
  apenas_filhos: z.optional(boolParam),
  pagina: intParam(1),
  tamanho_pagina: intParam(1, 1000),
});

// Cost centers: GET /v1/centro-de-custo -> { itens_totais, items[{ id, codigo, nome, ativo }] }

export interface CostCenter {
  id: string;
  codigo: string;
  nome: string;
  ativo: boolean;
}

export const costCenterPageSchema = z.pipe(
  z.looseObject({
    itens_totais: optNumber(),
    items: z.nullish(
      z.array(z.looseObject({ id: z.string(), codigo: text(), nome: text(), ativo: z.nullish(z.boolean()) })),
    ),
  }),
  z.transform((r): ReferencePage<CostCenter> =>
    toPage(
      r.items?.map((c) => ({ id: c.id, codigo: c.codigo, nome: c.nome, ativo: c.ativo !== false })),
      r.itens_totais,
    ),
  ),
);

export const costCenterQuerySchema = z.object({
  busca: search(),
  pagina: intParam(1),
  tamanho_pagina: intParam(1, 100),
});

// Financial accounts: GET /v1/conta-financeira -> { itens_totais, itens[{ id, nome, banco, codigo_banco, agencia, numero, tipo, ativo, conta_padrao }] }

export interface FinancialAccount {
  id: string;
  nome: string;
  /** The bank's name in words (the platform sends an enum such as `BANCO_BRASIL`); '' for none. */
  banco: string;
  /** The bank's code, the agency and the account's number, when the platform gives them. */
  codigoBanco: number | null;
  agencia: string | null;
  numero: string | null;
  tipo: string | null;
  ativo: boolean;
  padrao: boolean;
}

/** A bank code as a number, whether sent as 1 or "001". */
const bankCode = (value: number | string | null | undefined): number | null => {
  const code = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof code === 'number' && Number.isInteger(code) && code > 0 ? code : null;
};

export const accountPageSchema = z.pipe(
  z.looseObject({
    itens_totais: optNumber(),
    itens: z.nullish(
      z.array(
        z.looseObject({
          id: z.string(),
          nome: text(),
          banco: text(),
          codigo_banco: z.nullish(z.union([z.number(), z.string()])),
          agencia: optString(),
          numero: optString(),
          tipo: optString(),
          ativo: z.nullish(z.boolean()),
          conta_padrao: z.nullish(z.boolean()),
        }),
      ),
    ),
  }),
  z.transform((r): ReferencePage<FinancialAccount> =>
    toPage(
      r.itens?.map((a) => ({
        id: a.id,
        nome: a.nome,
        banco: bankName(a.banco),
        codigoBanco: bankCode(a.codigo_banco),
        agencia: a.agencia ?? null,
        numero: a.numero ?? null,
        tipo: a.tipo ?? null,
        ativo: a.ativo !== false,
        padrao: a.conta_padrao === true,
      })),
      r.itens_totais,
    ),
  ),
);

export const ACCOUNT_PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000] as const;

export const accountQuerySchema = z.object({
  nome: search(),
  apenas_ativo: z.optional(boolParam),
  pagina: z._default(intParam(1), 1),
  tamanho_pagina: z._default(
    z.pipe(
      intParam(1),
      z
        .number()
        .check(
          z.refine(
            (n) => (ACCOUNT_PAGE_SIZES as readonly number[]).includes(n),
            `Use ${ACCOUNT_PAGE_SIZES.join(', ')}.`,
          ),
        ),
    ),
    10,
  ),
});
