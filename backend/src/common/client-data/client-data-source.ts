import { DiscoveryService } from '@nestjs/core';
import type { TenantScope } from '../http/authenticated-request';

/** One table of a client's data export: a JSON array and a CSV file of the same rows. */
export interface ClientDataTable {
  /** File name without extension (`goals` → goals.json and goals.csv); snake_case, as the table is named. */
  name: string;
  /** Plain values only (see `plainRow`): the CSV's columns are the first row's keys. */
  rows: PlainRow[];
}

export type PlainRow = Record<string, string | number | boolean | null>;

/** A stored file that goes into the export as it is (a progress photo), at `path` inside the ZIP. */
export interface ClientDataFile {
  path: string;
  key: string;
}

export interface ClientDataPart {
  tables: ClientDataTable[];
  files?: ClientDataFile[];
}

/** The client whose data is collected: their business, their client record and, when linked, their sign-in. */
export type ClientDataScope = TenantScope & { clientId: string };

/**
 * What a module that keeps rows about a client answers the data export: its tables of that client's rows (and the
 * stored files they point to). The export job finds every `@ClientDataSource(name)` provider (in the modules' worker
 * modules) and puts each part into the one ZIP, so a module adding a client table adds it here beside its repository.
 */
export interface ClientDataSection {
  collect(scope: ClientDataScope): Promise<ClientDataPart>;
}

/** Marks the provider (a `ClientDataSection`, in a module's worker module) that answers for `name`'s part of the export. */
export const ClientDataSource = DiscoveryService.createDecorator<string>();

/** A record as one CSV line can hold it: dates as ISO strings, nested values (logged sets) as JSON text, undefined as null. */
export function plainRow(record: object): PlainRow {
  const row: PlainRow = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined || value === null) row[key] = null;
    else if (value instanceof Date) row[key] = value.toISOString();
    else if (typeof value === 'object') row[key] = JSON.stringify(value);
    else row[key] = value as string | number | boolean;
  }
  return row;
}

/** The extension of a stored file's key with its dot (`.png`), or '' when the key has none: the file's name in the ZIP keeps it. */
export function fileExtension(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot) : '';
}
