import { OPEN_RECEIVABLE_STATUSES } from '../../lib/ledger-view';
import { OPEN_RECEIVABLES_FLOOR } from '../../lib/aging';
import { type IsoDate } from '../../lib/dates';
import { addDays } from '../../lib/date-math';

/** The list filter of what the forecast counts as overdue: still open and due before today. */
export const overdueFilter = (today: IsoDate) => ({
  status: [...OPEN_RECEIVABLE_STATUSES],
  data_vencimento_de: OPEN_RECEIVABLES_FLOOR,
  data_vencimento_ate: addDays(today, -1),
});
