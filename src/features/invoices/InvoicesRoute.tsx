import InvoicesPage from './list/InvoicesPage';
import MissingNotesPage from './missing/MissingNotesPage';

/** Both invoice screens in one chunk: one lazy route entry on the first screen, not two. */
export default function InvoicesRoute({ missing = false }: { missing?: boolean }) {
  return missing ? <MissingNotesPage /> : <InvoicesPage />;
}
