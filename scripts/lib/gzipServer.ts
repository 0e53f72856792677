import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/** The file a request path maps to, as static hosts serve a Docusaurus build (`<route>/index.html`). */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    if (await isFile(file)) return file;
  }
  return undefined;
}

/**
 * Serves a built site with gzip, as production hosts do; page-speed figures taken against an
 * uncompressed server would overstate transfer times. Port 0 picks a free port.
 */
export async function startGzipServer(buildDir: string, port = 0): Promise<RunningServer> {
  const root = path.resolve(buildDir);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const target = await resolveFile(root, url.pathname);
      const file = target ?? path.join(root, '404.html');
      const extension = path.extname(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[extension] ?? 'application/octet-stream',
        'cache-control': url.pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      };
      const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (gzip) headers['content-encoding'] = 'gzip';
      response.writeHead(target ? 200 : 404, headers);
      const stream = createReadStream(file);
      (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
