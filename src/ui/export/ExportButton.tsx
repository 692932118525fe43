import { Suspense, useState } from 'react';
import { lazyScoped } from '../load-scoped';
import { Button } from '../plain';
import type { ListExportSpec } from './useListExport';

const ExportDialog = lazyScoped(() => import('./ExportDialog'));

/**
 * "Exportar CSV": every row of the list's current filters, not only the page shown. The
 * dialog and the CSV writer load on the first click; `createSpec` is called then, so it
 * reads the filters as they are when the user asks (and may load the list's columns).
 */
export function ExportButton<Row>({
  title,
  createSpec,
  disabled,
}: {
  title: string;
  createSpec: () => ListExportSpec<Row> | Promise<ListExportSpec<Row>>;
  disabled?: boolean;
}) {
  const [spec, setSpec] = useState<ListExportSpec<Row> | null>(null);
  // The list's columns load on the click: without a network that fails, and says so.
  const [failed, setFailed] = useState(false);
  const start = () => {
    setFailed(false);
    Promise.resolve()
      .then(createSpec)
      .then(setSpec, () => setFailed(true));
  };
  return (
    <>
      <Button variant="default" disabled={disabled} onClick={start}>
        Exportar CSV
      </Button>
      {failed && (
        <p className="ui-text-sm ui-error-text" role="alert">
          Não foi possível preparar a exportação. Verifique sua conexão e tente de novo.
        </p>
      )}
      {spec && (
        <Suspense fallback={null}>
          <ExportDialog title={title} spec={spec as unknown as ListExportSpec<unknown>} onClose={() => setSpec(null)} />
        </Suspense>
      )}
    </>
  );
}
