import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';

export default function NotFoundPage() {
  return (
    <Stack>
      <PageHeader title="Página não encontrada" />
      <Text>O endereço aberto não corresponde a nenhuma página do aplicativo.</Text>
      <div>
        <Button component={Link} to="/contratos">
          Ir para os contratos
        </Button>
      </div>
    </Stack>
  );
}
