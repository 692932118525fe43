import { ShellDialog } from './ShellDialog';

export const SHORTCUTS = [
  { key: '/', label: 'Buscar na lista desta tela' },
  { key: 'n', label: 'Novo registro (novo contrato, novo orçamento), onde a tela tem um' },
  { key: '?', label: 'Mostrar estes atalhos' },
] as const;

/** The shortcuts, in the browser's own modal dialog (focus kept inside, Esc closes it). */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <ShellDialog title="Atalhos de teclado" onClose={onClose}>
      <dl>
        {SHORTCUTS.map((s) => (
          <div key={s.key}>
            <dt>
              <kbd>{s.key}</kbd>
            </dt>
            <dd>{s.label}</dd>
          </div>
        ))}
      </dl>
      <p>Funcionam fora dos campos de texto, sem Ctrl, Alt ou Cmd.</p>
    </ShellDialog>
  );
}
