import { ApiProperty } from '@nestjs/swagger';

/** multipart/form-data upload of a CSV file (header row: firstName, lastName, email, phone, fitnessGoal). */
export class ImportClientsDto {
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}

export class ImportRowErrorDto {
  /** Line number in the file (the header is line 1). */
  row: number;
  message: string;
}

/** Per-row report of a CSV import. */
export class ImportClientsResponseDto {
  /** Data rows read. */
  total: number;
  created: number;
  /** Rows refused (see errors). */
  failed: number;
  errors: ImportRowErrorDto[];
}
