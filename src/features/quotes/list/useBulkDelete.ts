import { useRef, useState } from 'react';
import type { BulkDeleteResult } from '../../../api/quotes';
import { useSelection } from '../../../ui/plain/list/useSelection';
import { useStableCallback } from '../../../ui/plain/useStableCallback';
import type { SelectedQuote } from './BulkDeleteDialog';
import { QUOTE_SELECTION, selectedQuote } from './columns';

/**
 * The list's selection (it survives paging and filtering) and its bulk delete: the quotes
 * being confirmed, what failed stays selected, and focus back to the trigger or the heading
 * once the dialog, which unmounts when closed, is gone.
 */
export function useBulkDelete() {
  const selection = useSelection(QUOTE_SELECTION.rowId, selectedQuote);
  const [confirming, setConfirming] = useState<SelectedQuote[] | null>(null);
  const finished = useStableCallback((result: BulkDeleteResult) => {
    const failed = new Set(result.failed.flatMap((f) => f.ids));
    selection.retain((id) => failed.has(id));
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeDialog = useStableCallback(() => {
    setConfirming(null);
    window.setTimeout(() => {
      const trigger = triggerRef.current;
      if (trigger && !trigger.disabled) trigger.focus();
      else document.querySelector<HTMLElement>('h1')?.focus();
    }, 0);
  });
  const confirm = useStableCallback(() => setConfirming([...selection.selected.values()]));
  return { selection, confirming, confirm, closeDialog, finished, triggerRef };
}
