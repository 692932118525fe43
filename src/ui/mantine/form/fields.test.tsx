import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SelectField, TextField } from './fields';

function Values() {
  return <output aria-label="valores">{JSON.stringify(useWatch())}</output>;
}

function Form({ values, children }: { values: Record<string, string>; children: ReactNode }) {
  const form = useForm({ defaultValues: values });
  return (
    <MantineProvider>
      <FormProvider {...form}>
        {children}
        <Values />
      </FormProvider>
    </MantineProvider>
  );
}

const DATA = [{ value: 'PIX', label: 'Pix' }];
const options = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

describe('SelectField', () => {
  it('offers the empty choice until one is chosen, or always with keepEmpty', () => {
    render(
      <Form values={{ a: '', b: 'PIX', c: 'PIX' }}>
        <SelectField name="a" label="A" data={DATA} empty="Escolha" />
        <SelectField name="b" label="B" data={DATA} />
        <SelectField name="c" label="C" data={DATA} empty="Não informada" keepEmpty />
      </Form>,
    );
    expect(options('A')).toEqual(['Escolha', 'Pix']);
    expect(options('B')).toEqual(['Pix']);
    expect(options('C')).toEqual(['Não informada', 'Pix']);
  });

  it('shows the given error instead of its own', () => {
    render(
      <Form values={{ a: '' }}>
        <SelectField name="a" label="A" data={DATA} error="Não foi possível carregar as contas" />
      </Form>,
    );
    expect(screen.getByText('Não foi possível carregar as contas')).toBeTruthy();
  });
});

describe('TextField', () => {
  it('shows the form value and writes what is typed back to it', () => {
    render(
      <Form values={{ descricao: 'Aluguel' }}>
        <TextField name="descricao" label="Descrição" />
      </Form>,
    );
    const input = screen.getByLabelText('Descrição') as HTMLInputElement;
    expect(input.value).toBe('Aluguel');
    fireEvent.change(input, { target: { value: 'Aluguel de maio' } });
    expect(screen.getByLabelText('valores').textContent).toBe('{"descricao":"Aluguel de maio"}');
  });
});
