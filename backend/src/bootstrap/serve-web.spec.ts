import express from 'express';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { IMMUTABLE, REVALIDATE, serveWeb } from './serve-web';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (no automatic decompression), so the test sees exactly what travels. */
function get(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A build folder as frontend/scripts/prerender.mjs leaves it, with precompressed copies. */
function writeBuild(root: string) {
  const write = (relative: string, text: string, compressed = true) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (compressed) {
      fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
      fs.writeFileSync(`${file}.gz`, gzipSync(text));
    }
  };
  write('index.html', '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>');
  write('assets/index-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('assets/tiny-def456.js', 'export {};', false);
  write('prerendered/index.html', '<!doctype html><div id="root" data-prerendered="/"><h1>Run your business</h1></div>');
  write('prerendered/login.html', '<!doctype html><div id="root" data-prerendered="/login"><h1>Sign in</h1></div>');
}

describe('serveWeb', () => {
  let root: string;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-web-'));
    writeBuild(root);
    const app = express();
    app.use(serveWeb(root));
    // Stands in for Nest's JSON 404 after the web middleware.
    app.use((req, res) => res.status(404).json({ statusCode: 404, path: req.path }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cacheable for a year', async () => {
    const answer = await get(port, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(answer.body).toString()).toContain('console.log');
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get(port, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('console.log');
    const plain = await get(port, '/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('console.log');
    const small = await get(port, '/assets/tiny-def456.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers / and /login with their pre-rendered HTML, revalidated on every visit', async () => {
    const home = await get(port, '/?utm_source=test', { 'accept-encoding': 'br' });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe(REVALIDATE);
    expect(brotliDecompressSync(home.body).toString()).toContain('<h1>Run your business</h1>');
    const login = await get(port, '/login');
    expect(login.body.toString()).toContain('data-prerendered="/login"');
  });

  it('answers deep links with the app shell and HEAD like GET', async () => {
    for (const urlPath of ['/clients', '/client-profile/4b7c1d2e-0000-4000-8000-000000000000', '/index.html']) {
      const answer = await get(port, urlPath);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(REVALIDATE);
      expect(answer.body.toString()).toContain('<div id="root"></div>');
    }
    const head = await get(port, '/clients', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('leaves /api, other methods and missing assets to the next handler (a 404, never the HTML)', async () => {
    for (const urlPath of ['/api', '/api/nope', '/assets/gone-000000.js']) {
      const answer = await get(port, urlPath);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    const post = await get(port, '/login', {}, 'POST');
    expect(post.status).toBe(404);
  });
});
