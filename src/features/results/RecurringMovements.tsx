import { useEffect, useRef, useState } from 'react';
import type { MovementKind, MrrContract, MrrMonth, MrrMovements } from '../../lib/mrr-movements';
import { formatCents } from '../../lib/money';
import { contratos } from '../../lib/nouns';
import { periodLabel } from '../../lib/period-label';
import { Anchor, Button, Group, Paper, Stack, Text } from '../../ui/mantine/controls';
import { UserText } from '../../ui/mantine/UserText';
import { AppLink } from '../../ui/plain/AppLink';
import { Table } from '../../ui/plain/Table';

const PER_TABLE = 4;
const numbersOf = (contracts: readonly MrrContract[]) => contracts.map((c) => c.number ?? 'sem número').join(', ');
const label = (month: string, form: 'short' | 'long' = 'short') =>
  periodLabel({ from: `${month}-01`, to: `${month}-01` }, 'month', form);

type Figure = 'inicio' | MovementKind | 'fim';

interface FigureRow {
  figure: Figure;
  title: string;
  cents: (m: MrrMonth) => number;
  /** How it enters the end: the movements read as + or −. */
  sign?: '+' | '−';
}

const ROWS: FigureRow[] = [
  { figure: 'inicio', title: 'Receita recorrente no início', cents: (m) => m.startCents },
  { figure: 'novo', title: 'Novos contratos', cents: (m) => m.newCents, sign: '+' },
  { figure: 'expansao', title: 'Expansão', cents: (m) => m.expansionCents, sign: '+' },
  { figure: 'contracao', title: 'Contração', cents: (m) => m.contractionCents, sign: '−' },
  { figure: 'cancelamento', title: 'Cancelamentos', cents: (m) => m.churnCents, sign: '−' },
  { figure: 'fim', title: 'Receita recorrente no fim', cents: (m) => m.endCents },
];

const TITLES: Record<Figure, string> = {
  inicio: 'Contratos no início',
  novo: 'Novos contratos',
  expansao: 'Expansão',
  contracao: 'Contração',
  cancelamento: 'Cancelamentos',
  fim: 'Contratos no fim',
};

