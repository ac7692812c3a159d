import { Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_TTL_DAYS } from '@coachcore/domain';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import {
  ClientDataSource,
  plainRow,
  type ClientDataFile,
  type ClientDataScope,
  type ClientDataSection,
  type ClientDataTable,
} from '../../common/client-data/client-data-source';
import type { JobPayload } from '../../infra/queues/queue-registry';
import { StorageService } from '../../infra/storage/storage.service';
import { UserDirectoryService } from '../users/user-directory.service';
import { DataExportsRepository } from './data-exports.repository';

/** What the stored ZIP may weigh: every photo of a client at 10 MB each fits many times over. */
const MAX_EXPORT_BYTES = 1024 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

type BuildPayload = JobPayload<'data-exports', 'build-data-export'>;

const README = (exportedAt: Date) =>
  [
    'Your CoachCore data',
    '',
    `Exported on ${exportedAt.toUTCString()}.`,
    '',
    'data.json holds every table below; each table is also a CSV file of the same rows:',
    '- account.csv: your sign-in (name, e-mail, phone, time zone, units)',
    '- client_record.csv: what your coach recorded about you',
    '- goals.csv and progress_entries.csv: your goals and the progress recorded on them',
    '- measurements.csv: your body measurements',
    '- workout_logs.csv: every exercise you logged (sets as JSON)',
    '- nutrition_logs.csv: your food log',
    '- client_food_preferences.csv, client_macro_goals.csv and client_meal_plans.csv: your food preferences, macro goals and meal plans',
    '- messages.csv: the messages you sent to and received from your coach (their files are in the attachments folder)',
    '- community_posts.csv: the posts and replies you wrote in your coach’s communities',
    '- progress_photos.csv: your progress photos; the images are in the photos folder',
    '- packages.csv and payments.csv: the coaching packages you had and what you paid (with refunds)',
    '- client_health_profiles.csv and wellness_logs.csv: your health profile and your wellness check-ins',
    '- client_workouts.csv: the workouts your coach planned for you, by day',
    '- client_habits.csv and habit_logs.csv: your habits and each day you logged them',
    '- meetings.csv, meeting_participants.csv and session_feedback.csv: your appointments, your seats in sessions and the feedback you gave',
    '- form_submissions.csv and form_files.csv: the forms you submitted; signatures and uploads are in the forms folder',
    '- client_onboarding_responses.csv: your onboarding answers; uploads are in the onboarding folder',
    '- client_notification_preferences.csv: the push notifications you chose',
    '',
  ].join('\n');

/**
 * Builds a client's data export (the `build-data-export` job): asks every `@ClientDataSource` provider for its tables
 * and files, writes one ZIP (data.json, a CSV per table, the photos) with yazl, stores it through StorageService and
 * reports its progress on the export's row as it goes.
 */
@Injectable()
export class ClientDataExportBuilder {
  private readonly logger = new Logger(ClientDataExportBuilder.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly storage: StorageService,
    private readonly exports: DataExportsRepository,
    private readonly users: UserDirectoryService,
  ) {}

  async build({ exportId, businessId, clientId, userId }: BuildPayload): Promise<'ready' | 'skipped'> {
    const scope: ClientDataScope = { businessId, clientId };
    if (!(await this.exports.start(scope, exportId))) return 'skipped';

    const sections = this.sections();
    // Progress: collecting the sections is the first 40 %, adding the files up to 90 %, storing the ZIP the rest.
    const tables: ClientDataTable[] = [await this.accountTable(userId)];
    const files: ClientDataFile[] = [];
    for (const [index, section] of sections.entries()) {
      const part = await section.collect(scope);
      tables.push(...part.tables);
      files.push(...(part.files ?? []));
      await this.exports.reportProgress(scope, exportId, Math.round(((index + 1) / sections.length) * 40));
    }

    const exportedAt = new Date();
    const zip = new ZipFile();
    const content = collect(zip.outputStream);
    zip.addBuffer(Buffer.from(README(exportedAt)), 'README.txt', { mtime: exportedAt });
    const data = { exportedAt: exportedAt.toISOString(), tables: Object.fromEntries(tables.map((table) => [table.name, table.rows])) };
    zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'data.json', { mtime: exportedAt });
    for (const table of tables) zip.addBuffer(Buffer.from(toCsv(table)), `${table.name}.csv`, { mtime: exportedAt });
    for (const [index, file] of files.entries()) {
      const stored = await this.storage.get(file.key).catch(() => null);
      if (!stored) {
        this.logger.warn(`Data export ${exportId}: the stored file ${file.key} is missing; left out`);
        continue;
      }
      zip.addBuffer(await collect(stored.stream), file.path, { mtime: exportedAt, compress: false });
      await this.exports.reportProgress(scope, exportId, 40 + Math.round(((index + 1) / files.length) * 50));
    }
    zip.end();

    const stored = await this.storage.put('data-exports', await content, { maxBytes: MAX_EXPORT_BYTES, allowedTypes: ['application/zip'] });
    const completedAt = new Date();
    const expiresAt = new Date(completedAt.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS);
    if (!(await this.exports.finish(scope, exportId, { key: stored.key, size: stored.size, completedAt, expiresAt }))) {
      await this.storage.discard(stored.key);
      return 'skipped';
    }
    return 'ready';
  }

  /** The job's last attempt failed: the client sees it failed and may ask again. */
  async fail({ exportId, businessId, clientId }: BuildPayload): Promise<void> {
    await this.exports.fail({ businessId, clientId }, exportId, DATA_EXPORT_MESSAGES.failed);
  }

  private async accountTable(userId: string): Promise<ClientDataTable> {
    const user = await this.users.find(userId);
    if (!user) return { name: 'account', rows: [] };
    const { id, email, firstName, lastName, phone, timeZone, units, role, createdAt } = user;
    return { name: 'account', rows: [plainRow({ id, email, firstName, lastName, phone, timeZone, units, role, createdAt })] };
  }

  /** Every module's section, in a stable order. */
  private sections(): ClientDataSection[] {
    const found = new Map<string, ClientDataSection>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: ClientDataSource.KEY })) {
      const name = this.discovery.getMetadataByDecorator(ClientDataSource, wrapper);
      const instance = wrapper.instance as ClientDataSection | undefined;
      if (name && instance && !found.has(name)) found.set(name, instance);
    }
    return [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, section]) => section);
  }
}

function toCsv(table: ClientDataTable): string {
  const first = table.rows[0];
  if (!first) return '';
  return stringify(table.rows, { header: true, columns: Object.keys(first), cast: { boolean: (value) => String(value) } });
}

function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
