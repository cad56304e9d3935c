// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadGuidePdf, GUIDE_UNAVAILABLE_MESSAGE, guideUrl, precacheGuides } from './guide-download';
import { initialSessionState } from './session-state';
import { useSessionStore } from './session-store';

const pdfBytes = new TextEncoder().encode('%PDF-1.7 guide');

describe('downloadGuidePdf', () => {
  const refresh = vi.fn<() => Promise<boolean>>();
  beforeEach(() => {
    useSessionStore.setState({ ...initialSessionState, status: 'signed-in', accessToken: 'token-1', refresh });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    refresh.mockReset();
  });

  it('fetches the guide with the access token', async () => {
    const fetchMock = vi.fn(
      async () => new Response(pdfBytes, { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await downloadGuidePdf('A1x07');
    expect(result.ok && new TextDecoder().decode(result.data)).toBe('%PDF-1.7 guide');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/guides/A1x07.pdf',
      expect.objectContaining({ headers: { Authorization: 'Bearer token-1' } }),
    );
  });

  it('refreshes once on a 401 and asks again with the new token', async () => {
    refresh.mockImplementation(async () => {
      useSessionStore.setState({ accessToken: 'token-2' });
      return true;
    });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 401 }))
      .mockResolvedValueOnce(new Response(pdfBytes, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await downloadGuidePdf('A1x1');
    expect(result.ok && new TextDecoder().decode(result.data)).toBe('%PDF-1.7 guide');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ headers: { Authorization: 'Bearer token-2' } });
  });

  it('says why when the guide cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await downloadGuidePdf('A1x07')).toMatchObject({
      ok: false,
      message: expect.stringContaining(GUIDE_UNAVAILABLE_MESSAGE),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    expect(await downloadGuidePdf('Z9x01')).toEqual({ ok: false, message: GUIDE_UNAVAILABLE_MESSAGE });
  });

  it('says why when the connection drops while the guide arrives', async () => {
    const cut = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(pdfBytes.slice(0, 4));
          controller.error(new TypeError('Load failed'));
        },
      }),
      { status: 200 },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => cut),
    );
    expect(await downloadGuidePdf('A1x07')).toMatchObject({
      ok: false,
      message: expect.stringContaining(GUIDE_UNAVAILABLE_MESSAGE),
    });
  });

  it('builds the guide address from the name', () => {
    expect(guideUrl('A1x07')).toBe('/api/guides/A1x07.pdf');
  });
});

describe('precacheGuides', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches each guide once when a service worker will keep them', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(pdfBytes, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    useSessionStore.setState({ ...initialSessionState, status: 'signed-in', accessToken: 'token-1' });
    expect(await precacheGuides(['A1x1', 'A1x07', 'C1x04'])).toBe(3);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/guides/A1x1.pdf',
      '/api/guides/A1x07.pdf',
      '/api/guides/C1x04.pdf',
    ]);
  });

  it('goes on to the next guide when the connection drops in the middle of one', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('A1x07')
        ? new Response(
            new ReadableStream({
              start(controller) {
                controller.error(new TypeError('Load failed'));
              },
            }),
            { status: 200 },
          )
        : new Response(pdfBytes, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    useSessionStore.setState({ ...initialSessionState, status: 'signed-in', accessToken: 'token-1' });
    expect(await precacheGuides(['A1x1', 'A1x07', 'C1x04'])).toBe(2);
  });

  it('does nothing without a service worker: nothing would keep them', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await precacheGuides(['A1x1'])).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