const percent = (rate: number | null) =>
  rate === null
    ? '—'
    : rate.toLocaleString('pt-BR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The rows read from the month's figures, not opening contracts. */
const DERIVED_ROWS: ReadonlyArray<{ title: string; text: (m: MrrMonth) => string | number }> = [
  { title: 'Contratos no fim', text: (m) => m.endCount },
  { title: 'Taxa de cancelamento', text: (m) => percent(m.churnRate) },
  { title: 'Ticket médio', text: (m) => (m.averageTicketCents === null ? '—' : formatCents(m.averageTicketCents)) },
];

interface Drill {
  month: MrrMonth;
  figure: Figure;
  opener: HTMLElement | null;
}

function ContractCell({ contract }: { contract: MrrContract }) {
  return (
    <Anchor component={AppLink} to={`/contratos/${encodeURIComponent(contract.id)}`} fz="inherit">
      Contrato {contract.number ?? 'sem número'}
    </Anchor>
  );
}

/** The contracts behind one figure; its heading takes focus. */
function MovementsDrill({ drill, onClose }: { drill: Drill; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [drill]);
  const { month, figure } = drill;
  const title = `${TITLES[figure]}: ${label(month.month, 'long')}`;
  const total = (ROWS.find((r) => r.figure === figure) as FigureRow).cents(month);
  const rows =
    figure === 'fim'
      ? month.live.map((l) => ({
          contract: l.contract,
          before: null as number | null,
          after: l.cents as number | null,
        }))
      : figure === 'inicio'
        ? month.movements
            .filter((m) => m.beforeCents !== null)
            .map((m) => ({ contract: m.contract, before: m.beforeCents, after: m.afterCents }))
            .concat(
              month.live
                .filter((l) => !month.movements.some((m) => m.contract === l.contract))
                .map((l) => ({ contract: l.contract, before: l.cents, after: l.cents })),
            )
            .sort((a, b) => (b.before ?? 0) - (a.before ?? 0))
        : month.movements
            .filter((m) => m.kind === figure)
            .map((m) => ({ contract: m.contract, before: m.beforeCents, after: m.afterCents }));
  const closedFromSales = rows.some((r) => !r.contract.active && r.contract.closedFromSales);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="resultados-mrr-contratos">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <h3
            className="ui-title"
            id="resultados-mrr-contratos"
            ref={heading}
            tabIndex={-1}
            style={{ fontSize: 'var(--mantine-h5-font-size)' }}
          >
            {title}
          </h3>
          <Button variant="default" size="xs" onClick={onClose}>
            Fechar
          </Button>
        </Group>
        <Text size="sm">
          {contratos(rows.length)}, {formatCents(total)} por mês.
        </Text>
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Contrato</Table.Th>
                  <Table.Th scope="col">Cliente</Table.Th>
                  <Table.Th scope="col">Situação</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Antes, por mês
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Depois, por mês
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.contract.id}>
                    <Table.Td>
                      <ContractCell contract={r.contract} />
                    </Table.Td>
                    <Table.Td>
                      <UserText component="span">{r.contract.customer ?? 'Cliente não informado'}</UserText>
                    </Table.Td>
                    <Table.Td>
                      {r.contract.active
                        ? 'Ativo'
                        : r.contract.closedFromSales
                          ? `Encerrado; última venda em ${label(r.contract.lastMonth ?? '', 'long')}`
                          : `Encerrado; vigência terminada, conta até ${label(r.contract.lastMonth ?? '', 'long')}`}
                    </Table.Td>
                    <Table.Td ta="right">
                      {figure === 'fim' || r.before === null ? '—' : formatCents(r.before)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {figure === 'inicio' && r.after === r.before
                        ? '—'
                        : r.after === null
                          ? '—'
                          : formatCents(r.after)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {closedFromSales && (
          <Text size="sm" c="dimmed">
            A plataforma não informa quando um contrato foi encerrado: para os encerrados antes do fim da vigência, o
            último mês é o da última venda.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** MRR month by month, with what moved it; every figure but the rates opens its contracts. */
export function RecurringMovements({ movements }: { movements: MrrMovements }) {
  const [drill, setDrill] = useState<Drill | null>(null);
  const computed = movements.months.filter((m): m is MrrMonth => m !== null);
  const tables: MrrMonth[][] = [];
  for (let start = 0; start < computed.length; start += PER_TABLE)
    tables.push(computed.slice(start, start + PER_TABLE));
  const close = () => {
    const opener = drill?.opener;
    setDrill(null);
    opener?.focus();
  };
  return (
    <Stack gap="md">
      {tables.map((months) => (
        <Table.ScrollContainer key={months[0]?.month} minWidth={900}>
          <Table
            highlightOnHover
            aria-label={`Movimentos da receita recorrente, ${label((months[0] as MrrMonth).month)} a ${label((months.at(-1) as MrrMonth).month)}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Receita recorrente mensal</Table.Th>
                {months.map((m) => (
                  <Table.Th key={m.month} scope="col" ta="right">
                    {label(m.month)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROWS.map((row) => (
                <Table.Tr key={row.figure} className={row.sign ? undefined : 'results-total'}>
                  <Table.Th scope="row" style={{ minWidth: '14rem' }}>
                    {row.sign ? `${row.sign} ${row.title}` : row.title}
                  </Table.Th>
                  {months.map((m) => {
                    const cents = row.cents(m);
                    const text = formatCents(cents);
                    return (
                      <Table.Td key={m.month} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {cents !== 0 ? (
                          <button
                            type="button"
                            className="results-figure"
                            aria-label={`${row.title}, ${label(m.month, 'long')}: ${text}. Ver os contratos`}
                            onClick={(event) => setDrill({ month: m, figure: row.figure, opener: event.currentTarget })}
                          >
                            {text}
                          </button>
                        ) : (
                          text
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
              {DERIVED_ROWS.map((row) => (
                <Table.Tr key={row.title}>
                  <Table.Th scope="row">{row.title}</Table.Th>
                  {months.map((m) => (
                    <Table.Td key={m.month} ta="right">
                      {row.text(m)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ))}
      {drill && <MovementsDrill drill={drill} onClose={close} />}
      <Text size="sm" c="dimmed">
        Cada contrato entra com o valor de uma cobrança trazido para um mês e arredondado ao centavo. O mês corrente usa
        as condições atuais dos contratos ativos, o mesmo valor da tela inicial; os anteriores, a venda mais recente de
        cada contrato até o fim do mês, de modo que uma mudança de valor aparece na venda seguinte (num contrato anual,
        até um ano depois). A plataforma não informa quando um contrato foi encerrado: ele conta até o último mês que a
        vigência cobre inteiro, se ela já terminou, ou até o mês da sua última venda, e o cancelamento entra no mês
        seguinte. Taxa de cancelamento: cancelamentos sobre a receita do início do mês.
      </Text>
      {movements.startingLater.length > 0 && (
        <Text size="sm" c="dimmed">
          Mais {contratos(movements.startingLater.length)} ativos começam depois deste mês e entram no mês em que
          começam: {numbersOf(movements.startingLater)}.
        </Text>
      )}
      {movements.leftOut.length > 0 && (
        <Text size="sm" c="dimmed">
          {contratos(movements.leftOut.length)} sem frequência conhecida não entram na conta:{' '}
          {numbersOf(movements.leftOut)}.
        </Text>
      )}
    </Stack>
  );
}
