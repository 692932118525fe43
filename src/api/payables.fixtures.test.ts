import { describe, expect, it } from 'vitest';
import { creationProtocolProduction, eventInstallmentsProduction, protocolReadProduction } from './fixtures/financial';
import { eventInstallmentsSchema, protocolReadSchema, protocolSchema } from './payables.schema';

describe('the answers that follow a creation (contract)', () => {
  it('the creation answers its protocol, the protocol names the event, the event lists its installments', () => {
    expect(protocolSchema.parse(creationProtocolProduction).protocolo).toBe(creationProtocolProduction.protocolo);
    expect(protocolReadSchema.parse(protocolReadProduction)).toMatchObject({
      status: 'SUCCESS',
      evento_financeiro_id: protocolReadProduction.evento_financeiro_id,
    });
    const installments = eventInstallmentsSchema.parse(eventInstallmentsProduction);
    expect(installments).toHaveLength(1);
    expect(installments[0]?.id).toBe(eventInstallmentsProduction[0]?.id);
  });
});
