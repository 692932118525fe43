import { ErrorAlert } from '../../../ui/ErrorAlert';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/http';
import { useCreateQuote } from '../../../api/quotes';
import { todayIso } from '../../../lib/dates';
import { labelsOf } from '../../../ui/form/draft';
import { LabelsProvider, useChosenLabels } from '../../../ui/form/fields';
import { useDraft, useKeepDraft } from '../../../ui/form/useDraft';
import { parseServerErrors } from '../../../ui/form/values';
import { PageHeader } from '../../../ui/PageHeader';
import {
  emptyQuoteValues,
  isQuoteField,
  quoteDraft,
  quoteFormSchema,
  type QuoteFormOutput,
  type QuoteFormValues,
} from './form-schema';
import { QuoteHeaderSection } from './QuoteHeaderSection';
import { QuoteItemsSection } from './QuoteItemsSection';
import { QuoteNotesSection } from './QuoteNotesSection';
import { QuoteValueSection } from './QuoteValueSection';
import { DraftRestoredBanner } from '../../../ui/form/DraftRestoredBanner';

/**
 * `/orcamentos/novo` (docs/decisions/0502): one form in sections, each in its own file;
 * the draft is kept per user (`draftOwner`, the signed-in user's id; none without one).
 */
export default function QuoteCreatePage({ draftOwner }: { draftOwner?: string | undefined }) {
  const navigate = useNavigate();
  const [today] = useState(() => todayIso());
  const draft = useDraft<QuoteFormValues, { labels: Record<string, string> }>(
    quoteDraft,
    draftOwner ? { owner: draftOwner } : null,
  );
  const [draftBanner, setDraftBanner] = useState(draft.restored !== null);
  const labels = useChosenLabels(labelsOf(draft.restored?.extra));
  const [serverError, setServerError] = useState<string[] | null>(null);
  const create = useCreateQuote();

  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: draft.restored?.values ?? emptyQuoteValues(today),
    // On submit, not on blur: a blur error shifting the layout would swallow the click on
    // the submit button (see the contract wizard). Errors then update as the user types.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, formState, setError, reset } = form;
  useKeepDraft(draft, form, { labels: labels.labels });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { id } = await create.mutateAsync(body);
      draft.clear();
      navigate(`/orcamentos/${id}`, { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Erro inesperado.';
      if (isApiError(error) && error.status === 400) {
        const parsed = parseServerErrors(message, isQuoteField);
        for (const f of parsed.fields)
          setError(f.path as FieldPath<QuoteFormValues>, { type: 'server', message: f.message });
        setServerError(
          parsed.general.length ? parsed.general : parsed.fields.length ? ['Corrija os campos indicados.'] : [message],
        );
      } else {
        setServerError([message]);
      }
    }
  });

  const discard = () => {
    draft.discard();
    labels.reset();
    reset(emptyQuoteValues(today));
    setDraftBanner(false);
  };

  return (
    <Stack gap="md">
      <PageHeader title="Novo orçamento" />
      {draftBanner && (
        <DraftRestoredBanner onDiscard={discard} onClose={() => setDraftBanner(false)}>
          Continuamos de onde você parou neste navegador.
        </DraftRestoredBanner>
      )}
      <FormProvider {...form}>
        <LabelsProvider value={labels}>
          <form noValidate onSubmit={(e) => void submit(e)} aria-label="Novo orçamento">
            <Stack gap="md">
              <QuoteHeaderSection />
              <QuoteItemsSection />
              <QuoteValueSection />
              <QuoteNotesSection />
              {serverError && (
                <ErrorAlert key={serverError.join('\n')} title="Não foi possível criar o orçamento">
                  {serverError.map((m) => (
                    <Text size="sm" key={m}>
                      {m}
                    </Text>
                  ))}
                </ErrorAlert>
              )}
              {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && !formState.isSubmitting && (
                <Text c="red" size="sm" role="alert">
                  Corrija os campos indicados antes de criar o orçamento.
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate('/orcamentos')}>
                  Cancelar
                </Button>
                <Button type="submit" loading={formState.isSubmitting}>
                  Criar orçamento
                </Button>
              </Group>
            </Stack>
          </form>
        </LabelsProvider>
      </FormProvider>
    </Stack>
  );
}
