import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import ConnectedCompany from './ConnectedCompany';
import { NotificationsHost } from './NotificationsHost';
import { PREFETCH_TEMPLATE_ID } from './prefetch-template';
import Shortcuts from './Shortcuts';
import { COMPANY_SLOT_ID } from './slots';

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

/**
 * What the shell starts once the first screen is painted (loaded by Shell.tsx then): the
 * prefetch, the keyboard shortcuts, the notifications' host (the screens' `notifications.show()`
 * waits in its store until then) and the connected company's name in its header slot.
 */
export default function AfterFirstPaint() {
  useEffect(() => startPrefetch(), []);
  // The shell is committed before this loads: its header's slot is there.
  const [slot] = useState(() => document.getElementById(COMPANY_SLOT_ID));
  return (
    <>
      <Shortcuts />
      <NotificationsHost />
      {slot && createPortal(<ConnectedCompany />, slot)}
    </>
  );
}
