import { ssnHistory } from './ssn-history';

const me = { identityKey: 'k1', nameKey: 'avery lopez', dateOfBirth: '2004-05-17' };

describe('tenant SSN history', () => {
  it('Given nobody else on the SSN, Then an empty history with the on-file SSN passed through', () => {
    expect(ssnHistory(me, [me], '111223333')).toEqual({
      sameSsnOtherNames: 0,
      sameSsnOtherDobs: 0,
      sameSsnOtherIdentities: 0,
      onFileSsn: '111223333',
    });
  });

  it('Given another name and another birth date on the SSN, Then both counted and people counted once', () => {
    const history = ssnHistory(
      me,
      [
        me,
        { identityKey: 'k2', nameKey: 'jordan oneil', dateOfBirth: '2004-05-17' },
        { identityKey: 'k3', nameKey: 'jordan oneil', dateOfBirth: '2004-05-17' },
        { identityKey: 'k4', nameKey: 'avery lopez', dateOfBirth: '1999-01-01' },
      ],
      null,
    );
    expect(history).toEqual({
      sameSsnOtherNames: 2,
      sameSsnOtherDobs: 1,
      sameSsnOtherIdentities: 2,
      onFileSsn: null,
    });
  });

  it('Given the same person under another identity key, Then not another identity', () => {
    expect(ssnHistory(me, [{ ...me, identityKey: 'k9' }], null).sameSsnOtherIdentities).toBe(0);
  });
});
