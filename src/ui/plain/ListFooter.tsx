import { memo } from 'react';
import { formatCount } from '../../lib/text';
import { Pager } from './Pager';
import { NativeSelect } from './controls';

export interface ListFooterProps {
  /** Lower case plural of a noun that takes an s: "parcelas", "contratos". */
  noun: string;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  loading: boolean;
  /** The previous page's rows stay while the requested one loads. */
  showingPrevious: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** The summary describes the rows on screen, never a range not yet shown. Memoized: give stable callbacks. */
export const ListFooter = memo(function ListFooter({
  noun,
  page,
  pageSize,
  pageSizes,
  total,
  loading,
  showingPrevious,
  onPage,
  onPageSize,
}: ListFooterProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <div className="ui-group" style={{ justifyContent: 'space-between' }}>
      <p className="ui-text-sm" role="status" aria-live="polite">
        {loading
          ? `Carregando ${noun}…`
          : showingPrevious
            ? `Carregando a página ${page}…`
            : total === 0
              ? `0 ${noun}`
              : total === 1
                ? `1 ${noun.replace(/s$/, '')}`
                : `Mostrando ${formatCount(first)}–${formatCount(last)} de ${formatCount(total)} ${noun}`}
      </p>
      <FooterControls
        label={label}
        page={Math.min(page, pages)}
        pages={pages}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </div>
  );
});

/** Memoized apart from the summary, which changes more often. */
const FooterControls = memo(function FooterControls({
  label,
  page,
  pages,
  pageSize,
  pageSizes,
  onPage,
  onPageSize,
}: {
  label: string;
  page: number;
  pages: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  return (
    <div className="ui-group">
      <NativeSelect
        label="Por página"
        aria-label={`${label} por página`}
        data={pageSizes.map(String)}
        value={String(pageSize)}
        onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        style={{ width: '6.25rem' }}
        size="xs"
      />
      <Pager total={pages} page={page} onChange={onPage} />
    </div>
  );
});
