import { isUuid } from '../../../src/api/common.schema';
import { personCreateRequestSchema, personPatchRequestSchema } from '../../../src/api/people.schema';
import { formatDocument } from '../../../src/lib/documents';
import { HttpError, json, noContent, readJson, route, validate, type RouteContext } from '../http';
import { uuidv7 } from '../random';
import type { Customer } from '../store';

/**
 * A person registered and corrected through the API, as production answers
 * (conta-azul-cli docs/referencia/pessoa.md; docs/sandbox-reference.md):
 * POST /v1/pessoas takes at least `nome`, `tipo_pessoa` and `perfis` with the enums spelled as
 * the web interface does (`Física`, `Cliente`; `FISICA` is a 400), answers the new person, and
 * the people search finds it at once; PATCH /v1/pessoas/{id} applies the fields sent and answers
 * 204; GET /v1/pessoas/{id} reads the document back as `documento`. Neither checks a CPF's check
 * digits. Each company's people are its own (one store per company).
 */

const KIND = { Física: 'FISICA', Jurídica: 'JURIDICA', Estrangeira: 'ESTRANGEIRA' } as const;
const ANSWERED_KIND = { FISICA: 'Física', JURIDICA: 'Jurídica', ESTRANGEIRA: 'Estrangeira' } as const;

const documentOf = (value: string | undefined) => (value?.trim() ? formatDocument(value) : undefined);
const phoneOf = (body: { telefone_celular?: string | undefined; telefone_comercial?: string | undefined }) =>
  body.telefone_celular?.trim() || body.telefone_comercial?.trim() || undefined;

function find({ params, store }: RouteContext): Customer {
  const id = params.id ?? '';
  if (!isUuid(id)) throw new HttpError(400, 'Identificador de pessoa inválido.');
  const person = store.customers.find((c) => c.id === id);
  if (!person) throw new HttpError(404, 'Pessoa não encontrada.');
  return person;
}

async function create(ctx: RouteContext): Promise<Response> {
  const body = validate(personCreateRequestSchema, await readJson(ctx.request));
  const person: Customer = {
    id: uuidv7(),
    nome: body.nome.trim(),
    documento: documentOf(body.cpf ?? body.cnpj ?? body.documento) ?? '',
    email: body.email?.trim() ?? '',
    telefone: phoneOf(body),
    tipo_pessoa: KIND[body.tipo_pessoa],
    ativo: body.ativo ?? true,
    perfis: [...new Set(body.perfis.map((p) => p.tipo_perfil))],
  };
  ctx.store.customers.push(person);
  return json({
    id: person.id,
    tipo_pessoa: body.tipo_pessoa,
    nome: person.nome,
    ativo: person.ativo,
    origem: 'API',
    perfis: (person.perfis ?? []).map((tipo_perfil) => ({ id: uuidv7(), tipo_perfil })),
    estrangeiro: body.tipo_pessoa === 'Estrangeira',
  });
}

function read(ctx: RouteContext): Response {
  const person = find(ctx);
  return json({
    id: person.id,
    nome: person.nome,
    tipo_pessoa: ANSWERED_KIND[person.tipo_pessoa],
    documento: person.documento,
    email: person.email,
    telefone_celular: person.telefone ?? '',
    ativo: person.ativo,
    perfis: (person.perfis ?? ['Cliente']).map((tipo_perfil) => ({ tipo_perfil })),
  });
}

async function patch(ctx: RouteContext): Promise<Response> {
  const person = find(ctx);
  const body = validate(personPatchRequestSchema, await readJson(ctx.request));
  if (body.nome !== undefined) person.nome = body.nome.trim();
  const documento = documentOf(body.cpf ?? body.cnpj);
  if (documento !== undefined) person.documento = documento;
  if (body.email !== undefined) person.email = body.email.trim();
  const telefone = phoneOf(body);
  if (telefone !== undefined) person.telefone = telefone;
  if (body.ativo !== undefined) person.ativo = body.ativo;
  return noContent();
}

/** After the connected company's route: `conta-conectada` is not a person's id. */
export const peopleRoutes = [
  route('POST', '/v1/pessoas', create),
  route('GET', '/v1/pessoas/:id', read),
  route('PATCH', '/v1/pessoas/:id', patch),
];
