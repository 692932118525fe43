import { documentProblem, type DocumentKind } from './tax-ids';

/*
 * A customer as the app registers and corrects it on the platform (`POST /v1/pessoas`,
 * `PATCH /v1/pessoas/{id}`): the form's values, what is wrong with them, and the request
 * bodies. The platform spells its enums as its web interface does (`Física`, `Cliente`;
 * `FISICA` is a 400), writes the document as `cpf` or `cnpj` and reads it back as
 * `documento`, and checks no check digit: the form does.
 */

export const PERSON_KINDS = ['Física', 'Jurídica'] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export interface CustomerFormValues {
  tipo_pessoa: PersonKind;
  nome: string;
  /** CPF for a Física person, CNPJ for a Jurídica one, masked or not; optional. */
  documento: string;
  /** One address, or several separated by commas, as the platform keeps them. */
  email: string;
  telefone: string;
}

export const emptyCustomerForm = (nome = ''): CustomerFormValues => ({
  tipo_pessoa: 'Física',
  nome,
  documento: '',
  email: '',
  telefone: '',
});

export const documentKindOf = (kind: PersonKind): DocumentKind => (kind === 'Física' ? 'CPF' : 'CNPJ');

/** The person's document kind from its digits (11: CPF, 14: CNPJ); the read does not say. */
export const personKindOfDocument = (documento: string | null | undefined): PersonKind =>
  (documento ?? '').replace(/\D/g, '').length === 14 ? 'Jurídica' : 'Física';

export const NAME_MAX = 200;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

const emailsOf = (value: string) =>
  value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);

/** A Brazilian phone with its area code: 10 digits (landline) or 11 (mobile), `+55` optional. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

export type CustomerFormErrors = Partial<Record<keyof CustomerFormValues, string>>;

/**
 * What the platform would refuse, or keep wrong, in the form. `required` names what a charge
 * needs of the person (editing it for a charge); a field the person had cannot be emptied here.
 */
export function customerFormErrors(
  values: CustomerFormValues,
  options: { editing?: CustomerFormValues; required?: readonly ('documento' | 'email')[] } = {},
): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  const nome = values.nome.trim();
  if (!options.editing) {
    if (!nome) errors.nome = 'Informe o nome do cliente.';
    else if (nome.length > NAME_MAX) errors.nome = `O nome tem até ${NAME_MAX} caracteres.`;
  }
  const kind = documentKindOf(values.tipo_pessoa);
  const had = options.editing;
  const missing = (field: 'documento' | 'email' | 'telefone', word: string) => {
    if (values[field].trim()) return false;
    if (options.required?.includes(field as 'documento' | 'email'))
      errors[field] = `Informe ${word}: a cobrança precisa dele.`;
    else if (had?.[field].trim()) errors[field] = `Informe ${word} (não é possível apagá-lo por aqui).`;
    return true;
  };
  if (!missing('documento', `o ${kind}`)) {
    const problem = documentProblem(kind, values.documento.trim());
    if (problem) errors.documento = problem;
  }
  if (!missing('email', 'o e-mail')) {
    const bad = emailsOf(values.email).find((e) => !EMAIL.test(e));
    if (bad !== undefined) errors.email = `E-mail inválido: ${bad}.`;
    else if (values.email.length > 255) errors.email = 'Os e-mails somam até 255 caracteres.';
  }
  if (!missing('telefone', 'o telefone')) {
    const digits = phoneDigits(values.telefone);
    if (digits.length !== 10 && digits.length !== 11) errors.telefone = 'Informe o telefone com DDD: 10 ou 11 números.';
  }
  return errors;
}

/** A mobile number (11 digits, a 9 after the area code) is `telefone_celular`; a landline `telefone_comercial`. */
function phoneFields(value: string): { telefone_celular?: string; telefone_comercial?: string } {
  const digits = phoneDigits(value);
  if (!digits) return {};
  return digits.length === 11 && digits[2] === '9' ? { telefone_celular: digits } : { telefone_comercial: digits };
}

function documentFields(kind: PersonKind, value: string): { cpf?: string; cnpj?: string } {
  const digits = value.replace(/\D/g, '');
  if (!digits) return {};
  return kind === 'Física' ? { cpf: digits } : { cnpj: digits };
}

export interface NewPersonRequest {
  nome: string;
  tipo_pessoa: PersonKind;
  perfis: { tipo_perfil: 'Cliente' }[];
  cpf?: string;
  cnpj?: string;
  email?: string;
  telefone_celular?: string;
  telefone_comercial?: string;
}

/** The published minimum (`nome`, `tipo_pessoa`, `perfis: [{ tipo_perfil: 'Cliente' }]`) plus what was filled in. */
export function newCustomerRequest(values: CustomerFormValues): NewPersonRequest {
  const email = emailsOf(values.email).join(',');
  return {
    nome: values.nome.trim(),
    tipo_pessoa: values.tipo_pessoa,
    perfis: [{ tipo_perfil: 'Cliente' }],
    ...documentFields(values.tipo_pessoa, values.documento),
    ...(email ? { email } : {}),
    ...phoneFields(values.telefone),
  };
}

export type PersonPatchRequest = Omit<Partial<NewPersonRequest>, 'perfis' | 'nome' | 'tipo_pessoa'>;

/** Only what changed: a PATCH applies the fields it is sent and leaves the rest. */
export function customerPatchRequest(values: CustomerFormValues, before: CustomerFormValues): PersonPatchRequest {
  const patch: PersonPatchRequest = {};
  const digits = (v: string) => v.replace(/\D/g, '');
  if (digits(values.documento) !== digits(before.documento))
    Object.assign(patch, documentFields(values.tipo_pessoa, values.documento));
  const email = emailsOf(values.email).join(',');
  if (email !== emailsOf(before.email).join(',') && email) patch.email = email;
  if (phoneDigits(values.telefone) !== phoneDigits(before.telefone)) Object.assign(patch, phoneFields(values.telefone));
  return patch;
}

/** What a charge needs of its customer that the record lacks: the provider refuses one without them. */
export function chargeMissing(person: { documento?: string | null; email?: string | null }): ('documento' | 'email')[] {
  const missing: ('documento' | 'email')[] = [];
  if (!person.documento?.replace(/\D/g, '')) missing.push('documento');
  if (!person.email?.trim()) missing.push('email');
  return missing;
}
