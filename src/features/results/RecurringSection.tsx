import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recurringMovementsQuery } from '../../api/recurring-movements';
import { monthOfDate, mrrMovements } from '../../lib/mrr-movements';
import { Text } from '../../ui/mantine/controls';
import { SectionCard } from '../../ui/mantine/SectionCard';
import { QueryError } from '../../ui/plain/QueryError';
import { RecurringMovements } from './RecurringMovements';

/** The recurring-revenue movements of the statement's months, up to the current one. */
export function RecurringSection({ months, today }: { months: readonly string[]; today: string }) {
  const asked = useMemo(() => months.map(monthOfDate), [months]);
  const query = useQuery(recurringMovementsQuery(asked, today));
  const movements = useMemo(
    () => (query.data ? mrrMovements(query.data, asked, monthOfDate(today)) : null),
    [query.data, asked, today],
  );
  return (
    <SectionCard
      id="resultados-mrr"
      title="Receita recorrente: movimentos do mês"
      intro="Início + novos + expansão − contração − cancelamentos = fim, por mês. Cada valor abre os contratos por trás dele."
      queries={[query]}
    >
      {query.isError && query.data === undefined && (
        <QueryError title="Os movimentos da receita recorrente não puderam ser lidos" query={query} />
      )}
      {movements ? (
        movements.months.every((m) => m === null) ? (
          <Text size="sm">Os meses escolhidos ainda não começaram.</Text>
        ) : (
          <RecurringMovements movements={movements} />
        )
      ) : (
        !query.isError && (
          <Text size="sm" c="dimmed" role="status">
            Lendo contratos e vendas…
          </Text>
        )
      )}
    </SectionCard>
  );
}
