/**
 * The platform names an account's bank by an enum (`BANCO_BRASIL`, `ITAU`, …): its name as
 * people write it. A value outside the list reads with its words capitalised; `OUTROS` and
 * `NAO_BANCO` name no bank. A name already in words (older answers, the sandbox) is kept.
 */
const NAMES: Readonly<Record<string, string>> = {
  BANCO_BRASIL: 'Banco do Brasil',
  CAIXA_ECONOMICA: 'Caixa',
  ITAU: 'Itaú',
  BANCOOB: 'Bancoob',
  BANPARA: 'Banpará',
  BCN: 'BCN',
  BANK_BOSTON: 'BankBoston',
  BANCO_BRASILIA: 'BRB Banco de Brasília',
  BANCO_NORDESTE: 'Banco do Nordeste',
  BS2: 'BS2',
  C6: 'C6 Bank',
  BANCO_AMAZONIA: 'Banco da Amazônia',
  BTG_PACTUAL: 'BTG Pactual',
  RIBEIRAO_PRETO: 'Banco Ribeirão Preto',
  BNP_PARIBAS_BRASIL: 'BNP Paribas Brasil',
  CCR_SAO_MIGUEL_OESTE: 'CCR São Miguel do Oeste',
  GLOBAL_SCM: 'Global SCM',
  JP_MORGAN: 'J.P. Morgan',
  PJBANK: 'PJBank',
  PICPAY: 'PicPay',
  PAGSEGURO: 'PagSeguro',
  VORTX_DTVM: 'Vórtx DTVM',
  BRL_TRUST: 'BRL Trust',
  IUGU: 'Iugu',
  OUTROS: '',
  NAO_BANCO: '',
};

export function bankName(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!/^[A-Z0-9_]+$/.test(text)) return text;
  return (
    NAMES[text] ??
    text
      .split('_')
      .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
      .join(' ')
  );
}
