import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { eventQueries } from '../../api/payables';
import type { Installment } from '../../api/receivables';
import { Alert, Button, List, Paper, Text, Title } from '../../ui/mantine/controls';
import { DateText, Money } from '../../ui/plain/format';
import { ErrorState } from '../../ui/plain/QueryState';
import { useReturnFocus } from '../../ui/plain/return-focus';
import { Table } from '../../ui/plain/Table';

/** The installment edit the app gives this screen (the ledger's, shared through src/app). */
export interface InstallmentEditorProps {
  installment: Installment;
  author?: string | undefined;
  onClose: () => void;
  onSaved: (changes: Array<{ label: string; before: string; after: string }>) => void;
}

/**
 * What the acceptance created, read from the platform: each installment's due date, value and
 * account, with "Corrigir" opening the installment edit in place.
 */
export function CreatedInstallments({
  eventId,
  author,
  editor: Editor,
}: {
  eventId: string;
  author?: string | undefined;
  editor?: ComponentType<InstallmentEditorProps> | undefined;
}) {
  const query = useQuery(eventQueries.installments(eventId));
  const [editing, setEditing] = useState<Installment | null>(null);
  const [saved, setSaved] = useState<Array<{ label: string; before: string; after: string }> | null>(null);
  const focus = useReturnFocus(() => document.getElementById('criadas'));
  const close = () => {
    setEditing(null);
    focus.restore();
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="criadas">
      <Title order={2} size="h4" id="criadas" mb="xs" tabIndex={-1}>
        Parcelas criadas
      </Title>
      <Text size="sm" mb="sm">
        Vencimento, valor e conta financeira de cada parcela podem ser corrigidos aqui.
      </Text>
      {query.isPending ? (
        <Text size="sm" role="status">
          Lendo as parcelas criadas…
        </Text>
      ) : query.isError ? (
        <ErrorState
          title="Não foi possível ler as parcelas criadas"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Text size="sm">A plataforma ainda não lista parcelas deste lançamento.</Text>
      ) : (
        <Table withTableBorder aria-label="Parcelas criadas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Parcela</Table.Th>
              <Table.Th>Vencimento</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Valor</Table.Th>
              <Table.Th>Conta financeira</Table.Th>
              {Editor && <Table.Th>Ações</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.map((i, n) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.indice ?? n + 1}</Table.Td>
                <Table.Td>
                  <DateText value={i.data_vencimento} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <Money value={i.total} />
                </Table.Td>
                <Table.Td>
                  <bdi>{i.conta_financeira?.nome || 'Não informada'}</bdi>
                </Table.Td>
                {Editor && (
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Corrigir a parcela ${i.indice ?? n + 1}`}
                      onClick={(e) => {
                        focus.remember(e.currentTarget);
                        setSaved(null);
                        setEditing(i);
                      }}
                    >
                      Corrigir
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {saved && (
        <Alert color="green" variant="light" title="Parcela corrigida" role="status" mt="sm">
          {saved.length ? (
            <List size="sm" data-testid="capture-corrected">
              {saved.map((c) => (
                <List.Item key={c.label}>
                  {c.label}: de {c.before} para {c.after}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">A parcela foi salva.</Text>
          )}
        </Alert>
      )}
      {Editor && editing && (
        <Editor
          installment={editing}
          author={author}
          onClose={close}
          onSaved={(changes) => {
            setSaved(changes);
            close();
          }}
        />
      )}
    </Paper>
  );
}
