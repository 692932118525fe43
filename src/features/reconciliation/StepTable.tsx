import type { ChangeEvent, MouseEvent } from 'react';
import { DataTable, type Column } from '../../ui/list/DataTable';

const NO_SORT = () => undefined;

/**
 * A reconciliation step's table: every row at once, in the order given (no pages, no sort,
 * nothing loading), on the fast table of decision 0008. Its buttons and selects answer
 * through one delegated handler around the table (`onClick`, `onChange`: stable).
 */
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
