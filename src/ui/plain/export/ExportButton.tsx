import { Suspense, useState } from 'react';
import { lazyScoped } from '../load-scoped';
import { PlainButton } from '../controls';
import type { ListExportSpec } from './useListExport';

const ExportDialog = lazyScoped(() => import('../../mantine/ExportDialog'));

/** Dialog and CSV writer load on the first click; `createSpec` then reads the filters of that moment. */
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
  // The columns load on the click: offline that fails, and says so.
  const [failed, setFailed] = useState(false);
  const start = () => {
    setFailed(false);
    Promise.resolve()
      .then(createSpec)
      .then(setSpec, () => setFailed(true));
  };
  return (
    <>
      <PlainButton variant="default" disabled={disabled} onClick={start}>
        Exportar CSV
      </PlainButton>
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
