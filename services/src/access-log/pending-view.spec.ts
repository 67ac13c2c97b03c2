import { loggableFilter, uuidsIn } from './pending-view';

describe('what a line keeps of an answer and a filter', () => {
  it('takes the distinct applicant uuids of an answer, object or JSON text', () => {
    const a = '0b7d2c1e-1111-4222-8333-444455556666';
    const b = '9f7d2c1e-1111-4222-8333-444455556666';
    expect(uuidsIn({ data: [{ uuid: a, first_name: 'X' }, { uuid: b }, { uuid: a }] })).toEqual([a, b]);
    expect(uuidsIn(`{"data":[{"id":1,"uuid":"${a}"}]}`)).toEqual([a]);
  });

  it('keeps codes and dates of a filter, never a free text', () => {
    expect(loggableFilter({ period: 'this_month', search: 'Smith', last_name: 'Doe', page: '2' })).toEqual({
      period: 'this_month',
      search: '(given)',
      last_name: '(given)',
      page: '2',
    });
  });
});
