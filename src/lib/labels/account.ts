/** A financial account as a choice: its name, with its bank in parentheses when it has one. */
export const accountOption = (a: { id: string; nome: string; banco?: string | null }) => ({
  value: a.id,
  label: a.banco ? `${a.nome} (${a.banco})` : a.nome,
});

/** Said where the accounts were to be chosen and their read failed. */
export const accountsLoadError = (error: Error) => `Não foi possível carregar as contas: ${error.message}`;
