import { describeClient } from './describe-client';

describe('describeClient', () => {
  it('keeps only the browser and system names of a User-Agent', () => {
    expect(
      describeClient(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome, Windows');
    expect(
      describeClient(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari, iOS');
  });

  it('keeps nothing of a missing or unreadable header', () => {
    expect(describeClient(undefined)).toBeNull();
    expect(describeClient('')).toBeNull();
    expect(describeClient('curl-ish/1')).toBeNull();
  });
});
