import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../ui/plain/load-scoped';

const ShortcutsDialog = lazyOptional(() => import('./ShortcutsDialog'));

// A screen offers a shortcut with `aria-keyshortcuts`; only a key pressed alone counts (screen readers use modifiers).

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
  return target.closest('[role="combobox"], [role="textbox"], [role="listbox"]') !== null;
}

function offered(key: string): HTMLElement | null {
  const main = document.getElementById('conteudo');
  return main?.querySelector<HTMLElement>(`[aria-keyshortcuts="${key}"]`) ?? null;
}

export default function Shortcuts() {
  const [listing, setListing] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
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
    // Tells the e2e tests the keys work.
    document.documentElement.dataset.shortcuts = 'on';
    return () => {
      document.removeEventListener('keydown', onKey);
      delete document.documentElement.dataset.shortcuts;
    };
  }, []);
  return <Suspense fallback={null}>{listing && <ShortcutsDialog onClose={() => setListing(false)} />}</Suspense>;
}
