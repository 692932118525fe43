import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Connection } from '../../api/http';
import { companyFiguresQuery, companyMissingNotesQuery, sessionEnded, type CompanyFigures } from '../../api/portfolio';
import { listenForChanges } from '../../api/refresh';
import { platformToday } from '../../lib/dates';
import { dueNextRange, dueSoonRange, dueTodayRange, overdueRange } from '../../lib/home-panel';
import { formatCents } from '../../lib/money';
import { dias, parcelas, vendas } from '../../lib/nouns';
import { countOf } from '../../lib/text';
import { Anchor, Button, Group, Stack, Text } from '../../ui/mantine/controls';
import { payablesHref, receivablesHref } from '../../ui/plain/list-links';
import { PageHeader } from '../../ui/plain/PageHeader';
import { ReadAt } from '../../ui/plain/ReadAt';
import { Table } from '../../ui/plain/Table';

// The results read a year of entries per company: their code comes with them, off the route's.
const PortfolioResults = lazy(() => import('./PortfolioResults'));

/** A company of this tab, as the portfolio names it. */
export interface PortfolioCompany {
  key: string;
  name: string;
  document: string | null;
}

/** What the portfolio needs of the tab's sign-in; the app layer gives it. */
export interface PortfolioAccess {
  companies: readonly PortfolioCompany[];
  /** The company whose page the portfolio was opened from, if any. */
  current: string | null;
  /** The address of a company's page: a page load, since a page shows one company. */
  hrefOf: (company: string, path?: string) => string;
  /** The company's connection for its reads; null when its session in this tab is over. */
  connect: (company: string) => Promise<Connection | null>;
  /** Signs in to a company (another, or the same again) and comes back here. */
  signIn: () => void;
  signOutEverywhere: () => void;
}

/** A figure that opens the company's list of exactly its records. */
function Sum({ href, sum }: { href: string; sum: { count: number; cents: number } }) {
  return (
    <Anchor fz="inherit" href={href}>
      {formatCents(sum.cents)}
      <Text span size="xs" c="dimmed" display="block">
        {parcelas(sum.count)}
      </Text>
    </Anchor>
  );
}

