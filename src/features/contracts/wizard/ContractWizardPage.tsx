import { zodResolver } from '@hookform/resolvers/zod';
import { formatDateTimeBR } from '../../../lib/date-time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCreateContract } from '../../../api/contract-mutations';
import { contractRecordQueries } from '../../../api/contract-record';
import { isApiError } from '../../../api/http';
import { platformToday } from '../../../lib/dates';
import { Alert, Button, Grid, Group, notifications, Stack, Stepper, Text, Title } from '../../../ui/mantine/controls';
import { PageHeader } from '../../../ui/plain/PageHeader';
import { labelsOf } from '../../../ui/plain/form/draft';
import { LabelsProvider, useChosenLabels } from '../../../ui/mantine/form/fields';
import { useDraft, useKeepDraft } from '../../../ui/plain/form/useDraft';
import { parseServerErrors } from '../../../ui/plain/form/values';
import {
  emptyWizardValues,
  formSchema,
  wizardDraft,
  type WizardDraftExtra,
  type WizardOutput,
  type WizardValues,
} from './form-schema';
import { StepCustomerItems } from './StepCustomerItems';
import { StepErrors } from './StepErrors';
import { StepPayment } from './StepPayment';
import { StepRecurrence } from './StepRecurrence';
import { StepReview } from './StepReview';
import { isWizardField, STEP_FIELDS, STEPS, stepOf } from './steps';
import { useRecheckOnChange } from './useRecheckOnChange';
import { WizardPreview } from './WizardPreview';
import { DraftRestoredBanner } from '../../../ui/mantine/form/DraftRestoredBanner';

const resolver = zodResolver(formSchema) as unknown as Resolver<WizardValues, unknown, WizardOutput>;

export interface ContractWizardPageProps {
  /** Whose draft this is (the signed-in user's id); drafts are kept per user, none without one. */
  draftOwner?: string | undefined;
}

