import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AppModule } from '../app.module';
import { setApiPrefix } from '../bootstrap/configure-app';
import { buildOpenApiDocument } from '../bootstrap/openapi-document';
import { loadConfig } from '../config/app-config';

/** Deterministic JSON: object keys sorted, so the committed file diffs cleanly. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Writes libs/api-client/openapi.json without a database, Redis or listener (preview mode). */
async function main(): Promise<void> {
  const config = loadConfig({});
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, databaseUrl: 'postgres://preview@127.0.0.1:1/preview', redisUrl: 'redis://127.0.0.1:1', withWorkers: false, serveWeb: false }),
    { preview: true, logger: false, abortOnError: false },
  );
  setApiPrefix(app);
  const document = buildOpenApiDocument(app);
  const target = process.argv[2] ?? path.resolve(__dirname, '../../../libs/api-client/openapi.json');
  fs.writeFileSync(target, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
  await app.close().catch(() => undefined);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
  process.exit(0);
}

void main();
