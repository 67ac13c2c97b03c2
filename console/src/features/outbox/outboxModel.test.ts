import { deliveryTone, linkParts } from './outboxModel';

describe('outbox display rules', () => {
  it.each([
    ['delivered', 'success'],
    ['failed', 'danger'],
    ['pending', 'warning'],
    ['retrying', 'warning'],
  ])('shows %s as %s', (status, tone) => {
    expect(deliveryTone(status)).toBe(tone);
  });

  it('makes the link in a text clickable and keeps the words around it', () => {
    expect(linkParts('Verify your ID: https://x.test/capture/abc Expires in 72 h')).toEqual([
      { text: 'Verify your ID: ' },
      { text: 'https://x.test/capture/abc', href: 'https://x.test/capture/abc' },
      { text: ' Expires in 72 h' },
    ]);
  });
});
