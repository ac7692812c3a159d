import { ApiProperty } from '@nestjs/swagger';

/** multipart/form-data upload of a CSV file (header row: firstName, lastName, email, phone, fitnessGoal). */
export class ImportClientsDto {
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}
