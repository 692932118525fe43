import { formatCents } from '../../lib/money';
import type { ValueComposition } from '../../lib/value-composition';
import { Table } from '../../ui/plain/Table';

/** A quote's "Composição do valor"; `live` reads it out as it changes. */
export function ValueCompositionTable({
  value,
  discountNote = '',
  live = false,
}: {
  value: ValueComposition;
  /** After "Desconto", e.g. " (10%)". */
  discountNote?: string;
  live?: boolean;
}) {
  return (
    <Table aria-label="Composição do valor" aria-live={live ? 'polite' : undefined}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Itens</Table.Th>
          <Table.Td ta="right">{formatCents(value.grossCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Desconto{discountNote}</Table.Th>
          <Table.Td ta="right">− {formatCents(value.discountCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Frete</Table.Th>
          <Table.Td ta="right">+ {formatCents(value.freightCents)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700} data-testid="quote-total">
            {formatCents(value.netCents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
