import * as z from 'zod/mini';

/** One object, no envelope; every field optional. */
export const connectedCompanySchema = z.looseObject({
  id_empresa: z.nullish(z.string()),
  documento: z.nullish(z.string()),
  razao_social: z.nullish(z.string()),
  nome_fantasia: z.nullish(z.string()),
});
export type ConnectedCompanyResponse = z.infer<typeof connectedCompanySchema>;
