import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberField, SelectField, useFieldError } from '../../../ui/form/fields';
import type { WizardValues } from './form-schema';

const EXPIRATION = [
  { value: 'DATA', label: 'Em uma data' },
  { value: 'NUNCA', label: 'Nunca expira' },
];
const FREQUENCY = [
  { value: 'MENSAL', label: 'Mensal' },
  { value: 'ANUAL', label: 'Anual' },
];

export function StepRecurrence() {
  const { register, control } = useFormContext<WizardValues>();
  const expiration = useWatch({ control, name: 'termos.tipo_expiracao' });
  const frequency = useWatch({ control, name: 'termos.tipo_frequencia' });
  const startError = useFieldError('termos.data_inicio');
  const endError = useFieldError('termos.data_fim');
  return (
    <Stack>
      <NumberField
        name="termos.numero"
        label="Número do contrato"
        description="Sugerido pela plataforma; pode ser alterado."
        required
        allowDecimal={false}
        thousandSeparator=""
        maw={240}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Data de início" required {...register('termos.data_inicio')} error={startError} />
        <SelectField required name="termos.tipo_expiracao" label="Expiração" data={EXPIRATION} />
      </SimpleGrid>
      {expiration !== 'NUNCA' && (
        <TextInput
          type="date"
          label="Data de fim"
          required
          maw={{ sm: '50%' }}
          {...register('termos.data_fim')}
          error={endError}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField required name="termos.tipo_frequencia" label="Frequência" data={FREQUENCY} />
        <NumberField
          name="termos.intervalo_frequencia"
          label={frequency === 'ANUAL' ? 'A cada quantos anos' : 'A cada quantos meses'}
          description="De 1 a 60"
          required
          allowDecimal={false}
        />
        <NumberField
          name="termos.dia_emissao_venda"
          label="Dia de emissão"
          description="De 1 a 31"
          required
          allowDecimal={false}
        />
      </SimpleGrid>
    </Stack>
  );
}
