import type { Installment, Settlement } from '../../../api/receivables';
import { settlementMethodLabel } from '../../../lib/labels/settlement';
import { Button, Group, Text, VisuallyHidden } from '../../../ui/mantine/controls';
import { DateText, Money } from '../../../ui/plain/format';
import { Table } from '../../../ui/plain/Table';
import { MUTED } from '../../../ui/plain/muted';
import { settlementName } from './settlement-name';

export type AccountName = (conta: Settlement['conta'] | Installment['conta_financeira']) => string;
/** An action on a settlement, with the control that asked for it (focus returns there). */
export type SettlementAction = (settlement: Settlement, opener: HTMLElement) => void;

/** An installment's settlements, each with "Corrigir" and "Desfazer" unless `frozen` says why not. */
export function SettlementsTable({
  settlements,
  accountName,
  onUndo,
  onCorrect,
  frozen = null,
}: {
  settlements: Settlement[];
  accountName: AccountName;
  onUndo: SettlementAction;
  onCorrect: SettlementAction;
  frozen?: string | null;
}) {
  if (settlements.length === 0) {
    return (
      <Text size="sm" c={MUTED}>
        Nenhuma baixa registrada nesta parcela.
      </Text>
    );
  }
  const actions: { verb: string; run: SettlementAction; color?: string }[] = frozen
    ? []
    : [
        { verb: 'Corrigir', run: onCorrect },
        { verb: 'Desfazer', run: onUndo, color: 'red' },
      ];
  return (
    <>
      {frozen && (
        <Text size="sm" c={MUTED} mb="xs">
          {frozen}
        </Text>
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing={4} aria-label="Baixas anteriores">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Conta</Table.Th>
              <Table.Th>Forma</Table.Th>
              <Table.Th ta="right">Valor bruto</Table.Th>
              <Table.Th ta="right">Líquido</Table.Th>
              <Table.Th>NSU</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settlements.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <DateText value={b.data_pagamento} />
                </Table.Td>
                <Table.Td>{accountName(b.conta)}</Table.Td>
                <Table.Td>{settlementMethodLabel(b.metodo_pagamento)}</Table.Td>
                <Table.Td ta="right">
                  <Money value={b.composicao.valor_bruto} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money value={b.valorLiquido} />
                </Table.Td>
                <Table.Td>{b.nsu || '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {actions.map(({ verb, run, color }) => (
                      <Button
                        key={verb}
                        size="compact-sm"
                        variant="subtle"
                        color={color}
                        onClick={(event) => run(b, event.currentTarget)}
                        aria-label={`${verb} a baixa de ${settlementName(b)}`}
                      >
                        {verb}
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
