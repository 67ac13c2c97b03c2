import { delayAfter, throttleSource } from './login-throttle';

describe('sign-in throttling', () => {
  it('lets three failures in a row pass, then doubles the wait up to 15 minutes', () => {
    expect([1, 2, 3].map(delayAfter)).toEqual([0, 0, 0]);
    expect([4, 5, 6, 7].map(delayAfter)).toEqual([1, 2, 4, 8]);
    expect(delayAfter(13)).toBe(512);
    expect(delayAfter(14)).toBe(900);
    expect(delayAfter(1000)).toBe(900);
  });

  it('counts an IPv4 address as itself (also IPv4-mapped) and an IPv6 address by its /64', () => {
    expect(throttleSource('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttleSource('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(throttleSource('2001:0DB8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(throttleSource('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleSource('::1')).toBe('0:0:0:0::/64');
    expect(throttleSource('2001:db8:0:13::1')).not.toBe(throttleSource('2001:db8:0:12::1'));
  });
});
