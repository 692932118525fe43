import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../ui/load-scoped';

/** The list of shortcuts loads on the first `?` (the first screen's bytes: decision 0007). */
const ShortcutsDialog = lazyOptional(() => import('./ShortcutsDialog'));

/*
 * The app's keyboard shortcuts, once for every screen. A screen offers one by
 * marking its element with `aria-keyshortcuts` (which also tells screen readers): the
 * list's search (`/`, SearchFilterInput) and the screen's "new record" button (`n`). `?`
 * lists them. Only a key pressed alone counts (no Ctrl, Alt or Meta: a screen reader's own
 * commands use those), never while the user types in a field or a dialog is open.
 */

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
  return target.closest('[role="combobox"], [role="textbox"], [role="listbox"]') !== null;
}

/** The element of the current screen offering `key`, if it is shown. */
function offered(key: string): HTMLElement | null {
  const main = document.getElementById('conteudo');
  return main?.querySelector<HTMLElement>(`[aria-keyshortcuts="${key}"]`) ?? null;
}

export default function Shortcuts() {
  const [listing, setListing] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Every other key (a list's filter keys among them) costs nothing more than this.
      if (event.key !== '?' && event.key !== '/' && event.key !== 'n') return;
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (isTyping(event.target) || document.querySelector('dialog[open], [role="dialog"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        setListing(true);
      } else if (event.key === '/') {
        const search = offered('/');
        if (!search) return;
        event.preventDefault();
        // A list whose filter panel is hidden shows it first (ListScreen).
        const panel = search.closest<HTMLElement>('[data-list-filters]');
        if (panel?.hidden) document.querySelector<HTMLElement>('[data-filters-toggle]')?.click();
        requestAnimationFrame(() => search.focus());
      } else if (event.key === 'n' && !event.shiftKey) {
        const create = offered('n');
        if (!create) return;
        event.preventDefault();
        create.click();
      }
    };
    document.addEventListener('keydown', onKey);
    // Loaded after the first screen: says when the keys work (the e2e waits for it).
    document.documentElement.dataset.shortcuts = 'on';
    return () => {
      document.removeEventListener('keydown', onKey);
      delete document.documentElement.dataset.shortcuts;
    };
  }, []);
  return <Suspense fallback={null}>{listing && <ShortcutsDialog onClose={() => setListing(false)} />}</Suspense>;
}
