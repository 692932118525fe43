/** The header's place for the connected company, filled after the first paint (AfterFirstPaint). */
export const COMPANY_SLOT_ID = 'empresa-atual';
