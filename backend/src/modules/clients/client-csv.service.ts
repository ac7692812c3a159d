import { BadRequestException, Injectable } from '@nestjs/common';
import { CLIENT_MESSAGES, FITNESS_GOALS } from '@coachcore/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Tenant } from '../../common/http/authenticated-request';
import { flattenValidationErrors } from '../../common/validation/validation.pipe';
import { ClientsRepository } from './clients.repository';
import { ClientsService } from './clients.service';
import { CreateClientDto } from './dto/create-client.dto';
import type { ImportClientsResponseDto } from './dto/import-clients.response';

export const MAX_IMPORT_ROWS = 5000;

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
  const key = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (FITNESS_GOALS as readonly string[]).includes(key) ? key : value.trim();
};

/** CSV import (validated row by row with the same rules as the Add Client form) and export. */
@Injectable()
export class ClientCsvService {
  constructor(
    private readonly clients: ClientsService,
    private readonly repository: ClientsRepository,
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
    for (const [index, row] of rows.entries()) {
      const line = index + 2;
      const plain: Record<string, string> = {};
      columns.forEach((field, i) => {
        if (field && row[i] !== undefined && row[i] !== '') plain[field] = field === 'fitnessGoal' ? normaliseGoal(row[i]!) : row[i]!;
      });
      const dto = plainToInstance(CreateClientDto, plain);
      const problems = flattenValidationErrors(await validate(dto, { whitelist: true }));
      if (problems.length) {
        report.failed += 1;
        report.errors.push({ row: line, message: problems[0]!.message });
        continue;
      }
      try {
        await this.clients.create(tenant, dto, 'csv_import');
        report.created += 1;
      } catch (error) {
        report.failed += 1;
        report.errors.push({ row: line, message: (error as Error).message });
      }
    }
    return report;
  }

  async export(tenant: Tenant): Promise<string> {
    let csv = stringify([EXPORT_COLUMNS as unknown as string[]]);
    for await (const batch of this.repository.streamAll(tenant.businessId)) {
      csv += stringify(
        batch.map((c) => [c.firstName, c.lastName, c.email, c.phone ?? '', c.fitnessGoal ?? '', c.isActive ? 'true' : 'false', c.createdAt.toISOString()]),
      );
    }
    return csv;
  }
}
