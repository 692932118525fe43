import { lazy, Suspense } from 'react';
import CaptureReviewPage from '../../features/capture/CaptureReviewPage';
import type { InstallmentEditorProps } from '../../features/capture/CreatedInstallments';
import { useAuthor } from './author';

/** The ledger's installment edit, loaded on the first "Corrigir". */
const EditInstallmentDialog = lazy(() => import('../../features/ledger/settle/EditInstallmentDialog'));

function InstallmentEditor({ installment, author, onClose, onSaved }: InstallmentEditorProps) {
  return (
    <Suspense fallback={null}>
      <EditInstallmentDialog
        installment={installment}
        mode="edit"
        author={author}
        onClose={onClose}
        onSaved={onSaved}
        onWrittenOff={onClose}
      />
    </Suspense>
  );
}

/** A capture's review, whose created installments are corrected with the ledger's edit. */
export default function CaptureReview() {
  return <CaptureReviewPage author={useAuthor()} editor={InstallmentEditor} />;
}
