import { json, route, type RouteContext } from '../http';

/**
 * The connected company (`GET /v1/pessoas/conta-conectada`): the company of the access
 * token, with the fields production answers.
 */
function connectedCompany({ company }: RouteContext): Response {
  const { id, documento, razao_social, nome_fantasia, data_fundacao, email } = company;
  return json({ id_empresa: id, documento, razao_social, nome_fantasia, data_fundacao, email });
}

export const companyRoutes = [route('GET', '/v1/pessoas/conta-conectada', connectedCompany)];
