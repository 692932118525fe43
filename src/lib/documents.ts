/** CNPJ as 00.000.000/0000-00, CPF as 000.000.000-00, punctuated or not; anything else stays as it came. */
export function formatDocument(document: string): string {
  const digits = document.replace(/\D/g, '');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return document.trim();
}
