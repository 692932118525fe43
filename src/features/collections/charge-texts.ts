/** Why a charge's link is not offered, by its status. */
export function noLinkReason(status: string | null): string {
  if (status === 'EM_CANCELAMENTO')
    return 'A cobrança está sendo cancelada: o link não deve mais ser enviado ao cliente. Esta janela acompanha até a plataforma confirmar o cancelamento.';
  return 'Esta cobrança não aceita mais pagamentos: o link não é mais oferecido.';
}
