import { Button, Group, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { type IsoDate, platformToday } from '../../../lib/dates';
import { labelsOf, type DraftSpec } from '../../plain/form/draft';
import { DraftRestoredBanner } from './DraftRestoredBanner';
import { PageHeader } from '../../plain/PageHeader';
import { LabelsProvider, useChosenLabels } from './fields';
import { useDraft, useFocusFirstField, useKeepDraft } from '../../plain/form/useDraft';

/** A page form kept as a draft per signed-in user; call `draft.clear()` once it is sent. */
export function useDraftedForm<V extends FieldValues, O>(
  spec: DraftSpec,
  owner: string | undefined,
  empty: (today: IsoDate) => V,
  resolver: Resolver<V, unknown, O>,
) {
  const [today] = useState(platformToday);
  const draft = useDraft<V, { labels: Record<string, string> }>(spec, owner ? { owner } : null);
  const [noticeShown, setNoticeShown] = useState(draft.restored !== null);
  // Discarded: the notice's button goes, and the focus starts the form again.
  const [formRef, focusFirstField] = useFocusFirstField();
  const labels = useChosenLabels(labelsOf(draft.restored?.extra));
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues: (draft.restored?.values ?? empty(today)) as DefaultValues<V>,
    // On submit, not on blur: a blur error shifting the layout would swallow the submit click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useKeepDraft(draft, form, { labels: labels.labels });
  const discard = () => {
    draft.discard();
    labels.reset();
    form.reset(empty(today));
    setNoticeShown(false);
    focusFirstField();
  };
  const notice = noticeShown ? { onDiscard: discard, onClose: () => setNoticeShown(false) } : null;
  return { form, labels, draft, notice, formRef };
}

export function DraftedForm<V extends FieldValues, O>({
  drafted: { form, labels, notice, formRef },
  title,
  onSubmit,
  invalidText,
  cancelTo,
  submitLabel,
  children,
}: {
  drafted: ReturnType<typeof useDraftedForm<V, O>>;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  invalidText: string;
  cancelTo: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { formState } = form;
  return (
    <Stack gap="md">
      <PageHeader title={title} />
      {notice && (
        <DraftRestoredBanner onDiscard={notice.onDiscard} onClose={notice.onClose}>
          Continuamos de onde você parou neste navegador.
        </DraftRestoredBanner>
      )}
      <FormProvider {...form}>
        <LabelsProvider value={labels}>
          <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label={title}>
            <Stack gap="md">
              {children}
              {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && !formState.isSubmitting && (
                <Text c="red" size="sm" role="alert">
                  {invalidText}
                </Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => navigate(cancelTo)}>
                  Cancelar
                </Button>
                <Button type="submit" loading={formState.isSubmitting}>
                  {submitLabel}
                </Button>
              </Group>
            </Stack>
          </form>
        </LabelsProvider>
      </FormProvider>
    </Stack>
  );
}
