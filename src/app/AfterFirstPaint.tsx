import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { listenForChanges } from '../api/refresh';
import { createPortal } from 'react-dom';
import ConnectedCompany from './ConnectedCompany';
import { NotificationsHost } from './NotificationsHost';
import { PREFETCH_TEMPLATE_ID } from './prefetch-template';
import { useScrollToTopOnNewPage } from './scroll-on-navigation';
import Shortcuts from './Shortcuts';
import { COMPANY_SLOT_ID } from './slots';

/** index.html holds the prefetch links in an inert template, so nothing is asked for while the first screen loads. */
export function startPrefetch(doc: Document = document): void {
  const held = doc.getElementById(PREFETCH_TEMPLATE_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  doc.head.append(held.content);
}

/** Reads the address: alone, so that a list's filter change re-renders nothing else here. */
function ScrollToTopOnNewPage() {
  useScrollToTopOnNewPage();
  return null;
}

/** Memoized: the frame renders again at every change of address; none of this depends on it. */
export default memo(function AfterFirstPaint() {
  useEffect(() => startPrefetch(), []);
  // What another tab of this company changed is read again here too.
  const queryClient = useQueryClient();
  useEffect(() => listenForChanges(queryClient), [queryClient]);
  const [slot] = useState(() => document.getElementById(COMPANY_SLOT_ID));
  return (
    <>
      {/* Mounted from the first paint on, before any link can be followed. */}
      <ScrollToTopOnNewPage />
      <Shortcuts />
      <NotificationsHost />
      {slot && createPortal(<ConnectedCompany />, slot)}
    </>
  );
});
