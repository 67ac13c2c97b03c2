import { linkRecipients, recordRecipients } from './requestIdvModel';

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

describe('recordRecipients: what the Resend link confirmation shows (issue 33)', () => {
  it("shows the request's number and address, and a number no text reaches as such", () => {
    expect(recordRecipients({ phone: '+15125550143', phone_textable: true, email: 'a@example.edu' })).toEqual(
      {
        phone: '+15125550143',
        email: 'a@example.edu',
        phoneInvalid: false,
        reachable: true,
      },
    );
    expect(recordRecipients({ phone: '512-555-01', phone_textable: false, email: null })).toEqual({
      phone: '512-555-01',
      email: null,
      phoneInvalid: true,
      reachable: false,
    });
  });

  it('says the number cannot be shown for a record made before the number was kept (not "none on file")', () => {
    expect(recordRecipients({ email: 'a@example.edu' })).toEqual({
      phone: null,
      email: 'a@example.edu',
      phoneInvalid: false,
      reachable: true,
      phoneNotShown: true,
    });
    // A record that kept its request's answer "no number" still says none is on file.
    expect(recordRecipients({ phone: null, email: 'a@example.edu' })).toEqual({
      phone: null,
      email: 'a@example.edu',
      phoneInvalid: false,
      reachable: true,
    });
  });
});
