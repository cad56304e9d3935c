// The floor of an offline cold start: the least a page kept by a service
// worker can take on this machine. A bare page with the same welcome heading
// and LET'S GET STARTED link as the home page, and a service worker that
// answers from its cache and does nothing else, served on a loopback port
// and timed by the same probe (offline-start.ts), so the app's own start can
// be read as a multiple of it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const FILES: Record<string, { type: string; body: string }> = {
  '/': {
    type: 'text/html; charset=utf-8',
    body:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      // A block of its own, as the app's button is: Element Timing times the text of blocks.
      '<style>a { display: inline-block; }</style></head>' +
      '<body><h1>Welcome.</h1><a href="/next">LET\'S GET STARTED</a>' +
      '<script src="/register.js"></script></body></html>',
  },
  '/register.js': {
    type: 'text/javascript',
    body: "navigator.serviceWorker.register('/sw.js');",
  },
  '/sw.js': {
    type: 'text/javascript',
    body: `
      self.addEventListener('install', (event) =>
        event.waitUntil(caches.open('floor').then((cache) => cache.addAll(['/', '/register.js']))));
      self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
      self.addEventListener('fetch', (event) =>
        event.respondWith(caches.match(event.request).then((cached) => cached || fetch(event.request))));`,
  },
};

/** Serves the floor page on 127.0.0.1; close() stops it. */
export async function serveFloorPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const file = FILES[(request.url ?? '/').split('?')[0]!];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