function FigureCells({
  hrefOf,
  figures,
  today,
}: {
  /** The address of a screen of the row's company. */
  hrefOf: (path: string) => string;
  figures: CompanyFigures;
  today: string;
}) {
  const { overdue } = figures;
  return (
    <>
      <Table.Td ta="right">
        <Sum href={hrefOf(receivablesHref(overdueRange(today)))} sum={overdue} />
        {overdue.oldestDays !== null && (
          <Text size="xs" c="dimmed">
            a mais antiga há {dias(overdue.oldestDays)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Sum href={hrefOf(receivablesHref(dueTodayRange(today)))} sum={figures.dueToday} />
      </Table.Td>
      <Table.Td ta="right">
        <Sum href={hrefOf(receivablesHref(dueNextRange(today)))} sum={figures.dueNext7} />
      </Table.Td>
      <Table.Td ta="right">
        <Sum href={hrefOf(payablesHref(overdueRange(today)))} sum={figures.payablesOverdue} />
      </Table.Td>
      <Table.Td ta="right">
        <Sum href={hrefOf(payablesHref(dueSoonRange(today)))} sum={figures.payablesDue} />
      </Table.Td>
      <Table.Td ta="right">
        {figures.balanceError !== null ? (
          <Text size="sm" c="red" title={figures.balanceError}>
            saldo indisponível
          </Text>
        ) : figures.balanceCents === null ? (
          <Text size="sm" c="dimmed">
            sem saldo
          </Text>
        ) : (
          <Anchor fz="inherit" href={hrefOf('/caixa')}>
            {formatCents(figures.balanceCents)}
          </Anchor>
        )}
        {figures.unreadAccounts > 0 && figures.balanceCents !== null && (
          <Text size="xs" c="dimmed">
            fora {countOf(figures.unreadAccounts, 'conta', 'contas')} sem saldo informado
          </Text>
        )}
      </Table.Td>
    </>
  );
}

/** Figure columns after the company's (the notes' own cell apart). */
const COLUMNS = 6;

/** Last month's contract sales without a note: read on its own, so the other figures never wait on it. */
function MissingNotesCell({ company, access, today }: { company: string; access: PortfolioAccess; today: string }) {
  const query = useQuery(companyMissingNotesQuery(company, today, access.connect));
  if (query.data)
    return (
      <Table.Td ta="right">
        <Anchor fz="inherit" href={access.hrefOf(company, `/notas/sem-nota?mes=${query.data.month}`)}>
          {formatCents(query.data.cents)}
          <Text span size="xs" c="dimmed" display="block">
            {vendas(query.data.rows.length)}
          </Text>
        </Anchor>
      </Table.Td>
    );
  return (
    <Table.Td ta="right" aria-busy={query.isPending || undefined}>
      <Text size="sm" c="dimmed">
        {query.isError ? 'indisponível' : 'Carregando…'}
      </Text>
    </Table.Td>
  );
}

function CompanyRow({
  company,
  access,
  today,
  onFigures,
}: {
  company: PortfolioCompany;
  access: PortfolioAccess;
  today: string;
  /** The figures as they arrive, for the totals. */
  onFigures: (key: string, figures: CompanyFigures) => void;
}) {
  const query = useQuery(companyFiguresQuery(company.key, today, access.connect));
  const { data } = query;
  useEffect(() => {
    if (data) onFigures(company.key, data);
  }, [company.key, data, onFigures]);
  let cells: ReactNode;
  if (query.data)
    cells = <FigureCells hrefOf={(path) => access.hrefOf(company.key, path)} figures={query.data} today={today} />;
  else if (query.isError)
    cells = (
      <Table.Td colSpan={COLUMNS} role={sessionEnded(query.error) ? undefined : 'alert'}>
        {sessionEnded(query.error) ? (
          <Group gap="sm">
            <Text size="sm">A sessão desta empresa terminou.</Text>
            <Button size="xs" variant="light" onClick={access.signIn}>
              Entrar de novo
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <Text size="sm" c="red">
              {query.error instanceof Error ? query.error.message : 'Erro inesperado.'}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        )}
      </Table.Td>
    );
  else
    cells = (
      <Table.Td colSpan={COLUMNS}>
        <Text size="sm" c="dimmed" role="status">
          Carregando os números…
        </Text>
      </Table.Td>
    );
  return (
    <Table.Tr aria-busy={query.isPending || undefined}>
      <Table.Th scope="row">
        <Anchor fz="inherit" href={access.hrefOf(company.key)} fw={600}>
          {company.name}
        </Anchor>
        {company.document && (
          <Text size="xs" c="dimmed">
            {/* A narrow column breaks a CNPJ after its slash, never inside a number. */}
            {company.document.split('/').map((part, i, all) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                <span style={{ whiteSpace: 'nowrap' }}>{i < all.length - 1 ? `${part}/` : part}</span>
              </Fragment>
            ))}
          </Text>
        )}
        <ReadAt queries={[query]} />
      </Table.Th>
      {cells}
      {query.isError && sessionEnded(query.error) ? (
        <Table.Td />
      ) : (
        <MissingNotesCell company={company.key} access={access} today={today} />
      )}
    </Table.Tr>
  );
}

const add = (a: { count: number; cents: number }, b: { count: number; cents: number }) => ({
  count: a.count + b.count,
  cents: a.cents + b.cents,
});
const ZERO = { count: 0, cents: 0 };

/** The sales without a note of every company whose cell has read them (the cells' own queries). */
function MissingNotesTotal({ access, today }: { access: PortfolioAccess; today: string }) {
  const reads = useQueries({
    queries: access.companies.map((c) => companyMissingNotesQuery(c.key, today, access.connect)),
  });
  const read = reads.flatMap((q) => (q.data ? [q.data] : []));
  if (read.length === 0) return <Table.Td ta="right">—</Table.Td>;
  return (
    <Table.Td ta="right" fw={700}>
      {formatCents(read.reduce((t, d) => t + d.cents, 0))}
      <Text span size="xs" c="dimmed" display="block" fw={400}>
        {vendas(read.reduce((n, d) => n + d.rows.length, 0))}
        {read.length < reads.length && ` de ${read.length} de ${reads.length} empresas`}
      </Text>
    </Table.Td>
  );
}

/** The sums of the rows read; it says how many companies they are when some are not. */
function TotalsRow({
  figures,
  of,
  notes,
}: {
  figures: CompanyFigures[];
  of: number;
  /** The last column's total. */
  notes: ReactNode;
}) {
  const sum = (pick: (f: CompanyFigures) => { count: number; cents: number }) =>
    figures.reduce((total, f) => add(total, pick(f)), ZERO);
  const known = figures.filter((f) => f.balanceCents !== null);
  // Accounts left out of a company's balance are left out of the total too: it says so.
  const unread = known.reduce((n, f) => n + f.unreadAccounts, 0);
  // Nothing read yet: no sum to show, rather than zeros.
  const none = figures.length === 0;
  const cell = (s: { count: number; cents: number }) => (
    <Table.Td ta="right" fw={700}>
      {none ? '—' : formatCents(s.cents)}
      {!none && (
        <Text span size="xs" c="dimmed" display="block" fw={400}>
          {parcelas(s.count)}
        </Text>
      )}
    </Table.Td>
  );
  return (
    <Table.Tr>
      <Table.Th scope="row">
        Total
        {figures.length < of && !none && (
          <Text size="xs" c="dimmed" fw={400}>
            de {figures.length} de {of} empresas
          </Text>
        )}
      </Table.Th>
      {cell(sum((f) => f.overdue))}
      {cell(sum((f) => f.dueToday))}
      {cell(sum((f) => f.dueNext7))}
      {cell(sum((f) => f.payablesOverdue))}
      {cell(sum((f) => f.payablesDue))}
      <Table.Td ta="right" fw={700}>
        {none ? '—' : formatCents(known.reduce((t, f) => t + (f.balanceCents ?? 0), 0))}
        {known.length < figures.length && (
          <Text span size="xs" c="dimmed" display="block" fw={400}>
            sem o saldo de {countOf(figures.length - known.length, 'empresa', 'empresas')}
          </Text>
        )}
        {unread > 0 && (
          <Text span size="xs" c="dimmed" display="block" fw={400}>
            fora {countOf(unread, 'conta', 'contas')} sem saldo informado
          </Text>
        )}
      </Table.Td>
      {notes}
    </Table.Tr>
  );
}

/** Every company this tab is signed in to, side by side, each read with its own session. */
export default function PortfolioPage({ access, today: fixedToday }: { access: PortfolioAccess; today?: string }) {
  const [today] = useState(() => fixedToday ?? platformToday());
  const { companies } = access;
  // A change in a company's tab reads that company's row again.
  const queryClient = useQueryClient();
  useEffect(() => listenForChanges(queryClient), [queryClient]);
  const [figures, setFigures] = useState<ReadonlyMap<string, CompanyFigures>>(() => new Map());
  const onFigures = useCallback(
    (key: string, read: CompanyFigures) => setFigures((known) => new Map(known).set(key, read)),
    [],
  );
  const back = companies.find((c) => c.key === access.current);
  return (
    <Stack>
      <PageHeader
        title="Carteira de empresas"
        actions={
          <>
            {back && <Anchor href={access.hrefOf(back.key)}>Voltar para {back.name}</Anchor>}
            <Button variant="default" onClick={access.signIn}>
              Adicionar empresa
            </Button>
            {companies.length > 0 && (
              <Button variant="default" onClick={access.signOutEverywhere}>
                Sair de todas
              </Button>
            )}
          </>
        }
      />
      {companies.length === 0 ? (
        <Text>Nenhuma empresa conectada neste navegador. Entre para ver os números de uma empresa.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" data-gutters="narrow" aria-label="Empresas conectadas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Empresa</Table.Th>
                <Table.Th scope="col" ta="right">
                  A receber em atraso
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  A receber hoje
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  A receber nos próximos 7 dias
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  A pagar em atraso
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  A pagar hoje e em 7 dias
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Saldo em conta
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Vendas sem nota fiscal (mês passado)
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.map((c) => (
                <CompanyRow key={c.key} company={c} access={access} today={today} onFigures={onFigures} />
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <TotalsRow
                figures={[...figures.values()]}
                of={companies.length}
                notes={<MissingNotesTotal access={access} today={today} />}
              />
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
      {companies.length > 0 && (
        <Suspense
          fallback={
            <Text size="sm" c="dimmed">
              Lendo os resultados…
            </Text>
          }
        >
          <PortfolioResults access={access} today={today} />
        </Suspense>
      )}
    </Stack>
  );
}
