import { linkRecipients } from './requestIdvModel';

const meta = (codes: string[]) =>
  JSON.stringify({
    level: 'high',
    reasonCodes: { phone: codes.map((reasonCode) => ({ reasonCode, description: '' })) },
  });

describe('linkRecipients: what the Request IDV confirmation shows (issue 33)', () => {
  it('shows the number and the address of a clean applicant, both reachable', () => {
    expect(
      linkRecipients({ phone: '+15125550143', email: 'a@example.edu', meta_data: meta(['PDC']) }),
    ).toEqual({ phone: '+15125550143', email: 'a@example.edu', phoneInvalid: false, reachable: true });
  });

  it('marks a number the import flagged PINV, or that is no number at all, as getting no text', () => {
    expect(
      linkRecipients({ phone: '512-555-01', email: 'a@example.edu', meta_data: meta(['PINV']) }),
    ).toMatchObject({
      phone: '512-555-01',
      phoneInvalid: true,
      reachable: true,
    });
    expect(linkRecipients({ phone: '512-555-01', email: null, meta_data: null })).toMatchObject({
      phoneInvalid: true,
      reachable: false,
    });
  });
});
