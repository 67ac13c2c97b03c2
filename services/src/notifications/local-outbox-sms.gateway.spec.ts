import { LocalOutboxSmsGateway, PermanentDeliveryError, type SmsGateway } from './message-gateways';

describe('LocalOutboxSmsGateway: refuses what a real gateway refuses (issue 33)', () => {
  // Through the port, as the outbox worker calls it.
  const gateway: SmsGateway = new LocalOutboxSmsGateway();

  it('keeps a text to a valid E.164 number', async () => {
    await expect(gateway.send('+13035550142', 'hello')).resolves.toEqual({
      provider: 'local-outbox',
      providerMessageId: null,
    });
  });

  it.each(['512-555-01', '555-0199', '3035550142', '+1512555010', ''])(
    'refuses %p for good, so nothing says "delivered"',
    async (number) => {
      await expect(gateway.send(number, 'hello')).rejects.toBeInstanceOf(PermanentDeliveryError);
    },
  );
});
