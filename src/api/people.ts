import { queryOptions } from '@tanstack/react-query';
import type { NewPersonRequest, PersonPatchRequest } from '../lib/people';
import { request } from './http';
import { personCreatedSchema, personSchema, type Person, type PersonCreated } from './people.schema';
import { useRefreshingMutation } from './single-flight';

export type { Person, PersonCreated };

/** A person's own read; the pickers' searches are `referenceKeys.customers`. */
export const personKeys = {
  all: ['people'] as const,
  detail: (id: string) => [...personKeys.all, id] as const,
};

export function getPerson(id: string, signal?: AbortSignal): Promise<Person> {
  return request(`/v1/pessoas/${encodeURIComponent(id)}`, { schema: personSchema, signal });
}

/** Answers the new person (`id`, `nome`…); it is found by the people search at once. */
export function createPerson(body: NewPersonRequest): Promise<PersonCreated> {
  return request('/v1/pessoas', { method: 'POST', body, schema: personCreatedSchema });
}

/** 204 without a body: only the fields sent change. */
export function updatePerson({ id, patch }: { id: string; patch: PersonPatchRequest }): Promise<void> {
  return request(`/v1/pessoas/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export const personQueries = {
  detail: (id: string) =>
    queryOptions({ queryKey: personKeys.detail(id), queryFn: ({ signal }) => getPerson(id, signal) }),
};

/** Single flight; the pickers' people are read again once it is created. */
export function useCreateCustomer() {
  return useRefreshingMutation(createPerson, 'customer-created');
}

/** Single flight; the person's read and the pickers' people are read again (the screen awaits them). */
export function useUpdateCustomer() {
  return useRefreshingMutation(updatePerson, 'customer-updated');
}
