import type { FieldErrors } from 'react-hook-form';

/** Every error under `errors`, by path (`itens.0.id`). */
export function errorsOf(errors: FieldErrors | undefined, prefix: string): { path: string }[] {
  if (!errors || typeof errors !== 'object') return [];
  const own = errors as { message?: unknown };
  if (typeof own.message === 'string' && own.message) return [{ path: prefix }];
  return Object.entries(errors).flatMap(([key, value]) =>
    key === 'ref' || !value || typeof value !== 'object'
      ? []
      : errorsOf(value as FieldErrors, key === 'root' ? prefix : `${prefix}.${key}`),
  );
}
