import type { Company } from '../companies';

/** The identity provider's own pages: plain HTML in Portuguese. */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(360px, 92vw); padding: 32px; border: 1px solid #8884; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; } p { margin: 0 0 20px; color: #595959; }
  /* Not GrayText: 3.9:1 on white. These are 7:1 and 8:1 (WCAG AA needs 4.5:1). */
  @media (prefers-color-scheme: dark) { p { color: #b3b3b3; } }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input { box-sizing: border-box; width: 100%; padding: 10px; font-size: 1rem; border: 1px solid #888; border-radius: 6px; }
  button { margin-top: 22px; width: 100%; padding: 11px; font-size: 1rem; font-weight: 600; border: 0; border-radius: 6px; background: #1c64d9; color: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1c64d9; outline-offset: 2px; }
  fieldset { border: 0; margin: 0; padding: 0; } legend { font-weight: 600; margin-bottom: 6px; }
  .empresa { display: flex; gap: 10px; align-items: flex-start; font-weight: 400; margin: 8px 0; padding: 10px; border: 1px solid #8886; border-radius: 8px; cursor: pointer; }
  .empresa input { width: auto; margin: 3px 0 0; } .empresa strong { display: block; }
  .empresa small { display: block; color: #595959; } @media (prefers-color-scheme: dark) { .empresa small { color: #b3b3b3; } }
  .erro { margin: 16px 0 0; padding: 10px; border-radius: 6px; background: #fde8e8; color: #8a1111; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function loginPage(opts: { action: string; email?: string; error?: string; clientName?: string }): string {
  const error = opts.error ? `<div class="erro" role="alert">${escapeHtml(opts.error)}</div>` : '';
  return page(
    'Entrar — Plataforma (sandbox)',
    `<h1>Entrar</h1>
<p>${escapeHtml(opts.clientName ?? 'Contratos')} · plataforma sandbox</p>
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on" novalidate>
  <label for="username">E-mail</label>
  <input id="username" name="username" type="email" autocomplete="username" required autofocus value="${escapeHtml(opts.email ?? '')}">
  <label for="password">Senha</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  ${error}
  <button type="submit">Entrar</button>
</form>`,
  );
}

/** The company step of an account of several companies: one radio button each, the first checked. */
export function companyPage(opts: { action: string; companies: readonly Company[]; error?: string }): string {
  const error = opts.error ? `<div class="erro" role="alert">${escapeHtml(opts.error)}</div>` : '';
  const options = opts.companies
    .map(
      (c, i) => `<label class="empresa">
    <input type="radio" name="empresa" value="${escapeHtml(c.id)}"${i === 0 ? ' checked' : ''}>
    <span><strong>${escapeHtml(c.nome_fantasia)}</strong><small>${escapeHtml(c.razao_social)}</small><small>CNPJ ${escapeHtml(c.documento)}</small></span>
  </label>`,
    )
    .join('\n  ');
  return page(
    'Escolha a empresa — Plataforma (sandbox)',
    `<h1>Escolha a empresa</h1>
<p>Sua conta tem acesso a ${opts.companies.length} empresas. Em qual delas você quer entrar?</p>
<form method="post" action="${escapeHtml(opts.action)}">
<fieldset>
  <legend>Empresas</legend>
  ${options}
</fieldset>
  ${error}
  <button type="submit">Continuar</button>
</form>`,
  );
}

export function logoutPage(form: string): string {
  // The provider's own form (with its CSRF token) is submitted at once: signing out from
  // the app already was the user's confirmation.
  return page(
    'Saindo…',
    `<h1>Saindo…</h1>
<p>Encerrando sua sessão.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sair agora</button>
<script>document.forms[0].insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.forms[0].submit();</script>`,
  );
}

export function signedOutPage(): string {
  return page('Sessão encerrada', '<h1>Sessão encerrada</h1><p>Você saiu da plataforma.</p>');
}

export function errorPage(title: string, details: string): string {
  return page('Erro', `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(details)}</p>`);
}
