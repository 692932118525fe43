import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { EmptyOption } from './picker-options';

/*
 * The picker components behind src/ui/DeferredPicker.tsx: Mantine's Combobox family
 * (with its Popover, floating-ui and ScrollArea), loaded when a picker is first used.
 */

export interface StaticMultiSelectProps extends MultiSelectProps {
  /** Search text to start with (typed before the picker was loaded). */
  initialSearch?: string;
}

export function StaticMultiSelect({ initialSearch, nothingFoundMessage, ...props }: StaticMultiSelectProps) {
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
