import { Link } from 'react-router-dom';
import { Button, Stack, Text } from '../../../ui/controls';
import { PageHeader } from '../../../ui/PageHeader';

/** Unknown contract (404) or an address whose id is not a contract id at all. */
export function ContractNotFound() {
  return (
    <Stack>
      <PageHeader title="Contrato não encontrado" />
      <Text>O contrato deste endereço não existe ou foi removido.</Text>
      <div>
        <Button component={Link} to="/contratos">
          Voltar para os contratos
        </Button>
      </div>
    </Stack>
  );
}
