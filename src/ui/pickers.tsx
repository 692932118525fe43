import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { EmptyOption } from './picker-options';

/* Mantine's Combobox family behind DeferredPicker, loaded when a picker is first used. */

export interface MantineChoicesMultiSelectProps extends MultiSelectProps {
  /** Typed before the picker was loaded. */
  initialSearch?: string;
}

export function MantineChoicesMultiSelect({
  initialSearch,
  nothingFoundMessage,
  ...props
}: MantineChoicesMultiSelectProps) {
  return (
    <MultiSelect
      {...props}
      defaultSearchValue={initialSearch}
      nothingFoundMessage={nothingFoundMessage && <EmptyOption>{nothingFoundMessage}</EmptyOption>}
    />
  );
}

export { RemoteMultiSelect } from './RemoteMultiSelect';
export { RemoteSelect } from './RemoteSelect';
