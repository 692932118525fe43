import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useRef, type ReactNode } from 'react';

/** The button is the one keyboard control; the zone only takes drops. The caller judges files by content. */
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
  /** Only narrows the file chooser (`.ofx,.csv`). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
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
