import { describe, expect, it } from 'vitest';
import { noLinkReason } from './charge-texts';

describe('noLinkReason', () => {
  it('says a charge being cancelled is followed until the platform confirms it', () => {
    expect(noLinkReason('EM_CANCELAMENTO')).toMatch(/^A cobrança está sendo cancelada/);
  });

  it('says any other charge without a link no longer takes payments', () => {
    expect(noLinkReason('CANCELADO')).toBe('Esta cobrança não aceita mais pagamentos: o link não é mais oferecido.');
    expect(noLinkReason(null)).toBe('Esta cobrança não aceita mais pagamentos: o link não é mais oferecido.');
  });
});
