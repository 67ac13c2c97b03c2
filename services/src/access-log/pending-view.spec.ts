import { loggableFilter, uuidsIn } from './pending-view';

describe('what a line keeps of an answer and a filter', () => {
  it('takes the distinct applicant uuids of an answer, object or JSON text', () => {
    const a = '0b7d2c1e-1111-4222-8333-444455556666';
    const b = '9f7d2c1e-1111-4222-8333-444455556666';
    expect(uuidsIn({ data: [{ uuid: a, first_name: 'X' }, { uuid: b }, { uuid: a }] })).toEqual([a, b]);
    expect(uuidsIn(`{"data":[{"id":1,"uuid":"${a}"}]}`)).toEqual([a]);
  });

  it('answers a text it has seen before from memory, and a changed text anew', () => {
    const a = '0b7d2c1e-1111-4222-8333-444455556666';
    const b = '9f7d2c1e-1111-4222-8333-444455556666';
    const page = `{"data":[{"uuid":"${a}"},{"uuid":"${b}"}]}`;
    const first = uuidsIn(page);
    first.pop(); // a caller's change to its list is its own
    expect(uuidsIn(page)).toEqual([a, b]);
    expect(uuidsIn(page.replace(b, a))).toEqual([a]);
    for (let i = 0; i < 100; i++) uuidsIn(`{"uuid":"${a.slice(0, -3)}${String(i).padStart(3, '0')}"}`);
    expect(uuidsIn(page)).toEqual([a, b]);
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
