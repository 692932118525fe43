import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDateBR } from '../../../lib/dates';
import { paymentTypeLabel } from '../../../lib/labels/contract';
import { expirationLabel, frequencyLabel } from '../../../lib/labels/recurrence';
import { formatBRL, formatCents } from '../../../lib/money';
import { lineTotalCents } from '../../../lib/value-composition';
import { Anchor, Group, Paper, Stack, Text, Title } from '../../../ui/mantine/controls';
import { Detail, DetailList } from '../../../ui/plain/DetailList';
import { USER_TEXT_STYLE } from '../../../ui/mantine/UserText';
import { useLabels } from '../../../ui/mantine/form/fields';
import { numberOf as n } from '../../../ui/plain/form/values';
import type { WizardValues } from './form-schema';
import { STEPS } from './steps';

const REVIEW_COLUMNS = { base: 2, sm: 3 };

/** A reviewed value, "—" when blank. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Detail label={label}>{children === undefined || children === null || children === '' ? '—' : children}</Detail>
  );
}

function Section({ step, onEdit, children }: { step: number; onEdit: (step: number) => void; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`review-${step}`}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={`review-${step}`}>
          {STEPS[step]}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)}>
          Alterar {STEPS[step]?.toLowerCase()}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

export function StepReview({ onEdit }: { onEdit: (step: number) => void }) {
  const v = useWatch<WizardValues>() as WizardValues;
  const { labels } = useLabels();
  const label = (id: string) => (id ? (labels[id] ?? id) : undefined);
  const discount = n(v.composicao_de_valor.desconto.valor);
  return (
    <Stack>
      <Section step={0} onEdit={onEdit}>
        <DetailList cols={{ base: 1 }}>
          <Field label="Cliente">{label(v.id_cliente)}</Field>
        </DetailList>
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {v.itens.map((item, i) => (
            <li key={i}>
              <Text size="sm" style={USER_TEXT_STYLE}>
                <bdi>{label(item.id) ?? 'Item sem produto'}</bdi> — {n(item.quantidade) ?? '?'} ×{' '}
                {formatBRL(n(item.valor))} ={' '}
                {formatCents(lineTotalCents({ quantidade: n(item.quantidade) ?? 0, valor: n(item.valor) ?? 0 }))}
                {item.descricao ? (
                  <>
                    {' '}
                    (<bdi>{item.descricao}</bdi>)
                  </>
                ) : null}
              </Text>
            </li>
          ))}
        </ul>
      </Section>
      <Section step={1} onEdit={onEdit}>
        <DetailList cols={REVIEW_COLUMNS}>
          <Field label="Número">{String(v.termos.numero)}</Field>
          <Field label="Início">{formatDateBR(v.termos.data_inicio)}</Field>
          <Field label="Expiração">
            {v.termos.tipo_expiracao === 'NUNCA'
              ? 'Nunca expira'
              : `${expirationLabel(v.termos.tipo_expiracao)}: ${formatDateBR(v.termos.data_fim)}`}
          </Field>
          <Field label="Frequência">
            {frequencyLabel(v.termos.tipo_frequencia)}, a cada {String(v.termos.intervalo_frequencia)}
          </Field>
          <Field label="Dia de emissão">{String(v.termos.dia_emissao_venda)}</Field>
        </DetailList>
      </Section>
      <Section step={2} onEdit={onEdit}>
        <DetailList cols={REVIEW_COLUMNS}>
          <Field label="Forma de pagamento">{paymentTypeLabel(v.condicao_pagamento.tipo_pagamento)}</Field>
          <Field label="Dia de vencimento">{String(v.condicao_pagamento.dia_vencimento)}</Field>
          <Field label="Primeiro vencimento">{formatDateBR(v.condicao_pagamento.primeira_data_vencimento)}</Field>
          <Field label="Conta financeira">{label(v.condicao_pagamento.id_conta_financeira)}</Field>
          <Field label="Frete">
            {n(v.composicao_de_valor.frete) === undefined ? undefined : formatBRL(n(v.composicao_de_valor.frete))}
          </Field>
          <Field label="Desconto">
            {discount === undefined
              ? undefined
              : v.composicao_de_valor.desconto.tipo === 'PORCENTAGEM'
                ? `${String(discount).replace('.', ',')}%`
                : formatBRL(discount)}
          </Field>
          <Field label="Categoria">{label(v.id_categoria)}</Field>
          <Field label="Centro de custo">{label(v.id_centro_custo)}</Field>
          <Field label="Vendedor">{label(v.id_vendedor)}</Field>
          <Field label="Observações">{v.observacoes}</Field>
          <Field label="Observações para a nota">{v.observacoes_pagamento}</Field>
        </DetailList>
      </Section>
    </Stack>
  );
}