/** `/contratos/novo`: the creation wizard with its live preview; the draft is never lost. */
export default function ContractWizardPage({ draftOwner }: ContractWizardPageProps) {
  const draft = useDraft<WizardValues, WizardDraftExtra>(wizardDraft, draftOwner ? { owner: draftOwner } : null);
  const { restored } = draft;
  const [defaults] = useState(() => restored?.values ?? emptyWizardValues(platformToday()));
  const [active, setActive] = useState(() =>
    Math.max(0, Math.min(Math.trunc(Number(restored?.extra.step)) || 0, STEPS.length - 1)),
  );
  const labels = useChosenLabels(labelsOf(restored?.extra));
  const [topErrors, setTopErrors] = useState<string[]>([]);
  const methods = useForm<WizardValues, unknown, WizardOutput>({
    defaultValues: defaults,
    resolver,
    // On submit, not on blur: a blur error shifting the layout would swallow the click on the button.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { getValues, setValue, setError, clearErrors, setFocus, handleSubmit, reset } = methods;
  useRecheckOnChange(methods);
  const navigate = useNavigate();
  const create = useCreateContract();
  const submitting = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The next free number, unless the user or the draft has one.
  const nextNumber = useQuery(contractRecordQueries.nextNumber());
  useEffect(() => {
    if (typeof nextNumber.data === 'number' && getValues('termos.numero') === '')
      setValue('termos.numero', nextNumber.data);
  }, [nextNumber.data, getValues, setValue]);

  // Save the draft as the user types (not before they change anything), with the step.
  useKeepDraft(draft, methods, { step: active, labels: labels.labels });

  // Keyboard and screen reader users land on the step they moved to.
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [active]);
  const goTo = (step: number) => {
    moved.current = true;
    setActive(step);
  };

  /** Validates the current step with the form's own schema and shows exactly its issues. */
  const next = async () => {
    const fields: readonly string[] | undefined = STEP_FIELDS[active];
    if (!fields) return;
    const result = formSchema.safeParse(getValues());
    const issues = result.success ? [] : result.error.issues.filter((i) => fields.includes(String(i.path[0])));
    clearErrors(fields as never);
    if (!issues.length) {
      goTo(active + 1);
      return;
    }
    const shown = new Set<string>();
    for (const issue of issues) {
      const path = issue.path.join('.');
      if (shown.has(path)) continue;
      shown.add(path);
      setError(path as never, { type: issue.code, message: issue.message });
    }
    setFocus([...shown][0] as never);
  };

  const discard = () => {
    draft.discard();
    const fresh = emptyWizardValues(platformToday());
    if (typeof nextNumber.data === 'number') fresh.termos.numero = nextNumber.data;
    reset(fresh);
    labels.reset();
    setTopErrors([]);
    goTo(0);
  };

  const onValid = async (body: WizardOutput) => {
    setTopErrors([]);
    try {
      const created = await create.mutateAsync(body);
      draft.clear();
      notifications.show({
        color: 'green',
        title: 'Contrato criado',
        message: `O contrato nº ${body.termos.numero} foi criado.`,
      });
      navigate(`/contratos/${encodeURIComponent(created.id)}`);
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Não foi possível criar o contrato. Tente novamente.';
      const { fields, general } =
        isApiError(error) && error.status === 400
          ? parseServerErrors(message, isWizardField)
          : { fields: [], general: [message] };
      for (const f of fields) setError(f.path as never, { type: 'server', message: f.message });
      setTopErrors(fields.length ? [...general, 'Corrija o campo indicado e envie de novo.'] : general);
      const first = fields[0];
      const step = first ? stepOf(first.path) : null;
      if (step !== null) {
        goTo(step);
        setTimeout(() => setFocus(first?.path as never), 0);
      }
    }
  };
  const onInvalid = (errors: object) => {
    // Something invalid somewhere: go to the first step with an error.
    const step = STEP_FIELDS.findIndex((fields) => fields.some((f) => f in errors));
    if (step !== -1) goTo(step);
  };
  /** One submission at a time, guarded before validation: a double click creates one contract. */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await handleSubmit(onValid, onInvalid)(event);
    } finally {
      submitting.current = false;
    }
  };

  const stepContent = [
    <StepCustomerItems key={0} />,
    <StepRecurrence key={1} />,
    <StepPayment key={2} />,
    <StepReview key={3} onEdit={goTo} />,
  ];
  const showPreview = active >= 1;
  const busy = create.isPending;

  return (
    <FormProvider {...methods}>
      <LabelsProvider value={labels}>
        <PageHeader title="Novo contrato" />
        {restored && (
          <DraftRestoredBanner onDiscard={discard} mb="md">
            Continuamos de onde você parou
            {restored.savedAt ? ` (salvo em ${formatDateTimeBR(restored.savedAt)})` : ''}.
          </DraftRestoredBanner>
        )}
        {topErrors.length > 0 && (
          <Alert color="red" mb="md" title="O contrato não foi criado" role="alert">
            {topErrors.map((e) => (
              <Text size="sm" key={e}>
                {e}
              </Text>
            ))}
          </Alert>
        )}
        <Stepper
          active={active}
          onStepClick={(step) => step < active && goTo(step)}
          allowNextStepsSelect={false}
          size="sm"
          mb="lg"
          aria-label="Etapas"
        >
          {STEPS.map((label, i) => (
            <Stepper.Step key={label} label={label} description={`Etapa ${i + 1} de ${STEPS.length}`} />
          ))}
        </Stepper>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (active < STEPS.length - 1) void next();
            else void submit(e);
          }}
        >
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: showPreview ? 7 : 12 }}>
              <Stack>
                <Title order={2} size="h3" ref={stepHeading} tabIndex={-1} style={{ outline: 'none' }}>
                  {STEPS[active]}
                </Title>
                <StepErrors fields={STEP_FIELDS[active]} onFocus={(path) => setFocus(path as never)} />
                {stepContent[active]}
                <Group justify="space-between" mt="md">
                  {active > 0 ? (
                    <Button variant="default" onClick={() => goTo(active - 1)} disabled={busy}>
                      Voltar
                    </Button>
                  ) : (
                    <span />
                  )}
                  {active < STEPS.length - 1 ? (
                    <Button type="submit">Próximo</Button>
                  ) : (
                    <Button type="submit" loading={busy} disabled={busy}>
                      Criar contrato
                    </Button>
                  )}
                </Group>
              </Stack>
            </Grid.Col>
            {showPreview && (
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <WizardPreview />
              </Grid.Col>
            )}
          </Grid>
        </form>
      </LabelsProvider>
    </FormProvider>
  );
}
