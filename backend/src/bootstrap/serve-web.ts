import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Application, NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Hashed build output: a changed file gets a new name, so browsers may keep these for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML above all): cached, but revalidated (ETag / Last-Modified) before every use. */
export const REVALIDATE = 'no-cache';

const PRERENDERED_DIR = 'prerendered';
const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/');

/**
 * Pre-rendered pages by URL path (frontend/scripts/prerender.mjs): prerendered/index.html is `/`,
 * prerendered/pricing.html is `/pricing`.
 */
function listPrerendered(root: string): Map<string, string> {
  const folder = path.join(root, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!fs.existsSync(folder)) return pages;
  for (const name of fs.readdirSync(folder)) {
    const match = /^([a-z0-9-]+)\.html$/.exec(name);
    if (match) pages.set(match[1] === 'index' ? '/' : `/${match[1]}`, `/${PRERENDERED_DIR}/${name}`);
  }
  return pages;
}

/**
 * The built web app (frontend/dist) for every GET or HEAD outside /api:
 * - files as built, brotli or gzip copies (made at build time) when the browser accepts them, with
 *   `Vary: Accept-Encoding`; hashed files under /assets immutable for a year, the rest revalidated;
 * - pre-rendered public pages for their paths, so a phone paints them before any JavaScript runs;
 * - any other path the app's index.html (deep links such as /clients), except a missing /assets file (404).
 * /api paths and other methods go on to Nest, whose 404 answers JSON.
 */
export function serveWeb(root: string): RequestHandler {
  const files = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      },
    },
  }) as RequestHandler;
  const prerendered = listPrerendered(root);

  /** Serves one file of the build in place of the requested URL (compression negotiated as for any file). */
  const sendFile = (file: string, req: Request, res: Response, next: NextFunction) => {
    const requested = req.url;
    req.url = file;
    files(req, res, (error?: unknown) => {
      req.url = requested;
      next(error);
    });
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    const page = prerendered.get(req.path);
    if (page) return sendFile(page, req, res, next);
    files(req, res, (error?: unknown) => {
      if (error || req.path.startsWith('/assets/')) return next(error);
      sendFile('/index.html', req, res, next);
    });
  };
}

const WEB_ROOT = Symbol('WEB_ROOT');

/**
 * Mounts serveWeb once Nest has registered its routes (module init runs after the router and before Nest's
 * 404 handler), so API routes answer first and unknown /api paths still get the JSON 404.
 */
@Module({})
export class WebModule implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_ROOT) private readonly root: string,
  ) {}

  static forRoot(root: string): DynamicModule {
    return { module: WebModule, providers: [{ provide: WEB_ROOT, useValue: root }] };
  }

  onModuleInit(): void {
    this.adapterHost.httpAdapter.getInstance<Application>().use(serveWeb(this.root));
  }
}
