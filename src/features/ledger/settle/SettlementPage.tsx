import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { receivableQueries, type Installment, type Settlement } from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '../../../ui/mantine/controls';
import { Money } from '../../../ui/plain/format';
import { toCents } from '../../../lib/money';
import { PageHeader } from '../../../ui/plain/PageHeader';
import { QueryError } from '../../../ui/plain/QueryError';
import { useReturnFocus } from '../../../ui/plain/return-focus';
import { wordsOfPath } from '../list/sides';
import { BACK_FROM, cameFrom, stateValue } from './came-from';
import type { EditMode } from './EditInstallmentDialog';
import { InstallmentEditing } from './InstallmentEditing';
import { InstallmentHistory } from './InstallmentHistory';
import { InstallmentSummary } from './InstallmentSummary';
import { refusedText } from './refused';
import { SettlementForm } from './SettlementForm';
import type { AccountName } from './SettlementsTable';
import { settlementName } from './settlement-name';
import { AppLink } from '../../../ui/plain/AppLink';
import { isApiError } from '../../../api/http';
import { NotFound } from '../../../ui/mantine/NotFound';

/** In the settlement's address state: it was opened from the installment's own page. */
const FROM_PAGE = 'daParcela';

/** The undo dialog (a Modal, its focus trap and scroll lock) loads on the first "Desfazer". */
const UndoSettlementDialog = lazy(() => import('./UndoSettlementDialog'));
/** The correction form loads on the first "Corrigir". */
const CorrectSettlementDialog = lazy(() => import('./CorrectSettlementDialog'));

/**
 * An installment's page: summary, settlements, its edit and write-off and, on `/baixa`, the
 * settlement form and the edit (their drafts need a `draftOwner`); on `/editar` and `/renegociar`, their dialog opens at once.
 */
