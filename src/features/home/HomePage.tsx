import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { panelKeys, panelQueries } from '../../api/panel';
import { platformToday } from '../../lib/dates';
import { Anchor, SimpleGrid, Stack, Text } from '../../ui/mantine/controls';
import { PageHeader } from '../../ui/plain/PageHeader';
import { RefreshButton } from '../../ui/mantine/RefreshButton';
import { contractsHref } from '../../ui/plain/list-links';
import { PanelCard } from '../../ui/mantine/PanelCard';
import { DueSoonBlock, OverdueBlock, PayablesBlock } from './DueBlocks';
import { contratos } from '../../lib/nouns';
import { RecurringBlock } from './RecurringBlock';
import { AppLink } from '../../ui/plain/AppLink';
import { formatCents } from '../../lib/money';
import { monthLabel } from '../../lib/months';

function ContractsBlock() {
  const query = useQuery(panelQueries.contracts());
  return (
    <PanelCard title="Contratos" query={query}>
      {(counts) => (
        <Stack gap={4}>
          <Anchor component={AppLink} to={contractsHref('PROXIMO_AO_VENCIMENTO')}>
            {contratos(counts.endingSoon)} terminando nos próximos 30 dias
          </Anchor>
          <Anchor component={AppLink} to={contractsHref('ATIVO')}>
            {contratos(counts.active)} {counts.active === 1 ? 'ativo' : 'ativos'}
          </Anchor>
        </Stack>
      )}
    </PanelCard>
  );
}

function MissingNotesBlock({ today }: { today: string }) {
  const query = useQuery(panelQueries.missingNotes(today));
  return (
    <PanelCard title="Notas fiscais" query={query}>
      {(missing) => (
        <Stack gap={4}>
          <Anchor component={AppLink} to={`/notas/sem-nota?mes=${missing.month}`}>
            Vendas sem nota fiscal: {missing.rows.length}, {formatCents(missing.cents)}
          </Anchor>
          <Text size="xs" c="dimmed">
            Vendas de contrato de {monthLabel(missing.month)}
          </Text>
        </Stack>
      )}
    </PanelCard>
  );
}

function CapturesBlock() {
  const query = useQuery(panelQueries.captures());
  return (
    <PanelCard title="Capturas para revisar" query={query}>
      {(captures) =>
        captures.length === 0 ? (
          <Text size="sm">Nenhum documento enviado deste navegador espera revisão.</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">
              {captures.length === 1 ? '1 documento espera' : `${captures.length} documentos esperam`} sua revisão:
            </Text>
            {captures.slice(0, 5).map((c) => (
              <Anchor
                key={c.captureId}
                component={AppLink}
                to={`/captura/${encodeURIComponent(c.captureId)}`}
                size="sm"
              >
                {c.nome}
              </Anchor>
            ))}
            {captures.length > 5 && (
              <Anchor component={AppLink} to="/captura" size="sm">
                Ver todos
              </Anchor>
            )}
          </Stack>
        )
      }
    </PanelCard>
  );
}

/** `/`: what needs doing today, each figure a link to exactly its records. */
export default function HomePage({ today: fixedToday }: { today?: string }) {
  const [today] = useState(() => fixedToday ?? platformToday());
  return (
    <Stack>
      <PageHeader title="Hoje" actions={<RefreshButton queryKey={panelKeys.all} />} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <OverdueBlock today={today} />
        <DueSoonBlock today={today} />
        <PayablesBlock today={today} />
        <ContractsBlock />
        <RecurringBlock today={today} />
        <MissingNotesBlock today={today} />
        <CapturesBlock />
      </SimpleGrid>
    </Stack>
  );
}
