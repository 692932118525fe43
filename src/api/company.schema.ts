import * as z from 'zod/mini';

/**
 * The company the access token is for, `GET /v1/pessoas/conta-conectada`: one object, no
 * envelope. Every field is read leniently: the header shows what there is.
 */
export const connectedCompanySchema = z.looseObject({
  id_empresa: z.nullish(z.string()),
  documento: z.nullish(z.string()),
  razao_social: z.nullish(z.string()),
  nome_fantasia: z.nullish(z.string()),
});
export type ConnectedCompanyResponse = z.infer<typeof connectedCompanySchema>;
