import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { isUuid } from '../../../api/common.schema';
import { useAdjustingSince } from '../../../stores/contract-adjustment';
import { clearAdjusting } from '../../../stores/contract-adjustment-write';
import { contractRecordQueries } from '../../../api/contract-record';
import { isApiError } from '../../../api/http';
import { CONTRACT_STATUS_COLORS, contractStatusLabel } from '../../../lib/labels/contract';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, useDisclosure } from '../../../ui/mantine/controls';
import { PageHeader } from '../../../ui/plain/PageHeader';
import { PageErrorState } from '../../../ui/plain/QueryError';
import { StatusBadge } from '../../../ui/plain/StatusBadge';
import { UserText } from '../../../ui/mantine/UserText';
import { AdjustingBadge } from './AdjustingBadge';
import { CloseContractDialog } from './CloseContractDialog';
import { EditContractCustomer } from './EditContractCustomer';
import { ContractNotFound } from './ContractNotFound';
import { ContractSalesSection } from './ContractSalesSection';
import { ContractSections } from './ContractSections';
import { RemoveContractDialog } from './RemoveContractDialog';
import { AppLink } from '../../../ui/plain/AppLink';

function ContractDetailView({ id }: { id: string }) {
  const query = useQuery(contractRecordQueries.detail(id));
  const adjusting = useAdjustingSince(id);
  const [closeOpened, closeDialog] = useDisclosure(false);
  const [removeOpened, removeDialog] = useDisclosure(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // Closed: focus goes to the heading, now and when the trigger goes with the status read after the close.
  const headingAfterClose = useRef(false);
  const active = query.data?.status === 'ATIVO';
  useEffect(() => {
    if (active || !headingAfterClose.current) return;
    headingAfterClose.current = false;
    rootRef.current?.querySelector('h1')?.focus();
  }, [active]);

  if (query.isPending) {
    return (
      <Center p="xl">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text role="status">Carregando o contrato…</Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    // 404 as docs/platform-contract.md says; 400 is a malformed id (the page checks the form first).
    if (status === 404 || status === 400) return <ContractNotFound />;
    return (
      <PageErrorState title="Contrato" errorTitle="Não foi possível carregar o contrato" query={query}>
        {status === 500 && (
          // The platform answers an unknown contract id with 500, not 404 (observed): say both.
          <Text size="sm">
            A plataforma responde assim tanto a uma falha momentânea quanto a um contrato que não existe. Se o erro
            persistir, o contrato deste endereço provavelmente não existe mais.{' '}
            <Anchor component={AppLink} to="/contratos">
              Voltar para os contratos
            </Anchor>
          </Text>
        )}
      </PageErrorState>
    );
  }

  const contract = query.data;
  const numero = contract.termos?.numero;
  const label = numero === null || numero === undefined ? 'contrato' : `contrato ${numero}`;
  // A removed contract still reads (status DELETADO, as observed): nothing can be done to it.
  const removed = contract.status === 'DELETADO';

  // Focus the heading once the trigger is gone; a refusal that disables the trigger focuses the reason.
  const focusReason = () =>
    window.setTimeout(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && !(focused as HTMLButtonElement).disabled) return;
      document.getElementById('em-reajuste')?.focus();
    }, 50);
  const focusHeading = () => {
    headingAfterClose.current = true;
    rootRef.current?.querySelector('h1')?.focus();
  };

  // Closing and removing wait while the platform adjusts the contract; the notice says why.
  const whileAdjusting = {
    disabled: adjusting !== null,
    'aria-describedby': adjusting !== null ? 'em-reajuste' : undefined,
  };

  return (
    <Stack gap="md" ref={rootRef}>
      <div>
        <Anchor component={AppLink} to="/contratos" size="sm">
          ← Contratos
        </Anchor>
      </div>
      <PageHeader
        title={numero === null || numero === undefined ? 'Contrato' : `Contrato ${numero}`}
        actions={
          <>
            {active && (
              <Button variant="default" color="orange" onClick={closeDialog.open} {...whileAdjusting}>
                Encerrar
              </Button>
            )}
            {!removed && (
              <Button variant="light" color="red" onClick={removeDialog.open} {...whileAdjusting}>
                Remover
              </Button>
            )}
          </>
        }
      />
      <Group gap="sm" mt={-8} role="group" aria-label="Resumo do contrato">
        <UserText fw={500}>{contract.cliente?.nome ?? '—'}</UserText>
        {contract.cliente?.id && (
          <EditContractCustomer customerId={contract.cliente.id} customerName={contract.cliente.nome ?? ''} />
        )}
        <StatusBadge value={contract.status} label={contractStatusLabel} colors={CONTRACT_STATUS_COLORS} />
        {adjusting !== null && !removed && <AdjustingBadge />}
      </Group>
      {adjusting !== null && !removed && (
        <Alert color="yellow" variant="light" title="Em reajuste de valores" id="em-reajuste" tabIndex={-1}>
          <Stack gap="xs">
            <Text size="sm">
              Em {new Date(adjusting).toLocaleDateString('pt-BR')} a plataforma informou que este contrato está em
              reajuste de valores: até o reajuste terminar, ela recusa encerrá-lo ou removê-lo.
            </Text>
            <Group>
              <Button size="xs" variant="outline" color="yellow" onClick={() => clearAdjusting(contract.id ?? id)}>
                O reajuste terminou: liberar Encerrar e Remover
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {removed && (
        <Alert color="red" variant="light" title="Contrato removido">
          Este contrato foi removido: não aparece mais na lista, não gera cobranças e suas vendas foram canceladas. Os
          dados abaixo ficam só para consulta.
        </Alert>
      )}
      <ContractSections contract={contract} />
      <ContractSalesSection contract={{ ...contract, id: contract.id ?? id }} />

      <CloseContractDialog
        opened={closeOpened}
        onClose={() => {
          closeDialog.close();
          focusReason();
        }}
        contractId={id}
        label={label}
        onClosed={focusHeading}
      />
      {!removed && (
        <RemoveContractDialog
          opened={removeOpened}
          onClose={() => {
            removeDialog.close();
            focusReason();
          }}
          contractId={id}
          numero={numero}
          label={label}
        />
      )}
    </Stack>
  );
}

/** `/contratos/:id`: a malformed id is "not found" without asking the API. */
export default function ContractDetailPage() {
  const { id = '' } = useParams();
  if (!isUuid(id)) return <ContractNotFound />;
  return <ContractDetailView key={id} id={id} />;
}
