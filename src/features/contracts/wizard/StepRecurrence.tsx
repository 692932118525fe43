import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { contractRecordQueries } from '../../../api/contract-record';
import { Grid, NOTE_BELOW, SimpleGrid, Stack } from '../../../ui/mantine/controls';
import { DateField, NumberField, SelectField } from '../../../ui/mantine/form/fields';
import { ChargesCountField } from './ChargesCountField';
import type { WizardValues } from './form-schema';

const EXPIRATION = [
  { value: 'DATA', label: 'Em uma data' },
  { value: 'NUNCA', label: 'Nunca expira' },
];
const FREQUENCY = [
  { value: 'MENSAL', label: 'Mensal' },
  { value: 'ANUAL', label: 'Anual' },
];

/** What the number field says of the platform's suggestion (`proximo-numero` may be null). */
function numberHint(suggestion: { data?: number | null | undefined; isError: boolean }): string {
  if (suggestion.isError) return 'Não foi possível obter o número sugerido: informe o número do contrato.';
  if (suggestion.data === null) return 'A plataforma não sugeriu um número: informe o número do contrato.';
  return 'Sugerido pela plataforma; pode ser alterado.';
}

export function StepRecurrence() {
  const { control } = useFormContext<WizardValues>();
  // Reads what the wizard asked for (no request of its own).
  const suggestion = useQuery({ ...contractRecordQueries.nextNumber(), refetchOnMount: false });
  const expiration = useWatch({ control, name: 'termos.tipo_expiracao' });
  const frequency = useWatch({ control, name: 'termos.tipo_frequencia' });
  return (
    <Stack>
      <NumberField
        name="termos.numero"
        label="Número do contrato"
        description={numberHint(suggestion)}
        required
        allowDecimal={false}
        thousandSeparator=""
        maw={240}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name="termos.data_inicio" label="Data de início" required />
        <SelectField required name="termos.tipo_expiracao" label="Expiração" data={EXPIRATION} />
      </SimpleGrid>
      {/* One line each label, the notes under the inputs: the inputs of a row level. */}
      <Grid columns={11}>
        <Grid.Col span={{ base: 11, sm: 3 }}>
          <SelectField required name="termos.tipo_frequencia" label="Frequência" data={FREQUENCY} />
        </Grid.Col>
        <Grid.Col span={{ base: 11, sm: 4 }}>
          <NumberField
            name="termos.intervalo_frequencia"
            label={frequency === 'ANUAL' ? 'A cada quantos anos' : 'A cada quantos meses'}
            description="De 1 a 60"
            inputWrapperOrder={NOTE_BELOW}
            required
            allowDecimal={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 11, sm: 4 }}>
          <NumberField
            name="termos.dia_emissao_venda"
            label="Dia de emissão"
            description="De 1 a 31"
            inputWrapperOrder={NOTE_BELOW}
            required
            allowDecimal={false}
          />
        </Grid.Col>
      </Grid>
      {/* After the rhythm: the end as a date or as a number of charges, each computing the other. */}
      {expiration !== 'NUNCA' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChargesCountField />
          <DateField name="termos.data_fim" label="Data de fim" required />
        </SimpleGrid>
      )}
    </Stack>
  );
}
