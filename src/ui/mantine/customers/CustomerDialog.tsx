import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { formatDocument } from '../../../lib/documents';
import {
  customerFormErrors,
  customerPatchRequest,
  documentKindOf,
  emptyCustomerForm,
  newCustomerRequest,
  PERSON_KINDS,
  type CustomerFormValues,
  type NewPersonRequest,
  type PersonPatchRequest,
} from '../../../lib/people';
import { Button, Modal, Stack, Text } from '../controls';
import { DialogActions } from '../DialogActions';
import { SelectField, TextField } from '../form/fields';

/**
 * The mutation a dialog saves with (`useCreateCustomer()` / `useUpdateCustomer()` of
 * src/api/people.ts): single flight, its error shown under the form.
 */
export interface CustomerMutation<V, R> {
  mutateAsync: (variables: V) => Promise<R>;
  isPending: boolean;
  error: { message: string } | null;
}

/** What the dialog needs of an existing customer (src/api/people.ts `Person`). */
export interface EditedCustomer {
  id: string;
  nome: string;
  documento: string;
  email: string;
  telefone: string;
  tipo_pessoa: string | null;
}

const KIND_OPTIONS = PERSON_KINDS.map((k) => ({
  value: k,
  label: k === 'Física' ? 'Pessoa física' : 'Pessoa jurídica',
}));

function resolverFor(options: Parameters<typeof customerFormErrors>[1]): Resolver<CustomerFormValues> {
  return (values) => {
    const errors = customerFormErrors(values, options);
    const fieldErrors: FieldErrors<CustomerFormValues> = {};
    for (const [field, message] of Object.entries(errors))
      fieldErrors[field as keyof CustomerFormValues] = { type: 'validate', message };
    return Object.keys(errors).length ? { values: {}, errors: fieldErrors } : { values, errors: {} };
  };
}

function ContactFields({ kindLocked }: { kindLocked: boolean }) {
  const kind = useWatch<CustomerFormValues, 'tipo_pessoa'>({ name: 'tipo_pessoa' });
  const doc = documentKindOf(kind);
  return (
    <>
      <TextField
        name="documento"
        label={doc}
        inputMode="numeric"
        autoComplete="off"
        description={
          kindLocked ? 'Com ou sem pontuação.' : `Com ou sem pontuação; ${doc === 'CPF' ? '11' : '14'} números.`
        }
      />
      <TextField
        name="email"
        label="E-mail"
        type="text"
        inputMode="email"
        autoComplete="off"
        description="Para mais de um, separe por vírgula."
      />
      <TextField name="telefone" label="Telefone" inputMode="tel" autoComplete="off" description="Com DDD." />
    </>
  );
}

/**
 * The dialog around either form: the form's submit stays in it (the page's own form, a wizard
 * or a quote, is its React parent); closing waits while the save is on its way.
 */
function CustomerFormModal({
  opened,
  title,
  form,
  mutation,
  errorTitle,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  form: UseFormReturn<CustomerFormValues>;
  mutation: { isPending: boolean; error: { message: string } | null };
  errorTitle: string;
  submitLabel: string;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const close = () => {
    if (!mutation.isPending) onClose();
  };
  // The callers unmount the dialog as it closes, before Mantine can give the focus back: it goes
  // back here to what opened it (a button, or the dialog under this one), unless already placed.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (!mounted.current && lost && opener?.isConnected) opener.focus();
      });
    };
  }, [opener]);
  const submit = (event: React.FormEvent) => {
    event.stopPropagation();
    void onSubmit(event);
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size="md">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack>
            {children}
            <DialogActions
              error={mutation.error}
              errorTitle={errorTitle}
              pending={mutation.isPending}
              onCancel={close}
              action={
                <Button type="submit" loading={mutation.isPending}>
                  {submitLabel}
                </Button>
              }
            />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}

/**
 * "Novo cliente": registers a customer with the platform's minimum (name, Física or Jurídica, the
 * Cliente profile) plus the CPF/CNPJ (check digits verified here: the platform does not), e-mail
 * and phone if given.
 *
 * Props: `opened`; `initialName` (what the user typed in the picker); `create`, the mutation
 * (`useCreateCustomer()`); `onCreated({ id, nome })`, for the caller to select it in its picker
 * (`CustomerPickerField` does); `onClose`.
 */
export function NewCustomerDialog({
  opened,
  initialName = '',
  create,
  onCreated,
  onClose,
}: {
  opened: boolean;
  initialName?: string;
  create: CustomerMutation<NewPersonRequest, { id: string; nome?: string | null }>;
  onCreated: (customer: { id: string; nome: string }) => void;
  onClose: () => void;
}) {
  const resolver = useMemo(() => resolverFor({}), []);
  const form = useForm<CustomerFormValues>({ resolver, defaultValues: emptyCustomerForm(initialName) });
  const submit = form.handleSubmit(async (values) => {
    const request = newCustomerRequest(values);
    const created = await create.mutateAsync(request).catch(() => null); // shown from create.error
    if (created) onCreated({ id: created.id, nome: created.nome || request.nome });
  });
  return (
    <CustomerFormModal
      opened={opened}
      title="Novo cliente"
      form={form}
      mutation={create}
      errorTitle="O cliente não foi cadastrado"
      submitLabel="Cadastrar cliente"
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField name="tipo_pessoa" label="Tipo de pessoa" data={KIND_OPTIONS} required keepEmpty={false} />
      <TextField name="nome" label="Nome" required maxLength={200} data-autofocus />
      <ContactFields kindLocked={false} />
    </CustomerFormModal>
  );
}

const valuesOf = (person: EditedCustomer): CustomerFormValues => ({
  tipo_pessoa:
    person.tipo_pessoa?.toUpperCase().startsWith('JUR') || person.documento.replace(/\D/g, '').length === 14
      ? 'Jurídica'
      : 'Física',
  nome: person.nome,
  documento: person.documento ? formatDocument(person.documento) : '',
  email: person.email,
  telefone: person.telefone,
});

/**
 * "Editar cliente": corrects a customer's CPF/CNPJ, e-mail and phone, sending only what changed.
 *
 * Props: `opened`; `person`, as read (`personQueries.detail`); `required`, what the caller needs
 * filled in (a charge: `['documento', 'email']`); `update`, the mutation (`useUpdateCustomer()`);
 * `onSaved`, after the platform took it; `onClose`.
 */
export function EditCustomerDialog({
  opened,
  person,
  required,
  update,
  onSaved,
  onClose,
}: {
  opened: boolean;
  person: EditedCustomer;
  required?: readonly ('documento' | 'email')[];
  update: CustomerMutation<{ id: string; patch: PersonPatchRequest }, unknown>;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [before] = useState(() => valuesOf(person));
  const resolver = useMemo(() => resolverFor({ editing: before, required }), [before, required]);
  const form = useForm<CustomerFormValues>({ resolver, defaultValues: before });
  const submit = form.handleSubmit(async (values) => {
    const patch = customerPatchRequest(values, before);
    if (Object.keys(patch).length === 0) return onSaved();
    const done = await update.mutateAsync({ id: person.id, patch }).then(
      () => true,
      () => false, // shown from update.error
    );
    if (done) onSaved();
  });
  return (
    <CustomerFormModal
      opened={opened}
      title="Editar cliente"
      form={form}
      mutation={update}
      errorTitle="O cliente não foi alterado"
      submitLabel="Salvar cliente"
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm">
        <strong>{person.nome}</strong> · {before.tipo_pessoa === 'Física' ? 'pessoa física' : 'pessoa jurídica'}
      </Text>
      <ContactFields kindLocked />
    </CustomerFormModal>
  );
}
