import type { ChangeEvent, MouseEvent } from 'react';
import { DataTable, type Column } from '../../ui/plain/list/DataTable';

const NO_SORT = () => undefined;

/** A step's table: every row in the given order; controls answer through one delegated handler. */
export function StepTable<T>({
  caption,
  columns,
  minWidth,
  items,
  onClick,
  onChange,
}: {
  caption: string;
  columns: readonly Column<T>[];
  minWidth: number;
  items: T[];
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onChange?: (event: ChangeEvent<HTMLElement>) => void;
}) {
  const table = (
    <DataTable
      caption={caption}
      columns={columns}
      minWidth={minWidth}
      items={items}
      loading={false}
      busy={false}
      pageSize={items.length}
      sort={null}
      onSort={NO_SORT}
    />
  );
  if (!onClick && !onChange) return table;
  return (
    <div onClick={onClick} onChange={onChange}>
      {table}
    </div>
  );
}
