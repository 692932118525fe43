import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/http';
import { useCreateQuote } from '../../../api/quotes';
import {
  referenceKeys,
  searchCatalog,
  searchSellers,
  type CatalogItem,
  customerPickerQuery,
} from '../../../api/reference';
import { todayIso } from '../../../lib/dates';
import { formatBRL, formatCents } from '../../../lib/money';
import { composeValue } from '../../../lib/value-composition';
import { PageHeader } from '../../../ui/PageHeader';
import { DeferredRemoteSelect } from '../../../ui/DeferredPicker';
import type { RemoteSelectQuery } from '../../../ui/RemoteSelect';
import { catalogKindLabel } from '../labels';
import {
  clearDraft,
  emptyItem,
  emptyValues,
  parseServerErrors,
  quoteFormSchema,
  readDraft,
  toNumber,
  writeDraft,
  type QuoteFormOutput,
  type QuoteFormValues,
} from './form-schema';
import { Table } from '../../../ui/Table';

const STALE = 5 * 60_000;

const sellerOptions = (search: string): RemoteSelectQuery => ({
  queryKey: [...referenceKeys.sellers(search.trim()), 'select'],
  queryFn: async ({ signal }) =>
    (await searchSellers(search, signal)).items.map((s) => ({ value: s.id, label: s.nome })),
  staleTime: STALE,
});

const catalogOptions = (search: string): RemoteSelectQuery<CatalogItem> => ({
  queryKey: [...referenceKeys.catalog(search.trim()), 'select'],
  queryFn: async ({ signal }) =>
    (await searchCatalog(search, signal)).items.map((i) => ({
      value: i.id,
      label: i.nome,
      description: [catalogKindLabel(i.tipo), i.codigo, i.preco !== null ? formatBRL(i.preco) : null]
        .filter(Boolean)
        .join(' · '),
      data: i,
    })),
  staleTime: STALE,
});

