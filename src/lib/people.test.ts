import { describe, expect, it } from 'vitest';
import {
  chargeMissing,
  customerFormErrors,
  customerPatchRequest,
  emptyCustomerForm,
  newCustomerRequest,
  personKindOfDocument,
  phoneDigits,
  type CustomerFormValues,
} from './people';

const form = (over: Partial<CustomerFormValues>): CustomerFormValues => ({ ...emptyCustomerForm(), ...over });

describe('newCustomerRequest', () => {
  it('sends the published minimum for a name alone', () => {
    expect(newCustomerRequest(form({ nome: '  Maria Oliveira  ' }))).toEqual({
      nome: 'Maria Oliveira',
      tipo_pessoa: 'Física',
      perfis: [{ tipo_perfil: 'Cliente' }],
    });
  });
  it('writes the document as cpf or cnpj, digits only, and the rest as filled in', () => {
    expect(
      newCustomerRequest(
        form({
          nome: 'Ana',
          documento: '529.982.247-25',
          email: ' ana@x.com.br , fin@x.com.br ',
          telefone: '(11) 98765-4321',
        }),
      ),
    ).toEqual({
      nome: 'Ana',
      tipo_pessoa: 'Física',
      perfis: [{ tipo_perfil: 'Cliente' }],
      cpf: '52998224725',
      email: 'ana@x.com.br,fin@x.com.br',
      telefone_celular: '11987654321',
    });
    expect(
      newCustomerRequest(
        form({ tipo_pessoa: 'Jurídica', nome: 'Acme', documento: '11222333000181', telefone: '1133334444' }),
      ),
    ).toMatchObject({ tipo_pessoa: 'Jurídica', cnpj: '11222333000181', telefone_comercial: '1133334444' });
  });
});

describe('customerFormErrors', () => {
  it('accepts a name alone, and a valid document masked or not', () => {
    expect(customerFormErrors(form({ nome: 'Ana' }))).toEqual({});
    expect(customerFormErrors(form({ nome: 'Ana', documento: '52998224725' }))).toEqual({});
    expect(customerFormErrors(form({ nome: 'Ana', tipo_pessoa: 'Jurídica', documento: '11.222.333/0001-81' }))).toEqual(
      {},
    );
  });
  it('refuses a missing name, a wrong check digit, a CNPJ given for a Física person, a bad e-mail and phone', () => {
    expect(
      customerFormErrors(
        form({ nome: ' ', documento: '529.982.247-24', email: 'ana@x.com.br, ana', telefone: '98765' }),
      ),
    ).toEqual({
      nome: 'Informe o nome do cliente.',
      documento: 'CPF inválido: os dígitos verificadores não conferem.',
      email: 'E-mail inválido: ana.',
      telefone: 'Informe o telefone com DDD: 10 ou 11 números.',
    });
    expect(customerFormErrors(form({ nome: 'Ana', documento: '11.222.333/0001-81' })).documento).toBe(
      'O CPF tem 11 números; este tem 14.',
    );
  });
  it('when editing for a charge, asks for what the charge needs and keeps what the person had', () => {
    const before = form({ nome: 'Ana', telefone: '11987654321' });
    expect(customerFormErrors(form({ nome: 'Ana' }), { editing: before, required: ['documento', 'email'] })).toEqual({
      documento: 'Informe o CPF: a cobrança precisa dele.',
      email: 'Informe o e-mail: a cobrança precisa dele.',
      telefone: 'Informe o telefone (não é possível apagá-lo por aqui).',
    });
  });
});

describe('customerPatchRequest', () => {
  const before = form({ nome: 'Ana', documento: '529.982.247-25', email: 'ana@x.com.br', telefone: '1133334444' });
  it('sends only what changed', () => {
    expect(customerPatchRequest({ ...before, documento: '52998224725' }, before)).toEqual({});
    expect(customerPatchRequest({ ...before, email: 'novo@x.com.br' }, before)).toEqual({ email: 'novo@x.com.br' });
    expect(customerPatchRequest({ ...before, telefone: '+55 11 98765-4321' }, before)).toEqual({
      telefone_celular: '11987654321',
    });
    expect(customerPatchRequest({ ...before, documento: '111.444.777-35' }, before)).toEqual({ cpf: '11144477735' });
  });
});

describe('helpers', () => {
  it('reads the kind from the document and the phone without the country code', () => {
    expect(personKindOfDocument('11.222.333/0001-81')).toBe('Jurídica');
    expect(personKindOfDocument('')).toBe('Física');
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
  });
  it('names what a charge needs of its customer', () => {
    expect(chargeMissing({ documento: '529.982.247-25', email: 'a@b.com' })).toEqual([]);
    expect(chargeMissing({ documento: '', email: null })).toEqual(['documento', 'email']);
  });
});
