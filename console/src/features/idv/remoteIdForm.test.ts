import {
  formatPhone,
  normalizePhone,
  remoteFailureMessage,
  remoteIdRequest,
  remoteSuccessMessage,
  validateRemoteId,
} from './remoteIdForm';

const valid = { firstName: ' Michael ', lastName: 'Sample', email: 'm@example.edu', phone: '(804) 555-0143' };

describe('validateRemoteId (spec §5)', () => {
  it.each([
    [{ firstName: '  ' }, { firstName: 'idv.remote.firstNameRequired' }],
    [{ lastName: '' }, { lastName: 'idv.remote.lastNameRequired' }],
    [{ email: '' }, { email: 'idv.remote.emailRequired' }],
    [{ email: 'nope' }, { email: 'idv.remote.emailInvalid' }],
    [{ email: 'a@b' }, { email: 'idv.remote.emailInvalid' }],
    [{ phone: '   ' }, { phone: 'idv.remote.phoneRequired' }],
    [{ phone: '12' }, { phone: 'idv.remote.phoneInvalid' }],
    [{}, {}],
  ])('%j → %j', (change, expected) => {
    expect(validateRemoteId({ ...valid, ...change })).toEqual(expected);
  });
});

describe('normalizePhone (default country US, + and digits)', () => {
  it.each([
    ['(804) 555-0143', '+18045550143'],
    [' 804.555.0143 ', '+18045550143'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (804) 555-0143', '+18045550143'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(normalizePhone(input)).toBe(expected));
  it('formats for display', () => expect(formatPhone('8045550143')).toBe('+1 804 555 0143'));
});

describe('remoteIdRequest (spec §7)', () => {
  it('joins the name, fixes zip 20, type sms, uuid null and the form type', () => {
    const body = remoteIdRequest(valid, 'FINANCIAL_AID');
    expect(body).toMatchObject({
      form_type: 'FINANCIAL_AID',
      type: 'sms',
      uuid: null,
      data: {
        name: 'Michael Sample',
        first_name: 'Michael',
        last_name: 'Sample',
        phoneNumber: '+18045550143',
        email: 'm@example.edu',
        zip: '20',
      },
    });
  });
});

describe('messages (spec §8)', () => {
  const fallback = 'Something went wrong. Please try again.';
  const apiError = (message: string, errors: { field: string; message: string }[] = []) => ({
    status: false,
    httpStatus: 422,
    message,
    errors,
  });
  it.each([
    [apiError('Too many texts'), 'Too many texts'],
    [apiError('', [{ field: 'data.email', message: 'Enter a valid email.' }]), 'Enter a valid email.'],
    [new Error('Failed to fetch'), 'Failed to fetch'],
    [apiError(''), fallback],
    [undefined, fallback],
  ])('failure %j → %s', (error, expected) => expect(remoteFailureMessage(error, fallback)).toBe(expected));
  it.each([
    ['Sent', 'Sent'],
    ['', 'Verification link sent successfully!'],
    [undefined, 'Verification link sent successfully!'],
  ])('success %s → %s', (message, expected) =>
    expect(remoteSuccessMessage(message, 'Verification link sent successfully!')).toBe(expected),
  );
});
