import { useEffect, useRef } from 'react';

/** Opens a `<dialog>` as the browser's modal once it is mounted (focus kept inside, Esc closes it). */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, []);
  return dialog;
}
