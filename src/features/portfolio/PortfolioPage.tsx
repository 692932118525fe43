import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { listenForChanges } from '../../api/refresh';
import { isApiError, signalFor } from '../../api/http';
import { readCompanyFigures, type CompanyFigures } from '../../api/portfolio';
import { useAuthSession } from '../../auth/AuthContext';
import {
  addressOf,
  companyPath,
  currentCompanyKey,
  PORTFOLIO_PATH,
  readCompanies,
  type CompanyEntry,
} from '../../auth/companies';
import { sessionOf, signOutEverywhere } from '../../auth/company-sessions';
import type { AuthSession } from '../../auth/session';
import { dueNextRange, dueSoonRange, dueTodayRange, overdueRange } from '../../lib/home-panel';
import { todayIso } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { Anchor, Button, Group, Stack, Text } from '../../ui/mantine/controls';
import { Table } from '../../ui/plain/Table';
import { payablesHref, receivablesHref } from '../../ui/plain/list-links';
import { PageHeader } from '../../ui/plain/PageHeader';
import { ReadAt } from '../../ui/plain/ReadAt';
import { dias, parcelas } from '../../lib/nouns';
import { countOf } from '../../lib/text';

const BASE = import.meta.env.BASE_URL;
/** How long a company's figures are kept before they are read again. */
const FIGURES_STALE_MS = 5 * 60_000;

/** The company's session is over in this tab: it is signed in to again from here. */
class SessionEndedError extends Error {
  constructor() {
    super('A sessão desta empresa terminou.');
  }
}

const ended = (error: unknown) => error instanceof SessionEndedError || (isApiError(error) && error.status === 401);

/** A figure that opens the company's list of exactly its records (a page of that company). */
function FigureLink({ company, to, children }: { company: string; to: string; children: ReactNode }) {
  return <Anchor href={addressOf(BASE, companyPath(company, to))}>{children}</Anchor>;
}

function Sum({ company, to, sum }: { company: string; to: string; sum: { count: number; cents: number } }) {
  return (
    <FigureLink company={company} to={to}>
      {formatCents(sum.cents)}
      <Text span size="xs" c="dimmed" display="block">
        {parcelas(sum.count)}
      </Text>
    </FigureLink>
  );
}