export default function SettlementPage({
  draftOwner,
  author,
  view = false,
  edit,
}: {
  draftOwner?: string | undefined;
  /** The signed-in user as the installment's history names them. */
  author?: string | undefined;
  view?: boolean;
  edit?: EditMode | 'renegotiate';
} = {}) {
  const { parcelaId = '' } = useParams();
  const detail = useQuery(receivableQueries.detail(parcelaId));
  const accounts = useQuery(referenceQueries.accounts(''));
  const [result, setResult] = useState<Settlement | null>(null);
  // The form and its button give way to the result, and the result to the next form ("Registrar
  // outra baixa"): the focus goes to what replaced them.
  const another = useRef(false);
  useEffect(() => {
    if (result) document.getElementById('baixa-registrada')?.focus();
    else if (another.current) document.getElementById('form-titulo')?.focus();
    another.current = false;
  }, [result]);
  const [undoing, setUndoing] = useState<Settlement | null>(null);
  const [undoAsked, setUndoAsked] = useState(false);
  const [undone, setUndone] = useState<Settlement | null>(null);
  const [correcting, setCorrecting] = useState<Settlement | null>(null);
  const [correctAsked, setCorrectAsked] = useState(false);
  const [corrected, setCorrected] = useState<{ before: Settlement; after: Settlement } | null>(null);
  // Back to where the user came from, else the default list.
  const location = useLocation();
  const navigate = useNavigate();
  const words = wordsOfPath(location.pathname);
  const { from, back: backLabel, see } = cameFrom(location.state, words);
  // Opened from the installment's own page: "Cancelar" goes back there.
  const fromPage = stateValue(location.state, FROM_PAGE) !== undefined;
  // The dialogs return focus to their trigger, a neighbour, else the installment's title.
  const focus = useReturnFocus(() => document.getElementById('parcela-titulo'));

  // The settlements as listed by the platform; the installment's own `baixas` until then.
  const settlements = useQuery(receivableQueries.settlements(parcelaId));

  // A read names the account (an object); a write answer only gives its id.
  const accountName: AccountName = (conta) => {
    if (!conta) return '—';
    if (conta.nome) return conta.nome;
    return accounts.data?.items.find((a) => a.id === conta.id)?.nome ?? '—';
  };

  const installment = detail.data;
  // Back on the list, the focus goes to this installment's row.
  const backState = { [BACK_FROM]: parcelaId };
  const back = (
    <Button component={AppLink} to={from} state={backState} variant="default">
      {backLabel}
    </Button>
  );

  // An address of no installment (unknown, or not an id at all): nothing to try again.
  if (detail.isError && isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400))
    return (
      <NotFound title="Parcela não encontrada" backTo={from} backLabel={backLabel}>
        A parcela deste endereço não existe, foi excluída ou é de outra empresa.
      </NotFound>
    );

  return (
    <Stack gap="md">
      <PageHeader title={view ? 'Parcela' : 'Registrar baixa'} actions={back} />
      {detail.isPending ? (
        <Center p="xl">
          <Loader aria-label="Carregando a parcela" />
        </Center>
      ) : detail.isError ? (
        <QueryError title="Não foi possível carregar a parcela" query={detail} />
      ) : installment ? (
        <>
          <InstallmentSummary
            installment={installment}
            settlements={settlements.data ?? installment.baixas}
            accountName={accountName}
            onUndo={(settlement, opener) => {
              focus.remember(opener);
              setUndoAsked(true);
              setUndoing(settlement);
            }}
            onCorrect={(settlement, opener) => {
              focus.remember(opener);
              setCorrectAsked(true);
              setCorrecting(settlement);
            }}
          />
          <InstallmentEditing
            installment={installment}
            startWith={edit}
            author={author}
            draftOwner={draftOwner}
            onRemember={(opener) => focus.remember(opener)}
            onRestore={() => focus.restore()}
            onDoneFromRow={() => void navigate(from, { state: backState })}
          />
          {correctAsked && (
            <Suspense fallback={null}>
              <CorrectSettlementDialog
                installment={installment}
                settlement={correcting}
                onClose={() => {
                  setCorrecting(null);
                  focus.restore();
                }}
                onCorrected={(before, after) => {
                  setCorrecting(null);
                  setUndone(null);
                  setCorrected({ before, after });
                  focus.restore();
                }}
              />
            </Suspense>
          )}
          {corrected && (
            <ChangedAlert change="corrected" installment={installment} onClose={() => setCorrected(null)}>
              A baixa de {settlementName(corrected.before)} foi corrigida: agora é de{' '}
              <strong data-testid="corrected-settlement">{settlementName(corrected.after)}</strong>.
            </ChangedAlert>
          )}
          {undoAsked && (
            <Suspense fallback={null}>
              <UndoSettlementDialog
                parcelaId={installment.id}
                settlement={undoing}
                onClose={() => {
                  setUndoing(null);
                  focus.restore();
                }}
                onUndone={(undone) => {
                  setUndoing(null);
                  setResult(null);
                  setCorrected(null);
                  setUndone(undone);
                  focus.restore();
                }}
              />
            </Suspense>
          )}
          {undone && (
            <ChangedAlert change="undone" installment={installment} onClose={() => setUndone(null)}>
              A baixa de {settlementName(undone)} foi excluída.
            </ChangedAlert>
          )}
          {result ? (
            <Alert
              color="green"
              variant="light"
              title="Baixa registrada"
              role="status"
              tabIndex={-1}
              id="baixa-registrada"
              data-testid="settlement-result"
            >
              <Stack gap="xs">
                <Text size="sm">
                  {words.settlement} de <strong data-testid="settlement-name">{settlementName(result)}</strong>{' '}
                  registrado
                  {result.conta ? ` em ${accountName(result.conta)}` : ''}
                  {toCents(result.valorLiquido) !== toCents(result.composicao.valor_bruto ?? 0) && (
                    <>
                      , valor líquido{' '}
                      <strong data-testid="settlement-net">
                        <Money value={result.valorLiquido} />
                      </strong>
                    </>
                  )}
                  ; ele aparece em “Baixas anteriores”, acima.
                </Text>
                <Text size="sm">
                  Nova situação da parcela: <strong data-testid="installment-status">{installment.statusLabel}</strong>
                  {installment.settleable && (
                    <>
                      {' '}
                      (em aberto: <Money value={installment.nao_pago} />)
                    </>
                  )}
                  .
                </Text>
                <Group gap="sm">
                  {installment.settleable && (
                    <Button
                      variant="light"
                      onClick={() => {
                        another.current = true;
                        setResult(null);
                      }}
                    >
                      Registrar outra baixa
                    </Button>
                  )}
                  <Anchor component={AppLink} to={from} state={backState}>
                    {see}
                  </Anchor>
                </Group>
              </Stack>
            </Alert>
          ) : installment.settleable && view ? (
            <Group>
              <Button
                component={AppLink}
                to={`${words.path}/${encodeURIComponent(installment.id)}/baixa`}
                state={{ ...(location.state as object | null), [FROM_PAGE]: true }}
              >
                Registrar baixa
              </Button>
            </Group>
          ) : installment.settleable ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="form-titulo">
              <Title order={2} size="h4" id="form-titulo" mb="sm" tabIndex={-1}>
                Dados do pagamento
              </Title>
              {/* Keyed by the installment only: a refresh (a new version, after a correction
                  or an undo too) updates the summary, the open amount and the gross value the
                  form prefilled, but never what the user typed. After a settlement the form
                  unmounts (the result shows), so "Registrar outra baixa" starts afresh from
                  the new open amount. */}
              <SettlementForm
                key={installment.id}
                installment={installment}
                onSettled={(settlement) => {
                  setUndone(null);
                  setResult(settlement);
                }}
                backTo={fromPage ? `${words.path}/${encodeURIComponent(installment.id)}` : from}
                backState={fromPage ? location.state : backState}
                draftOwner={draftOwner}
              />
            </Paper>
          ) : (
            <Alert color="gray" variant="light" title="Baixa indisponível" role="status">
              {refusedText(installment)}
            </Alert>
          )}
          {view && <InstallmentHistory installment={installment} />}
        </>
      ) : null}
    </Stack>
  );
}

const CHANGES = {
  corrected: { color: 'green', title: 'Baixa corrigida', statusTestId: 'installment-status-after-correction' },
  undone: { color: 'blue', title: 'Baixa desfeita', statusTestId: 'installment-status-after-undo' },
};

/** A settlement corrected or undone: what changed, then the installment's new status. */
function ChangedAlert({
  change,
  installment,
  onClose,
  children,
}: {
  change: keyof typeof CHANGES;
  installment: Installment;
  onClose: () => void;
  children: ReactNode;
}) {
  const { color, title, statusTestId } = CHANGES[change];
  return (
    <Alert color={color} variant="light" title={title} role="status" withCloseButton onClose={onClose}>
      {children} Nova situação da parcela: <strong data-testid={statusTestId}>{installment.statusLabel}</strong> (em
      aberto: <Money value={installment.nao_pago} />
      ).
    </Alert>
  );
}
