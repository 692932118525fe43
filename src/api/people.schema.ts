import * as z from 'zod/mini';
import { optString } from './common.schema';

/*
 * People: `POST /v1/pessoas`, `GET` and `PATCH /v1/pessoas/{id}`. The requests are strict (the
 * sandbox refuses with these what the platform refuses); the answers are read leniently.
 */

/** Spelled as the platform's web interface does: `FISICA` is a 400. */
export const PERSON_TYPES = ['Física', 'Jurídica', 'Estrangeira'] as const;
export const PROFILE_TYPES = ['Cliente', 'Fornecedor', 'Transportadora'] as const;

const nonEmpty = (field: string, max: number) =>
  z.string({ error: `Informe ${field}.` }).check(
    z.refine((v) => v.trim() !== '', `Informe ${field}.`),
    z.maxLength(max, `Até ${max} caracteres.`),
  );
const optText = (max: number) => z.optional(z.string().check(z.maxLength(max, `Até ${max} caracteres.`)));

const personFields = {
  email: optText(255),
  cpf: optText(20),
  cnpj: optText(20),
  telefone_celular: optText(30),
  telefone_comercial: optText(30),
  observacao: optText(1000),
  ativo: z.optional(z.boolean()),
};

/** The published minimum is `nome`, `tipo_pessoa` and `perfis` (an array of objects); other fields are dropped. */
export const personCreateRequestSchema = z.looseObject({
  nome: nonEmpty('o nome', 200),
  tipo_pessoa: z.enum(PERSON_TYPES, { error: 'Use Física, Jurídica ou Estrangeira.' }),
  perfis: z
    .array(z.object({ tipo_perfil: z.enum(PROFILE_TYPES, { error: 'Use Cliente, Fornecedor ou Transportadora.' }) }), {
      error: 'Informe os perfis como uma lista de objetos.',
    })
    .check(z.minLength(1, 'Informe ao menos um perfil.')),
  /** Some clients write the document here on create. */
  documento: optText(20),
  ...personFields,
});
export type PersonCreateRequest = z.infer<typeof personCreateRequestSchema>;

/** Only the fields sent change. */
export const personPatchRequestSchema = z.looseObject({ nome: z.optional(nonEmpty('o nome', 200)), ...personFields });

/** `{ id, tipo_pessoa, nome, ativo, origem, perfis, estrangeiro }`; `tipo_pessoa` as `Física` or `FISICA`. */
export const personCreatedSchema = z.looseObject({
  id: z.string(),
  nome: optString(),
  tipo_pessoa: optString(),
  ativo: z.nullish(z.boolean()),
});
export type PersonCreated = z.infer<typeof personCreatedSchema>;

/** A person's read: the document comes back as `documento` (written as `cpf` or `cnpj`). */
export const personSchema = z.pipe(
  z.looseObject({
    id: z.string(),
    nome: optString(),
    documento: optString(),
    cpf: optString(),
    cnpj: optString(),
    email: optString(),
    telefone_celular: optString(),
    telefone_comercial: optString(),
    tipo_pessoa: optString(),
    ativo: z.nullish(z.boolean()),
  }),
  z.transform((p) => ({
    id: p.id,
    nome: p.nome ?? '',
    documento: p.documento || p.cpf || p.cnpj || '',
    email: p.email ?? '',
    telefone: p.telefone_celular || p.telefone_comercial || '',
    tipo_pessoa: p.tipo_pessoa ?? null,
    ativo: p.ativo !== false,
  })),
);
export type Person = z.output<typeof personSchema>;
