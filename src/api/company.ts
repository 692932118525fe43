import { queryOptions } from '@tanstack/react-query';
import { formatDocument } from '../lib/documents';
import { connectedCompanySchema } from './company.schema';
import { request } from './http';

export interface ConnectedCompany {
  id: string | null;
  /** Nome fantasia, else the legal name. */
  name: string;
  legalName: string | null;
  /** Formatted 00.000.000/0000-00 when it is a CNPJ, else as answered. */
  document: string | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

export async function readConnectedCompany(signal?: AbortSignal): Promise<ConnectedCompany | null> {
  const body = await request('/v1/pessoas/conta-conectada', {
    schema: connectedCompanySchema,
    signal,
    priority: 'background',
  });
  const legalName = text(body.razao_social);
  const name = text(body.nome_fantasia) ?? legalName;
  if (!name) return null;
  const document = text(body.documento);
  return { id: text(body.id_empresa), name, legalName, document: document && formatDocument(document) };
}

/** A session's company does not change: read once per session. */
export const companyQuery = queryOptions({
  queryKey: ['company', 'connected'] as const,
  queryFn: ({ signal }) => readConnectedCompany(signal),
  staleTime: Infinity,
});