function FigureCells({ company, figures, today }: { company: string; figures: CompanyFigures; today: string }) {
  const { overdue } = figures;
  return (
    <>
      <Table.Td ta="right">
        <Sum company={company} to={receivablesHref(overdueRange(today))} sum={overdue} />
        {overdue.oldestDays !== null && (
          <Text size="xs" c="dimmed">
            a mais antiga há {dias(overdue.oldestDays)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Sum company={company} to={receivablesHref(dueTodayRange(today))} sum={figures.dueToday} />
      </Table.Td>
      <Table.Td ta="right">
        <Sum company={company} to={receivablesHref(dueNextRange(today))} sum={figures.dueNext7} />
      </Table.Td>
      <Table.Td ta="right">
        <Sum company={company} to={payablesHref(overdueRange(today))} sum={figures.payablesOverdue} />
      </Table.Td>
      <Table.Td ta="right">
        <Sum company={company} to={payablesHref(dueSoonRange(today))} sum={figures.payablesDue} />
      </Table.Td>
      <Table.Td ta="right">
        {figures.balanceCents === null ? (
          <Text size="sm" c="dimmed">
            sem saldo
          </Text>
        ) : (
          <FigureLink company={company} to="/caixa">
            {formatCents(figures.balanceCents)}
          </FigureLink>
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

/** One company's figures: read with its own session, shown as they arrive, failing on their own. */
const companyQuery = (company: CompanyEntry, session: AuthSession, today: string) => ({
  queryKey: ['portfolio', company.key, today],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    if (!(await session.load())) throw new SessionEndedError();
    return readCompanyFigures(today, signalFor(session.connection(), signal));
  },
  staleTime: FIGURES_STALE_MS,
  retry: (count: number, error: unknown) => !ended(error) && count < 2,
});

/** Figure columns after the company's. */
const COLUMNS = 6;

function CompanyRow({
  company,
  session,
  today,
  onFigures,
}: {
  company: CompanyEntry;
  session: AuthSession;
  today: string;
  /** The figures as they arrive, for the totals. */
  onFigures: (key: string, figures: CompanyFigures) => void;
}) {
  const signIn = useAuthSession();
  const query = useQuery(companyQuery(company, session, today));
  const { data } = query;
  useEffect(() => {
    if (data) onFigures(company.key, data);
  }, [company.key, data, onFigures]);
  let cells: ReactNode;
  if (query.data) cells = <FigureCells company={company.key} figures={query.data} today={today} />;
  else if (query.isError)
    cells = (
      <Table.Td colSpan={COLUMNS} role={ended(query.error) ? undefined : 'alert'}>
        {ended(query.error) ? (
          <Group gap="sm">
            <Text size="sm">A sessão desta empresa terminou.</Text>
            <Button size="xs" variant="light" onClick={() => void signIn.signIn(PORTFOLIO_PATH)}>
              Entrar de novo
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <Text size="sm" c="red">
              {query.error instanceof Error ? query.error.message : 'Erro inesperado.'}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Tentar de novo
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
        <Anchor href={addressOf(BASE, companyPath(company.key))} fw={600}>
          {company.name}
        </Anchor>
        {company.document && (
          <Text size="xs" c="dimmed">
            {company.document}
          </Text>
        )}
        <ReadAt queries={[query]} />
      </Table.Th>
      {cells}
    </Table.Tr>
  );
}

const add = (a: { count: number; cents: number }, b: { count: number; cents: number }) => ({
  count: a.count + b.count,
  cents: a.cents + b.cents,
});
const ZERO = { count: 0, cents: 0 };

/** The sums of the rows read; it says how many companies they are when some are not. */
function TotalsRow({ figures, of }: { figures: CompanyFigures[]; of: number }) {
  const sum = (pick: (f: CompanyFigures) => { count: number; cents: number }) =>
    figures.reduce((total, f) => add(total, pick(f)), ZERO);
  const known = figures.filter((f) => f.balanceCents !== null);
  // Accounts left out of a company's balance are left out of the total too: it says so.
  const unread = known.reduce((n, f) => n + f.unreadAccounts, 0);
  const cell = (s: { count: number; cents: number }) => (
    <Table.Td ta="right" fw={700}>
      {formatCents(s.cents)}
      <Text span size="xs" c="dimmed" display="block" fw={400}>
        {parcelas(s.count)}
      </Text>
    </Table.Td>
  );
  return (
    <Table.Tr>
      <Table.Th scope="row">
        Total
        {figures.length < of && (
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
        {formatCents(known.reduce((t, f) => t + (f.balanceCents ?? 0), 0))}
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
    </Table.Tr>
  );
}

/** Every company this tab is signed in to, side by side, each read with its own session. */
export default function PortfolioPage({ today: fixedToday }: { today?: string }) {
  const session = useAuthSession();
  const [today] = useState(() => fixedToday ?? todayIso('America/Sao_Paulo'));
  const [companies] = useState(readCompanies);
  // Sessions live as long as the page: nothing is disposed on unmount (StrictMode remounts).
  const [sessions] = useState(() => new Map(companies.map((c) => [c.key, sessionOf(session, c.key)])));
  // A change in a company's tab reads that company's row again.
  const queryClient = useQueryClient();
  useEffect(() => listenForChanges(queryClient), [queryClient]);
  const [figures, setFigures] = useState<ReadonlyMap<string, CompanyFigures>>(() => new Map());
  const onFigures = useCallback(
    (key: string, read: CompanyFigures) => setFigures((known) => new Map(known).set(key, read)),
    [],
  );
  const [back] = useState(() => companies.find((c) => c.key === currentCompanyKey()));
  return (
    <Stack>
      <PageHeader
        title="Carteira de empresas"
        actions={
          <>
            {back && <Anchor href={addressOf(BASE, companyPath(back.key))}>Voltar para {back.name}</Anchor>}
            <Button variant="default" onClick={() => void session.signIn(PORTFOLIO_PATH)}>
              Adicionar empresa
            </Button>
            {companies.length > 0 && (
              <Button variant="default" onClick={() => void signOutEverywhere(session)}>
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
          <Table striped verticalSpacing="sm" aria-label="Empresas conectadas">
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
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.map((c) => (
                <CompanyRow
                  key={c.key}
                  company={c}
                  session={sessions.get(c.key) as AuthSession}
                  today={today}
                  onFigures={onFigures}
                />
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <TotalsRow figures={[...figures.values()]} of={companies.length} />
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
