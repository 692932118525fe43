import { NotFound } from '../../../ui/mantine/NotFound';

/** Unknown contract (404) or an address whose id is not a contract id at all. */
export function ContractNotFound() {
  return (
    <NotFound title="Contrato não encontrado" backTo="/contratos" backLabel="Voltar para os contratos">
      O contrato deste endereço não existe ou foi removido.
    </NotFound>
  );
}
