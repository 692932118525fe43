import { useEffect } from 'react';
import { PREFETCH_TEMPLATE_ID } from './prefetch-template';
import Shortcuts from './Shortcuts';

/**
 * Starts the prefetch of the lazy screens' shared code (decision 0009): index.html holds
 * the links in an inert template, so that nothing of it is asked for while the first
 * screen loads (decision 0011); in the head, they load at the lowest priority, never run.
 */
export function startPrefetch(doc: Document = document): void {
  const held = doc.getElementById(PREFETCH_TEMPLATE_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  doc.head.append(held.content);
}

/** What the shell starts once the first screen is painted (loaded by Shell.tsx then). */
export default function AfterFirstPaint() {
  useEffect(() => startPrefetch(), []);
  return <Shortcuts />;
}
