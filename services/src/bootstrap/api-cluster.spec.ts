import { apiProcessCount, workerNice } from './api-cluster';

describe('how many API processes npm start runs', () => {
  it('leaves one core to the worker side and PostgreSQL, and runs all in one process on one core', () => {
    expect(apiProcessCount({}, 1)).toBe(0);
    expect(apiProcessCount({}, 2)).toBe(1);
    expect(apiProcessCount({}, 3)).toBe(2);
    expect(apiProcessCount({}, 16)).toBe(4); // each holds its own PostgreSQL pool
  });

  it('takes API_PROCESSES as set (0: one process for everything), and refuses what is not a whole number from 0 to 64', () => {
    expect(apiProcessCount({ API_PROCESSES: '3' }, 2)).toBe(3);
    expect(apiProcessCount({ API_PROCESSES: '0' }, 8)).toBe(0);
    expect(apiProcessCount({ API_PROCESSES: ' ' }, 2)).toBe(1);
    for (const wrong of ['-1', '65', '1.5', 'two'])
      expect(() => apiProcessCount({ API_PROCESSES: wrong }, 2)).toThrow(
        `API_PROCESSES must be a whole number from 0 to 64 (it is "${wrong}")`,
      );
  });

  it('runs the worker side at nice 19 beside API processes unless WORKER_NICE says otherwise', () => {
    expect(workerNice({})).toBe(19);
    expect(workerNice({ WORKER_NICE: '0' })).toBe(0);
    expect(workerNice({ WORKER_NICE: '19' })).toBe(19);
    for (const wrong of ['-5', '20', 'low'])
      expect(() => workerNice({ WORKER_NICE: wrong })).toThrow(
        `WORKER_NICE must be a whole number from 0 to 19 (it is "${wrong}")`,
      );
  });
});
