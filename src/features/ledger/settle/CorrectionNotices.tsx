import { Alert, Button, Group, List, Loader, Stack, Text } from '../../../ui/mantine/controls';
import type { Change } from './settlement-changes';

/** Where reading the settlement again stands, after a conflict. */
export type Reload =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'gone' }
  | { phase: 'loaded'; changes: Change[] };

/** What the notices call the record and its form: a settlement's correction, an installment's edit. */
export interface NoticeWords {
  changedTitle: string;
  changedText: string;
  loading: string;
  gone: string;
  goneText: string;
  since: string;
  onlyVersion: string;
  save: string;
}

export const SETTLEMENT_NOTICES: NoticeWords = {
  changedTitle: 'A baixa mudou enquanto você a corrigia',
  changedText:
    'Esta baixa foi alterada por outra pessoa ou aba depois que você a abriu, e a plataforma não aceita corrigir uma versão antiga.',
  loading: 'Carregando a versão atual da baixa…',
  gone: 'Esta baixa não existe mais',
  goneText:
    'Ela foi desfeita por outra pessoa ou aba: não há o que corrigir. Feche esta janela; o histórico mostra as baixas atuais da parcela.',
  since: 'O que mudou desde que você abriu a correção:',
  onlyVersion: 'Nenhum dos campos mostrados mudou; só a versão da baixa.',
  save: 'Salvar correção',
};

/** The conflict and reload notices of a form sent with the record's `versao`. */
export function CorrectionNotices({
  conflict,
  reload,
  onLoadCurrent,
  onUseCurrent,
  words = SETTLEMENT_NOTICES,
}: {
  conflict: boolean;
  reload: Reload;
  onLoadCurrent: () => void;
  /** Drop the user's values for the current version's. */
  onUseCurrent: () => void;
  words?: NoticeWords;
}) {
  return (
    <>
      {conflict && (
        <Alert color="orange" variant="light" role="alert" title={words.changedTitle}>
          <Stack gap="xs">
            <Text size="sm">{words.changedText} Nada foi salvo; seus valores continuam no formulário.</Text>
            <Text size="sm">
              Carregue a versão atual para ver o que mudou; depois, se ainda quiser, salve as suas alterações sobre ela.
            </Text>
            <Group>
              <Button variant="light" color="orange" onClick={onLoadCurrent}>
                Carregar a versão atual
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {reload.phase === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{words.loading}</Text>
        </Group>
      )}
      {reload.phase === 'failed' && (
        <Alert color="red" variant="light" role="alert" title="Não foi possível carregar a versão atual">
          <Stack gap="xs">
            <Text size="sm">{reload.message}</Text>
            <Group>
              <Button variant="light" color="red" onClick={onLoadCurrent}>
                Tentar novamente
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {reload.phase === 'gone' && (
        <Alert color="red" variant="light" role="alert" title={words.gone}>
          {words.goneText}
        </Alert>
      )}
      {reload.phase === 'loaded' && (
        <Alert color="blue" variant="light" role="status" title="Versão atual carregada">
          <Stack gap="xs">
            {reload.changes.length ? (
              <>
                <Text size="sm">{words.since}</Text>
                <List size="sm" data-testid="settlement-changes">
                  {reload.changes.map((c) => (
                    <List.Item key={c.label}>
                      {c.label}: de {c.before} para {c.after}
                    </List.Item>
                  ))}
                </List>
              </>
            ) : (
              <Text size="sm">{words.onlyVersion}</Text>
            )}
            <Text size="sm">
              O que você alterou continua no formulário; os demais campos passaram a mostrar os valores atuais. Clique
              em “{words.save}” para aplicar as suas alterações sobre a versão atual, ou descarte-as e fique com os
              valores atuais.
            </Text>
            <Group>
              <Button variant="light" onClick={onUseCurrent}>
                Usar os valores atuais
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}
