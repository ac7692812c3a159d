import { ApiProperty } from '@nestjs/swagger';
import { ApiInteger } from '../../../common/openapi/property-formats';

/** multipart/form-data upload of a CSV file (header row: firstName, lastName, email, phone, fitnessGoal). */
export class ImportClientsDto {
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}

export class ImportRowErrorDto {
  /** Line number in the file (the header is line 1). */
  @ApiInteger({ minimum: 2 })
  row: number;
  message: string;
}

/** Per-row report of a CSV import. */
export class ImportClientsResponseDto {
  /** Data rows read. */
  @ApiInteger({ minimum: 0 })
  total: number;
  /** Clients created. */
  @ApiInteger({ minimum: 0 })
  created: number;
  /** Rows refused (see errors). */
  @ApiInteger({ minimum: 0 })
  failed: number;
  errors: ImportRowErrorDto[];
}
