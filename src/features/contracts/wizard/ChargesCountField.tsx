import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { chargesUntil, endDateForCharges, MAX_CHARGES, type ScheduleFrequency } from '../../../lib/schedule';
import { NOTE_BELOW, NumberInput } from '../../../ui/mantine/controls';
import { numberOf } from '../../../ui/plain/form/values';
import type { WizardValues } from './form-schema';

/** "Número de cobranças": shows the charges the end date gives; typing a number sets the end date. */
export function ChargesCountField() {
  const { control, setValue, formState } = useFormContext<WizardValues>();
  const [start, end, frequency, interval, issueDay] = useWatch({
    control,
    name: [
      'termos.data_inicio',
      'termos.data_fim',
      'termos.tipo_frequencia',
      'termos.intervalo_frequencia',
      'termos.dia_emissao_venda',
    ],
  });
  const rhythm = {
    data_inicio: start,
    tipo_frequencia: (frequency === 'ANUAL' ? 'ANUAL' : 'MENSAL') as ScheduleFrequency,
    intervalo_frequencia: numberOf(interval) ?? Number.NaN,
    dia_emissao_venda: numberOf(issueDay) ?? Number.NaN,
  };
  const ready = endDateForCharges(rhythm, 1) !== null;
  const count = ready ? chargesUntil(rhythm, end) : null;
  // What the user is typing (kept while the field has the focus), else the count of the end date.
  const [typed, setTyped] = useState<string | null>(null);
  const typedCount = typed === null ? null : Number(typed);
  const wrong =
    typed !== null &&
    typed !== '' &&
    !(Number.isInteger(typedCount) && (typedCount as number) >= 1 && (typedCount as number) <= MAX_CHARGES);
  return (
    <NumberInput
      label="Número de cobranças"
      inputWrapperOrder={NOTE_BELOW}
      description={
        ready
          ? 'Calcula a data de fim, e a data de fim calcula este número.'
          : 'Informe a data de início e o dia de emissão.'
      }
      disabled={!ready}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=""
      hideControls
      value={typed ?? (count === null ? '' : count)}
      error={wrong ? `De 1 a ${MAX_CHARGES}.` : undefined}
      onChange={(value) => {
        const text = String(value);
        setTyped(text);
        const end = endDateForCharges(rhythm, Number(text));
        if (text !== '' && end)
          setValue('termos.data_fim', end, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      }}
      onBlur={() => setTyped(null)}
    />
  );
}
