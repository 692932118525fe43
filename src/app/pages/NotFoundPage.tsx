import { NotFound } from '../../ui/mantine/NotFound';

export default function NotFoundPage() {
  return (
    <NotFound title="Página não encontrada" backTo="/contratos" backLabel="Ir para os contratos">
      O endereço aberto não corresponde a nenhuma página do aplicativo.
    </NotFound>
  );
}
