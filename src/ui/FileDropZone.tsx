import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useRef, type ReactNode } from 'react';

/**
 * A drop zone with a "choose" button (capture's documents, reconciliation's statement).
 * The click and keyboard opening of the zone itself are off: the button is the one
 * control to reach with the keyboard, the zone only receives drops. What a file may be is
 * judged by the caller from its content (`accept` only narrows the file chooser).
 */
export function FileDropZone({
  onDrop,
  accept,
  multiple = false,
  disabled = false,
  inputLabel,
  zoneLabel = 'Área para soltar arquivos',
  idleText,
  acceptText,
  hint,
  buttonText,
}: {
  onDrop: (files: File[]) => void;
  /** For the file chooser (`.ofx,.csv`, MIME types). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The hidden input's accessible name. */
  inputLabel: string;
  zoneLabel?: string;
  idleText: string;
  acceptText: string;
  hint: ReactNode;
  buttonText: string;
}) {
  const openRef = useRef<() => void>(null);
  return (
    <Dropzone
      onDrop={onDrop}
      multiple={multiple}
      openRef={openRef}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      disabled={disabled}
      inputProps={{ accept, 'aria-label': inputLabel }}
      aria-label={zoneLabel}
      p="xl"
    >
      <Stack align="center" gap="xs" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <Text fw={600}>{acceptText}</Text>
        </Dropzone.Accept>
        <Dropzone.Idle>
          <Text fw={600}>{idleText}</Text>
        </Dropzone.Idle>
        <Text size="sm">{hint}</Text>
      </Stack>
      <Group justify="center" mt="sm">
        <Button onClick={() => openRef.current?.()} disabled={disabled}>
          {buttonText}
        </Button>
      </Group>
    </Dropzone>
  );
}
