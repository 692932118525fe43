import type { IncomingMessage, ServerResponse } from 'node:http';
import type { default as Provider, Grant } from 'oidc-provider';
import { findAccountByEmail } from './accounts';
import { allowedCompany, CHOICE_REASON, companiesOf, COMPANY_PARAM } from './company-choice';
import { companyPage, errorPage, loginPage } from './views';

/**
 * The provider's interaction pages (`/interaction/{uid}/…`): the sign-in with e-mail and
 * password, the company step of an account of several companies, and a consent step
 * answered at once (first-party client).
 */

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 16_384) {
        reject(new Error('form too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
  });
  res.end(html);
}

/** The handler of `/interaction/*`; `grantAll` makes and saves a grant of everything the app asks for. */
export function createInteractions(
  provider: Provider,
  issuer: string,
  grantAll: (clientId: string, accountId: string) => Promise<Grant>,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  async function interactions(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    try {
      const details = await provider.interactionDetails(req, res);
      const action = `/interaction/${details.uid}/login`;
      const clientName = 'Contratos';
      if (req.method === 'POST' && url.pathname.endsWith('/login')) {
        const form = await readForm(req);
        const email = form.get('username') ?? '';
        const account = findAccountByEmail(email);
        if (!account || account.password !== (form.get('password') ?? '')) {
          sendHtml(res, 401, loginPage({ action, email, error: 'E-mail ou senha incorretos.', clientName }));
          return;
        }
        // With a company the account may use in the request, that one; else, for an account
        // of several, the company step follows (a prompt of its own, see company-choice.ts).
        const empresa = allowedCompany(account.id, details.params[COMPANY_PARAM]);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.id }, ...(empresa ? { empresa } : {}) },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const accountId = details.session?.accountId;
      const choosing = details.prompt.name === 'login' && details.prompt.reasons.includes(CHOICE_REASON);
      if (choosing && accountId && details.prompt.reasons.length === 1) {
        await chooseCompany(req, res, url, details.uid, accountId);
        return;
      }
      if (details.prompt.name === 'consent') {
        // loadExistingGrant answers consent for this first-party client; reaching here
        // means the grant was dropped, so grant what was asked again.
        const grant = await grantAll(String(details.params.client_id), details.session?.accountId as string);
        const grantId = grant.jti;
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return;
      }
      sendHtml(res, 200, loginPage({ action, clientName }));
    } catch (error) {
      sendHtml(res, 400, errorPage('Sessão de acesso expirada', 'Volte ao aplicativo e tente entrar novamente.'));
      if (process.env.SANDBOX_DEBUG) console.error(error);
    }
  }

  /** The company step: the list of the account's companies, and the choice posted back. */
  async function chooseCompany(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    uid: string,
    accountId: string,
  ): Promise<void> {
    const companies = companiesOf(accountId);
    const action = `/interaction/${uid}/empresa`;
    if (req.method === 'POST' && url.pathname === action) {
      const empresa = allowedCompany(accountId, (await readForm(req)).get(COMPANY_PARAM));
      if (empresa) {
        await provider.interactionFinished(req, res, { empresa }, { mergeWithLastSubmission: true });
        return;
      }
      sendHtml(res, 400, companyPage({ action, companies, error: 'Escolha uma das empresas da lista.' }));
      return;
    }
    sendHtml(res, 200, companyPage({ action, companies }));
  }

  return interactions;
}
