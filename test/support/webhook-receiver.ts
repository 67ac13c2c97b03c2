import * as http from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: any;
  answered: number;
}

/**
 * A real local HTTP receiver for webhook tests: records every request (raw body kept for the
 * signature check) and answers 200, or what `answer(path, n)` says for the n-th request to a path.
 */
export async function startWebhookReceiver(answer: (path: string, n: number) => number = () => 200) {
  const received: ReceivedHook[] = [];
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      const status = answer(path, n);
      let json: any = null;
      try {
        json = JSON.parse(body);
      } catch {
        /* kept as text */
      }
      received.push({ path, headers: req.headers, body, json, answered: status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
