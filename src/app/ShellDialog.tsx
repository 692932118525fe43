import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * The shell's modal, the browser's own `<dialog>` (focus kept inside, Esc closes it): its
 * title, its content, then a row of `actions` ending with "Fechar", which has the focus
 * when it opens.
 */
export function ShellDialog({
  title,
  onClose,
  actions,
  children,
}: {
  title: string;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    // The modal focuses its first control when it opens; the safe one is "Fechar".
    close.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="shell-dialog"
      aria-labelledby={titleId}
      // A dialog opened within this one closes alone: React passes its close event up the tree.
      onClose={(e) => e.target === e.currentTarget && onClose()}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="shell-dialog-actions">
        {actions}
        <form method="dialog">
          <button ref={close} type="submit" className="shell-dialog-button">
            Fechar
          </button>
        </form>
      </div>
    </dialog>
  );
}
