import type { Installment } from '../../../api/receivables';
import { formatDateTimeBR } from '../../../lib/date-time';
import { useInstallmentHistory } from '../../../stores/installment-history';
import { Text } from '../../../ui/mantine/controls';
import { SectionCard } from '../../../ui/mantine/SectionCard';
import { Table } from '../../../ui/plain/Table';
import { USER_TEXT_STYLE } from '../../../ui/mantine/UserText';

/**
 * The installment's history: what the platform tells (only when it last changed) and every
 * change made in this app by this browser for this company, newest first.
 */
export function InstallmentHistory({ installment }: { installment: Installment }) {
  const entries = useInstallmentHistory(installment.id);
  return (
    <SectionCard id="historico-titulo" title="Histórico de alterações">
      <Text size="sm">
        A plataforma informa só quando esta parcela foi alterada pela última vez
        {installment.alteradoEm ? ` (${formatDateTimeBR(installment.alteradoEm)})` : ''}, não o que mudou. A lista
        mostra as alterações feitas neste app, neste navegador e nesta empresa; as feitas na plataforma ou em outro
        navegador não aparecem. As baixas, feitas aqui (uma a uma ou em lote) ou na plataforma, estão em “Baixas
        anteriores”.
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">Nenhuma alteração feita neste app por este navegador.</Text>
      ) : (
        <Table withTableBorder aria-label="Alterações feitas neste app">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quando</Table.Th>
              <Table.Th>Quem</Table.Th>
              <Table.Th>Campo</Table.Th>
              <Table.Th>Antes</Table.Th>
              <Table.Th>Depois</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e, i) => (
              <Table.Tr key={`${e.em}-${i}`}>
                <Table.Td>{formatDateTimeBR(e.em)}</Table.Td>
                <Table.Td style={USER_TEXT_STYLE}>
                  <bdi>{e.por}</bdi>
                </Table.Td>
                <Table.Td>{e.campo}</Table.Td>
                <Table.Td style={USER_TEXT_STYLE}>
                  <bdi>{e.antes}</bdi>
                </Table.Td>
                <Table.Td style={USER_TEXT_STYLE}>
                  <bdi>{e.depois}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}
