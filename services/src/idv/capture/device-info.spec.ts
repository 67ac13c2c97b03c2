import { deviceInfo } from './device-info';

describe('device info', () => {
  it('places a public address from the offline tables', async () => {
    expect(await deviceInfo('::ffff:81.2.69.142', 'Mozilla/5.0')).toEqual({
      ipAddress: '81.2.69.142',
      ipCity: 'Long Buckby',
      ipRegion: 'ENG',
      ipCountry: 'GB',
      userAgent: 'Mozilla/5.0',
    });
  });
  it('does not place loopback or private addresses', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.9']) {
      expect(await deviceInfo(ip, undefined)).toMatchObject({
        ipAddress: ip,
        ipCity: null,
        ipRegion: null,
        ipCountry: null,
      });
    }
  });
});
