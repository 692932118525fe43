import { Text } from '../../../ui/mantine/controls';
import { ErrorAlert } from '../../../ui/mantine/ErrorAlert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/http';
import { useCreateQuote } from '../../../api/quotes';
import { DraftedForm, useDraftedForm } from '../../../ui/mantine/form/DraftedForm';
import { parseServerErrors } from '../../../ui/plain/form/values';
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

/** `/orcamentos/novo`: one form in sections; a draft per `draftOwner`. */
export default function QuoteCreatePage({ draftOwner }: { draftOwner?: string | undefined }) {
  const navigate = useNavigate();
  const drafted = useDraftedForm<QuoteFormValues, QuoteFormOutput>(
    quoteDraft,
    draftOwner,
    emptyQuoteValues,
    zodResolver(quoteFormSchema),
  );
  const [serverError, setServerError] = useState<string[] | null>(null);
  const create = useCreateQuote();
  const { handleSubmit, setError } = drafted.form;

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { id } = await create.mutateAsync(body);
      drafted.draft.clear();
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

  return (
    <DraftedForm
      drafted={drafted}
      title="Novo orçamento"
      onSubmit={submit}
      invalidText="Corrija os campos indicados antes de criar o orçamento."
      cancelTo="/orcamentos"
      submitLabel="Criar orçamento"
    >
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
    </DraftedForm>
  );
}
