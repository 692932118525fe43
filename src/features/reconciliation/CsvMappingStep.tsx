import { useState, type FormEvent } from 'react';
import type { CsvDateFormat, CsvLayout, CsvMapping, DecimalSeparator } from '../../lib/statement';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text } from '../../ui/mantine/controls';
import { NativeSelect } from '../../ui/plain/controls';
import { Table } from '../../ui/plain/Table';
import { StepHeading } from './StepHeading';

/** The CSV column mapping per bank layout; date and decimal formats are detected and correctable. */

type Layout = Omit<CsvLayout, 'mapping'>;

const NONE = '';
const DATE_FORMATS: Array<{ value: CsvDateFormat; label: string }> = [
  { value: 'dd/mm/aaaa', label: 'dd/mm/aaaa (31/01/2026)' },
  { value: 'dd/mm/aa', label: 'dd/mm/aa (31/01/26)' },
  { value: 'aaaa-mm-dd', label: 'aaaa-mm-dd (2026-01-31)' },
];
const DECIMALS: Array<{ value: DecimalSeparator; label: string }> = [
  { value: ',', label: 'Vírgula: 1.234,56' },
  { value: '.', label: 'Ponto: 1234.56' },
];

interface FormState {
  date: string;
  dateFormat: string;
  description: string;
  complement: string;
  amountKind: 'single' | 'split';
  amount: string;
  credit: string;
  debit: string;
  decimal: string;
  document: string;
  documentIsId: boolean;
}

const idx = (n: number | undefined) => (n === undefined ? NONE : String(n));

function initial(p: Partial<CsvMapping>): FormState {
  return {
    date: idx(p.date),
    dateFormat: p.dateFormat ?? 'dd/mm/aaaa',
    description: idx(p.description?.[0]),
    complement: idx(p.description?.[1]),
    amountKind: p.amount === undefined && (p.credit !== undefined || p.debit !== undefined) ? 'split' : 'single',
    amount: idx(p.amount),
    credit: idx(p.credit),
    debit: idx(p.debit),
    decimal: p.decimal ?? ',',
    document: idx(p.document),
    documentIsId: !!p.documentIsId,
  };
}

/** The mapping the form says, or the first thing missing (Portuguese). */
export function mappingFromForm(f: FormState): { mapping: CsvMapping } | { error: string } {
  const n = (v: string) => (v === NONE ? undefined : Number(v));
  if (f.date === NONE) return { error: 'Escolha a coluna da data.' };
  if (f.description === NONE) return { error: 'Escolha a coluna da descrição.' };
  if (f.amountKind === 'single' && f.amount === NONE) return { error: 'Escolha a coluna do valor.' };
  if (f.amountKind === 'split' && f.credit === NONE) return { error: 'Escolha a coluna dos créditos.' };
  const description = [
    n(f.description)!,
    ...(f.complement !== NONE && f.complement !== f.description ? [n(f.complement)!] : []),
  ];
  const mapping: CsvMapping = {
    date: n(f.date)!,
    description,
    dateFormat: f.dateFormat as CsvDateFormat,
    decimal: f.decimal as DecimalSeparator,
    ...(f.amountKind === 'single' ? { amount: n(f.amount) } : { credit: n(f.credit), debit: n(f.debit) }),
    ...(f.document !== NONE ? { document: n(f.document), documentIsId: f.documentIsId } : {}),
  };
  return { mapping };
}

export function CsvMappingStep({
  fileName,
  layout,
  remembered,
  error,
  onApply,
  onCancel,
}: {
  fileName: string;
  layout: Layout;
  /** The mapping in use (changing a remembered one), else the proposal from the header. */
  remembered: CsvMapping | null;
  /** Why the last mapping did not read the file. */
  error: string | null;
  onApply: (mapping: CsvMapping) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<FormState>(() => initial(remembered ?? layout.proposed));
  const [missing, setMissing] = useState<string | null>(null);
  const width = Math.max(layout.header?.length ?? 0, ...layout.preview.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => {
    const name = layout.header?.[i]?.trim();
    const sample = layout.preview[0]?.[i]?.trim();
    return { value: String(i), label: `${name || `Coluna ${i + 1}`}${sample ? ` (ex.: ${sample.slice(0, 30)})` : ''}` };
  });
  const options = (optional: string | null) => [
    ...(optional ? [{ value: NONE, label: optional }] : [{ value: NONE, label: 'Escolha a coluna', disabled: true }]),
    ...columns,
  ];
  const set =
    <K extends keyof FormState>(key: K) =>
    (value: FormState[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const select = (key: keyof FormState) => ({
    value: form[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value as never),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = mappingFromForm(form);
    if ('error' in result) {
      setMissing(result.error);
      return;
    }
    setMissing(null);
    onApply(result.mapping);
  };

  const message = missing ?? error;
  return (
    <Stack gap="md" component="section" aria-labelledby="mapeamento-titulo">
      <StepHeading id="mapeamento-titulo">Colunas do extrato CSV</StepHeading>
      <Text maw={760}>
        Indique o que cada coluna de <strong>{fileName}</strong> traz. A escolha fica guardada neste navegador para os
        próximos extratos do mesmo banco (mesmas colunas).
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={640}>
          <Group grow align="flex-start">
            <NativeSelect label="Data do lançamento" data={options(null)} {...select('date')} required />
            <NativeSelect label="Formato da data" data={DATE_FORMATS} {...select('dateFormat')} />
          </Group>
          <Group grow align="flex-start">
            <NativeSelect label="Descrição" data={options(null)} {...select('description')} required />
            <NativeSelect label="Complemento da descrição" data={options('Nenhum')} {...select('complement')} />
          </Group>
          <Radio.Group
            label="Valores"
            value={form.amountKind}
            onChange={(v) => set('amountKind')(v as FormState['amountKind'])}
          >
            <Group mt={4}>
              <Radio value="single" label="Uma coluna de valor (negativo é saída)" />
              <Radio value="split" label="Uma coluna de crédito e outra de débito" />
            </Group>
          </Radio.Group>
          {form.amountKind === 'single' ? (
            <NativeSelect label="Valor" data={options(null)} {...select('amount')} required />
          ) : (
            <Group grow align="flex-start">
              <NativeSelect label="Crédito (entradas)" data={options(null)} {...select('credit')} required />
              <NativeSelect label="Débito (saídas)" data={options('Nenhuma')} {...select('debit')} />
            </Group>
          )}
          <NativeSelect label="Separador decimal dos valores" data={DECIMALS} {...select('decimal')} />
          <Group grow align="flex-end">
            <NativeSelect label="Identificador ou documento" data={options('Nenhum')} {...select('document')} />
            <Checkbox
              label="É um identificador único de cada lançamento"
              checked={form.documentIsId}
              disabled={form.document === NONE}
              onChange={(e) => set('documentIsId')(e.currentTarget.checked)}
            />
          </Group>
          {message && (
            <Alert color="red" variant="light" role="alert" title="As colunas não leem o extrato">
              {message}
            </Alert>
          )}
          <Group>
            <Button type="submit">Usar estas colunas</Button>
            <Button variant="default" onClick={onCancel}>
              Escolher outro arquivo
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap={4}>
        <Text fw={600} size="sm" id="previa-csv">
          Primeiras linhas do arquivo
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-labelledby="previa-csv">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c, i) => (
                  <Table.Th key={c.value}>{layout.header?.[i]?.trim() || `Coluna ${i + 1}`}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {layout.preview.map((row, r) => (
                <Table.Tr key={r}>
                  {columns.map((c, i) => (
                    <Table.Td key={c.value} dir="auto">
                      {row[i] ?? ''}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
