import { useState } from 'react';
import { useReturnFocus } from '../../ui/plain/return-focus';
import { useStableCallback } from '../../ui/plain/useStableCallback';
import type { ChargeTarget } from './charge-target';

/** The charge dialog's target; closing it returns focus to the row's control that opened it, else to the heading. */
export function useChargeDialog() {
  const focus = useReturnFocus(() => document.querySelector<HTMLElement>('h1'));
  const [charge, setCharge] = useState<ChargeTarget | null>(null);
  const openCharge = useStableCallback((target: ChargeTarget, opener: HTMLElement) => {
    focus.remember(opener);
    setCharge(target);
  });
  const closeCharge = useStableCallback(() => {
    setCharge(null);
    focus.restore();
  });
  return { charge, openCharge, closeCharge };
}
