import { apiProcessCount } from './api-cluster';

describe('how many API processes npm start runs', () => {
  it('leaves one core to the worker side and PostgreSQL, and runs all in one process on two cores', () => {
    expect(apiProcessCount({}, 1)).toBe(1);
    expect(apiProcessCount({}, 2)).toBe(1);
    expect(apiProcessCount({}, 3)).toBe(2);
    expect(apiProcessCount({}, 16)).toBe(4); // each holds its own PostgreSQL pool
  });

  it('takes API_PROCESSES as set, and refuses what is not a whole number from 1 to 64', () => {
    expect(apiProcessCount({ API_PROCESSES: '3' }, 2)).toBe(3);
    expect(apiProcessCount({ API_PROCESSES: ' ' }, 2)).toBe(1);
    for (const wrong of ['0', '65', '1.5', 'two'])
      expect(() => apiProcessCount({ API_PROCESSES: wrong }, 2)).toThrow(
        `API_PROCESSES must be a whole number from 1 to 64 (it is "${wrong}")`,
      );
  });
});
