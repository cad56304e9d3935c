// The bench's HTTP client: node:http over one kept-alive connection, as a
// tablet's browser keeps one, and much lighter than fetch, whose own cost
// (about 0.4 ms a request here) is the client's, not the server's. It asks
// for compressed answers as a browser does and stops the clock at the last
// byte; unpacking them is the client's work, done after.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Timed {
  status: number;
  ms: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function unpack(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** One request; the time runs from sending it to the answer's last byte. */
export function timedRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.request(
      url,
      { method: options.method ?? 'GET', agent, headers: { 'accept-encoding': 'br, gzip', ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - start;
          const body = unpack(Buffer.concat(chunks), response.headers['content-encoding']);
          resolve({ status: response.statusCode ?? 0, ms, body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
