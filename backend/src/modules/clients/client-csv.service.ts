import { BadRequestException, ForbiddenException, Injectable, Logger } from '@nestjs/common';
import { CLIENT_MESSAGES, clientLimitMessage, FITNESS_GOALS } from '@coachcore/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { flattenValidationErrors } from '../../common/validation/validation.pipe';
import { ClientsRepository, type NewClientRow } from './clients.repository';
import { CreateClientDto } from './dto/client.dto';
import type { ImportClientsResponseDto } from './dto/client-import.dto';

export const MAX_IMPORT_ROWS = 5000;
/** Rows per INSERT statement (and transaction). */
const IMPORT_BATCH = 500;
export const IMPORT_ROW_NOT_SAVED = 'This row could not be saved';

/** Header spellings people use, mapped to our fields (compared without case, spaces, _ or -). */
const HEADER_ALIASES: Record<string, keyof CreateClientDto> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  fitnessgoal: 'fitnessGoal',
  goal: 'fitnessGoal',
};

const EXPORT_COLUMNS = ['firstName', 'lastName', 'email', 'phone', 'fitnessGoal', 'isActive', 'createdAt'] as const;

const normaliseHeader = (header: string) => header.toLowerCase().replace(/[\s_-]/g, '');
const normaliseGoal = (value: string) => {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (FITNESS_GOALS as readonly string[]).includes(key) ? key : value.trim();
};

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return) gets a leading
 * apostrophe, as OWASP recommends against CSV injection: the text shows as typed and never executes.
 */
export const neutraliseFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

interface ValidRow {
  line: number;
  row: NewClientRow;
}

/** CSV import (validated row by row with the same rules as the Add Client form, saved in batches) and export. */
@Injectable()
export class ClientCsvService {
  private readonly logger = new Logger(ClientCsvService.name);

  constructor(
    private readonly clients: ClientsRepository,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async import(tenant: Tenant, csv: Buffer | string): Promise<ImportClientsResponseDto> {
    let records: string[][];
    try {
      records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
    } catch (error) {
      throw new BadRequestException(`The file is not valid CSV: ${(error as Error).message}`);
    }
    const [header, ...rows] = records;
    if (!header) throw new BadRequestException('The CSV file is empty');
    if (rows.length > MAX_IMPORT_ROWS) throw new BadRequestException(CLIENT_MESSAGES.csvTooLarge);
    const columns = header.map((name) => HEADER_ALIASES[normaliseHeader(name)]);
    if (!columns.includes('email') || !columns.includes('firstName') || !columns.includes('lastName')) {
      throw new BadRequestException('The CSV needs the columns firstName, lastName and email (phone and fitnessGoal are optional)');
    }

    const report: ImportClientsResponseDto = { total: rows.length, created: 0, failed: 0, errors: [] };
    const fail = (line: number, message: string) => {
      report.failed += 1;
      report.errors.push({ row: line, message });
    };
    const valid: ValidRow[] = [];
    for (const [index, row] of rows.entries()) {
      const line = index + 2;
      const plain: Record<string, string> = {};
      columns.forEach((field, i) => {
        if (field && row[i] !== undefined && row[i] !== '') plain[field] = field === 'fitnessGoal' ? normaliseGoal(row[i]!) : row[i]!;
      });
      const dto = plainToInstance(CreateClientDto, plain);
      const problems = flattenValidationErrors(await validate(dto, { whitelist: true }));
      if (problems.length) {
        fail(line, problems[0]!.message);
        continue;
      }
      const source = 'csv_import';
      valid.push({
        line,
        row: {
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email.toLowerCase(),
          phone: dto.phone ?? null,
          fitnessGoal: dto.fitnessGoal ?? null,
          source,
        },
      });
    }

    for (let start = 0; start < valid.length; start += IMPORT_BATCH) {
      const batch = valid.slice(start, start + IMPORT_BATCH);
      let saved: Set<string>;
      try {
        saved = await this.saveBatch(tenant, batch);
      } catch (error) {
        if (error instanceof ForbiddenException) throw error;
        // The database refused something in the batch: save its rows one by one, so only the bad row fails.
        this.logger.warn(`Import batch refused (${(error as Error).message}); saving its rows one by one`);
        saved = new Set();
        for (const item of batch) {
          try {
            for (const email of await this.saveBatch(tenant, [item])) saved.add(email);
          } catch {
            fail(item.line, IMPORT_ROW_NOT_SAVED);
            saved.add(`failed:${item.line}`);
          }
        }
      }
      const seen = new Set<string>();
      for (const item of batch) {
        if (saved.has(`failed:${item.line}`)) continue;
        // Inserted once per e-mail: a second row with the same e-mail, or one the business already has, is a duplicate.
        if (saved.has(item.row.email) && !seen.has(item.row.email)) report.created += 1;
        else fail(item.line, CLIENT_MESSAGES.emailTaken);
        seen.add(item.row.email);
      }
    }
    report.errors.sort((a, b) => a.row - b.row);
    return report;
  }

  async export(tenant: Tenant): Promise<string> {
    let csv = stringify([EXPORT_COLUMNS as unknown as string[]]);
    for await (const batch of this.clients.streamAll(tenant)) {
      csv += stringify(
        batch.map((c) =>
          [c.firstName, c.lastName, c.email, c.phone ?? '', c.fitnessGoal ?? '', c.isActive ? 'true' : 'false', c.createdAt.toISOString()].map(
            neutraliseFormula,
          ),
        ),
      );
    }
    return csv;
  }

  /** Inserts rows and records client_signup for each created client, in one transaction; answers the e-mails inserted. */
  private async saveBatch(tenant: Tenant, batch: ValidRow[]): Promise<Set<string>> {
    return this.uow.transaction(async () => {
      // The plan's client limit holds for imports too: a batch that does not fit is refused whole.
      const { plan, room } = await this.clients.lockClientRoom(tenant);
      if (room !== null && room < batch.length) throw new ForbiddenException(clientLimitMessage(plan!));
      const inserted = await this.clients.insertBatch(
        tenant,
        batch.map((item) => item.row),
      );
      for (const { id } of inserted) this.events.record('client_signup', { businessId: tenant.businessId, clientId: id });
      return new Set(inserted.map((row) => row.email.toLowerCase()));
    });
  }
}