const num = (v: unknown) => {
  const n = toNumber(v);
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

const numberProps = { decimalSeparator: ',', thousandSeparator: '.', decimalScale: 2, hideControls: true } as const;

export default function QuoteCreatePage({ draftKey }: { draftKey: string }) {
  const navigate = useNavigate();
  const [today] = useState(() => todayIso());
  const [restored] = useState(() => readDraft(draftKey));
  const [draftBanner, setDraftBanner] = useState(restored !== null);
  const [labels, setLabels] = useState<Record<string, string>>(restored?.labels ?? {});
  const [serverError, setServerError] = useState<string[] | null>(null);
  const create = useCreateQuote();

  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: restored?.values ?? emptyValues(today),
    // On submit, not on blur: a blur error shifting the layout would swallow the click on
    // the submit button (see the contract wizard). Errors then update as the user types.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, formState, setError, reset, getValues, setValue } = form;
  const items = useFieldArray({ control, name: 'itens' });

  // The draft: every change of a value is saved (with the labels of what was chosen).
  const labelsRef = useRef(labels);
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(draftKey, { values, labels: labelsRef.current }),
    });
  }, [form, draftKey]);
  const rememberLabel = (option: { value: string; label: string } | null) => {
    if (!option) return;
    labelsRef.current = { ...labelsRef.current, [option.value]: option.label };
    setLabels(labelsRef.current);
  };

  // Live value composition.
  const watched = useWatch({ control, name: ['itens', 'composicao_de_valor'] });
  const [watchedItems, composition] = watched as [QuoteFormValues['itens'], QuoteFormValues['composicao_de_valor']];
  const discountKind = composition.desconto.tipo === 'VALOR' ? 'VALOR' : 'PORCENTAGEM';
  const value = composeValue({
    itens: watchedItems.map((i) => ({ quantidade: num(i.quantidade), valor: num(i.valor) })),
    frete: num(composition.frete),
    desconto: { tipo: discountKind, valor: num(composition.desconto.valor) },
  });

  const err = (path: FieldPath<QuoteFormValues>) => {
    const parts = path.split('.');
    let node: unknown = formState.errors;
    for (const p of parts) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[p] : undefined;
    const message =
      node && typeof node === 'object' && 'message' in node ? (node as { message?: string }).message : undefined;
    return message || undefined;
  };

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      const { id } = await create.mutateAsync(body);
      clearDraft(draftKey);
      navigate(`/orcamentos/${id}`, { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Erro inesperado.';
      if (isApiError(error) && error.status === 400) {
        const parsed = parseServerErrors(message);
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
    labelsRef.current = {};
    setLabels({});
    reset(emptyValues(today));
    clearDraft(draftKey);
    setDraftBanner(false);
  };

  const itemsError =
    err('itens') ?? (formState.errors.itens as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <Stack gap="md">
      <PageHeader title="Novo orçamento" />
      {draftBanner && (
        <Alert
          color="blue"
          title="Rascunho restaurado"
          withCloseButton
          onClose={() => setDraftBanner(false)}
          closeButtonLabel="Fechar aviso"
        >
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">Continuamos de onde você parou neste navegador.</Text>
            <Button size="xs" variant="white" onClick={discard}>
              Descartar rascunho
            </Button>
          </Group>
        </Alert>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Novo orçamento">
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Dados do orçamento
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              <Controller
                control={control}
                name="id_cliente"
                render={({ field }) => (
                  <DeferredRemoteSelect
                    label="Cliente"
                    placeholder="Busque pelo nome ou documento"
                    required
                    value={field.value || null}
                    selectedLabel={labels[field.value]}
                    onChange={(v, option) => {
                      rememberLabel(option);
                      field.onChange(v ?? '');
                    }}
                    onBlur={field.onBlur}
                    optionsQuery={customerPickerQuery}
                    error={err('id_cliente')}
                    clearable
                  />
                )}
              />
              <Controller
                control={control}
                name="id_vendedor"
                render={({ field }) => (
                  <DeferredRemoteSelect
                    label="Vendedor"
                    placeholder="Opcional"
                    value={field.value || null}
                    selectedLabel={labels[field.value]}
                    onChange={(v, option) => {
                      rememberLabel(option);
                      field.onChange(v ?? '');
                    }}
                    onBlur={field.onBlur}
                    optionsQuery={sellerOptions}
                    error={err('id_vendedor')}
                    clearable
                  />
                )}
              />
              <div />
              <Controller
                control={control}
                name="data_orcamento"
                render={({ field }) => (
                  <TextInput {...field} type="date" label="Data do orçamento" required error={err('data_orcamento')} />
                )}
              />
              <Controller
                control={control}
                name="data_validade"
                render={({ field }) => (
                  <TextInput {...field} type="date" label="Válido até" required error={err('data_validade')} />
                )}
              />
              <Controller
                control={control}
                name="previsao_entrega"
                render={({ field }) => (
                  <TextInput {...field} type="date" label="Previsão de entrega" error={err('previsao_entrega')} />
                )}
              />
            </SimpleGrid>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Itens
            </Title>
            {itemsError && (
              <Text c="red" size="sm" role="alert" mb="xs">
                {itemsError}
              </Text>
            )}
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Produto ou serviço</Table.Th>
                    <Table.Th w={110}>Quantidade</Table.Th>
                    <Table.Th w={150}>Valor unitário</Table.Th>
                    <Table.Th w={150}>Custo</Table.Th>
                    <Table.Th w={130} ta="right">
                      Total
                    </Table.Th>
                    <Table.Th w={50}>
                      <VisuallyHidden>Ações</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.fields.map((row, index) => (
                    <Table.Tr key={row.id} style={{ verticalAlign: 'top' }}>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`itens.${index}.id`}
                          render={({ field }) => (
                            <DeferredRemoteSelect<CatalogItem>
                              aria-label={`Produto ou serviço do item ${index + 1}`}
                              placeholder="Busque pelo nome"
                              value={field.value || null}
                              selectedLabel={labels[field.value]}
                              onChange={(v, option) => {
                                rememberLabel(option);
                                field.onChange(v ?? '');
                                const price = option?.data?.preco;
                                if (price && toNumber(getValues(`itens.${index}.valor`)) === undefined) {
                                  setValue(`itens.${index}.valor`, price, { shouldValidate: formState.isSubmitted });
                                }
                              }}
                              onBlur={field.onBlur}
                              optionsQuery={catalogOptions}
                              error={err(`itens.${index}.id`)}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`itens.${index}.quantidade`}
                          render={({ field }) => (
                            <NumberInput
                              {...field}
                              {...numberProps}
                              decimalScale={3}
                              aria-label={`Quantidade do item ${index + 1}`}
                              error={err(`itens.${index}.quantidade`)}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`itens.${index}.valor`}
                          render={({ field }) => (
                            <NumberInput
                              {...field}
                              {...numberProps}
                              prefix="R$ "
                              aria-label={`Valor unitário do item ${index + 1}`}
                              error={err(`itens.${index}.valor`)}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Controller
                          control={control}
                          name={`itens.${index}.valor_custo`}
                          render={({ field }) => (
                            <NumberInput
                              {...field}
                              {...numberProps}
                              prefix="R$ "
                              aria-label={`Custo do item ${index + 1}`}
                              error={err(`itens.${index}.valor_custo`)}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td ta="right" pt="md" aria-label={`Total do item ${index + 1}`}>
                        {formatCents(value.lineCents[index] ?? 0)}
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          mt={4}
                          aria-label={`Remover o item ${index + 1}`}
                          disabled={items.fields.length === 1}
                          onClick={() => {
                            items.remove(index);
                          }}
                        >
                          <span aria-hidden>✕</span>
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Button
              variant="light"
              mt="sm"
              onClick={() => {
                items.append(emptyItem(), { shouldFocus: false });
              }}
            >
              Adicionar item
            </Button>
          </Paper>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Frete e desconto
              </Title>
              <Stack gap="sm">
                <Controller
                  control={control}
                  name="composicao_de_valor.frete"
                  render={({ field }) => (
                    <NumberInput
                      {...field}
                      {...numberProps}
                      prefix="R$ "
                      label="Frete"
                      error={err('composicao_de_valor.frete')}
                    />
                  )}
                />
                <Group grow align="flex-start">
                  <Controller
                    control={control}
                    name="composicao_de_valor.desconto.tipo"
                    render={({ field }) => (
                      <NativeSelect
                        {...field}
                        label="Tipo de desconto"
                        data={[
                          { value: 'PORCENTAGEM', label: 'Percentual (%)' },
                          { value: 'VALOR', label: 'Valor (R$)' },
                        ]}
                        onChange={(event) => field.onChange(event.currentTarget.value)}
                        error={err('composicao_de_valor.desconto.tipo')}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name="composicao_de_valor.desconto.valor"
                    render={({ field }) => (
                      <NumberInput
                        {...field}
                        {...numberProps}
                        {...(discountKind === 'PORCENTAGEM' ? { suffix: ' %' } : { prefix: 'R$ ' })}
                        label="Desconto"
                        error={err('composicao_de_valor.desconto.valor')}
                      />
                    )}
                  />
                </Group>
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Composição do valor
              </Title>
              <Table aria-label="Composição do valor" aria-live="polite">
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th scope="row">Itens</Table.Th>
                    <Table.Td ta="right">{formatCents(value.grossCents)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">Desconto</Table.Th>
                    <Table.Td ta="right">− {formatCents(value.discountCents)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">Frete</Table.Th>
                    <Table.Td ta="right">+ {formatCents(value.freightCents)}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th scope="row">Total</Table.Th>
                    <Table.Td ta="right" fw={700} data-testid="quote-total">
                      {formatCents(value.netCents)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Paper>
          </SimpleGrid>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Descrição e observações
            </Title>
            <Stack gap="sm">
              <Controller
                control={control}
                name="descricao"
                render={({ field }) => (
                  <TextInput {...field} label="Descrição" maxLength={500} error={err('descricao')} />
                )}
              />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                <Controller
                  control={control}
                  name="observacoes"
                  render={({ field }) => (
                    <Textarea {...field} label="Observações" rows={3} error={err('observacoes')} />
                  )}
                />
                <Controller
                  control={control}
                  name="observacoes_pagamento"
                  render={({ field }) => (
                    <Textarea
                      {...field}
                      label="Observações para a nota fiscal"
                      rows={3}
                      error={err('observacoes_pagamento')}
                    />
                  )}
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          {serverError && (
            <Alert color="red" role="alert" title="Não foi possível criar o orçamento">
              {serverError.map((m) => (
                <Text size="sm" key={m}>
                  {m}
                </Text>
              ))}
            </Alert>
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
    </Stack>
  );
}
