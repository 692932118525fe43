import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { vi } from 'vitest';

interface ControlledProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
}

/** Renders a labelled controlled input whose value lives in state, reporting each change to a mock; returns the field and the mock. */
export function renderControlled<V>(
  Input: ComponentType<ControlledProps<V>>,
  { label, initial, after }: { label: string; initial: V; after?: ReactNode },
) {
  const onValue = vi.fn<(value: V) => void>();
  function Harness() {
    const [value, setValue] = useState<V>(initial);
    const change = (next: V) => {
      setValue(next);
      onValue(next);
    };
    return (
      <MantineProvider env="test">
        <Input label={label} value={value} onChange={change} />
        {after}
      </MantineProvider>
    );
  }
  render(<Harness />);
  return { input: screen.getByLabelText(label), onValue };
}
