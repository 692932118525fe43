import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { readConnectedCompany } from './company';
import { payload as observed } from './fixtures/company/connected-observed';
import { payload as published } from './fixtures/company/connected-published';

const answering = (body: unknown) =>
  stubApi(() => Response.json(body), { baseUrl: 'https://api.test', token: 'token-da-empresa' });

afterEach(() => vi.unstubAllGlobals());

describe('readConnectedCompany', () => {
  it('reads the published answer: trade name, legal name and the CNPJ formatted', async () => {
    const requests = answering(published);
    await expect(readConnectedCompany()).resolves.toEqual({
      id: null,
      name: 'Bicho Feliz Vet',
      legalName: 'Bicho Feliz Clínica Veterinária Ltda',
      document: '85.942.787/0001-63',
    });
    expect(new URL(requests[0]!.url).pathname).toBe('/v1/pessoas/conta-conectada');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer token-da-empresa');
  });

  it('reads the answer production gives, with the company id', async () => {
    answering(observed);
    await expect(readConnectedCompany()).resolves.toEqual({
      id: '0190a5c8-e000-7000-8000-000000000101',
      name: 'Bicho Feliz Vet',
      legalName: 'Bicho Feliz Clínica Veterinária Ltda',
      document: '85.942.787/0001-63',
    });
  });

  it('without a trade name shows the legal name; an empty document is none', async () => {
    answering({ ...published, nome_fantasia: ' ', documento: '' });
    await expect(readConnectedCompany()).resolves.toMatchObject({
      name: 'Bicho Feliz Clínica Veterinária Ltda',
      document: null,
    });
  });

  it('an answer that names no company is none', async () => {
    answering({ email: 'financeiro@exemplo.com.br', razao_social: null });
    await expect(readConnectedCompany()).resolves.toBeNull();
  });
});
