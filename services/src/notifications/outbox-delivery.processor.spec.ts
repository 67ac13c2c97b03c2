import { deliveryErrorMessage } from './outbox-delivery.processor';

describe('delivery error message', () => {
  it('keeps the adapter message and masks a recipient that slipped into it', () => {
    expect(deliveryErrorMessage(new Error('Twilio answered 400 (error 21211)'), '+18045550143')).toBe(
      'Twilio answered 400 (error 21211)',
    );
    expect(
      deliveryErrorMessage(
        new Error('relay said: <michael.sample@example.edu> unknown'),
        'michael.sample@example.edu',
      ),
    ).toBe('relay said: <m•••@example.edu> unknown');
    expect(deliveryErrorMessage('number +18045550143 blocked', '+18045550143')).toBe(
      'number +1•••43 blocked',
    );
    expect(deliveryErrorMessage(new Error('x'.repeat(400)), 'a@b.c')).toHaveLength(300);
  });
});
