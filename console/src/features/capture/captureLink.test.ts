import { captureApiPath, openLinkEarly, takeEarlyOpen } from './captureLink';

const TOKEN = 'Ab0_-'.repeat(8) + 'xyz';

/** The link's first request, started by the entry before the page's code arrives (captureLink.ts). */
describe('the capture link asked early', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue(new Response('{}'));
    global.fetch = fetchMock as unknown as typeof fetch;
    takeEarlyOpen(TOKEN);
  });

  it('asks the server once, for the token in the page address, and hands that answer to the page once', async () => {
    openLinkEarly(`/capture/${TOKEN}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(captureApiPath(TOKEN));
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: 'GET',
      headers: { 'Accept-Language': expect.stringMatching(/^(en|fr|de|nl)$/) },
    });
    expect(takeEarlyOpen('x'.repeat(43))).toBeNull();
    await expect(takeEarlyOpen(TOKEN)).resolves.toBeInstanceOf(Response);
    // The page mounted again (or a retry) asks afresh.
    expect(takeEarlyOpen(TOKEN)).toBeNull();
  });

  it('asks nothing for an address without a link token', () => {
    for (const pathname of ['/capture/short', '/capture/', `/capture/${TOKEN}/extra`, `/other/${TOKEN}`])
      openLinkEarly(pathname);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a failed early request to the page to report (no unhandled rejection)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    openLinkEarly(`/capture/${TOKEN}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyOpen(TOKEN)).rejects.toThrow('offline');
  });
});
