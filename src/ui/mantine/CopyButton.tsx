import { Button, Loader, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MUTED } from '../plain/muted';

const COPIED_MS = 2_000;

/** A refused clipboard shows the text selected for Ctrl+C; the button stays enabled while busy, to keep focus. */
export function CopyButton({
  text,
  label,
  ariaLabel,
  ...button
}: {
  text: string | (() => string | Promise<string>);
  label: string;
  ariaLabel?: string;
} & Omit<ButtonProps, 'children' | 'onClick'>) {
  const [state, setState] = useState<'idle' | 'busy' | 'copied'>('idle');
  const [fallback, setFallback] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (fallback !== null) area.current?.select();
  }, [fallback]);

  const copy = async () => {
    if (state === 'busy') return;
    setState('busy');
    setFailure(null);
    let value: string;
    try {
      value = typeof text === 'function' ? await text() : text;
    } catch (error) {
      setState('idle');
      setFailure(error instanceof Error ? error.message : 'Não foi possível preparar o texto.');
      return;
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setFallback(null);
      setState('copied');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('idle');
      setFallback(value);
    }
  };

  return (
    <Stack gap={4}>
      <Button
        variant="light"
        size="xs"
        {...button}
        onClick={() => void copy()}
        leftSection={state === 'busy' ? <Loader size={12} aria-hidden /> : button.leftSection}
        aria-busy={state === 'busy'}
        aria-label={ariaLabel}
        color={state === 'copied' ? 'green' : button.color}
      >
        {state === 'copied' ? 'Copiado' : label}
      </Button>
      <span role="status" className="ui-visually-hidden">
        {state === 'copied' ? 'Copiado para a área de transferência' : ''}
      </span>
      {failure && (
        <Text size="xs" c="red" role="alert">
          {failure}
        </Text>
      )}
      {fallback !== null && (
        <Stack gap={2}>
          <Text size="xs" c={MUTED} role="alert">
            O navegador não permitiu copiar. O texto está selecionado abaixo: copie com Ctrl+C.
          </Text>
          <Textarea
            ref={area}
            value={fallback}
            readOnly
            rows={6}
            aria-label={`Texto para copiar: ${ariaLabel ?? label}`}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Stack>
      )}
    </Stack>
  );
}
