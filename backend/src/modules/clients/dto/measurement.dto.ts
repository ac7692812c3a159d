import { CLIENT_MESSAGES, CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsNumberWithPlaces, rule, stacked } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import { MEASUREMENT_FIELDS, type Measurement } from '../entities/measurement.entity';

const measure = (max: number): PropertyDecorator =>
  stacked(
    // The spec's form sends the typed text ("182.4"); numbers are accepted too.
    ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }], nullable: true, required: false }),
    IsOptional(),
    Transform(numericString),
    IsNumberWithPlaces(2, { message: CLIENT_MESSAGES.measurementNumeric }),
    Min(0, rule({ message: 'Measurements cannot be negative' })),
    Max(max, rule({ message: `Measurements must be at most ${max}` })),
  );

/** The Measurements form; numbers may be sent as strings ("182.4"), as the spec's form does. */
export class CreateMeasurementDto {
  /** lbs. @example "182.4" */
  @measure(2000) weight?: number | null;
  /** % @example "18.5" */
  @measure(100) bodyFat?: number | null;
  /** lbs */
  @measure(2000) muscleMass?: number | null;
  /** inches */
  @measure(200) chest?: number | null;
  @measure(200) waist?: number | null;
  @measure(200) hips?: number | null;
  @measure(200) arms?: number | null;
  @measure(200) thighs?: number | null;
  @measure(200) neck?: number | null;
  @measure(200) forearms?: number | null;
  @measure(200) calves?: number | null;
  @measure(200) shoulders?: number | null;

  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}

/** A page of a client's measurements ("Load more"). */
export class ListMeasurementsQuery extends CursorPageQuery({ ...LIST_PAGES.measurements, invalidCursor: CURSOR_MESSAGES.measurements }) {}

export class MeasurementResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  weight: number | null;
  bodyFat: number | null;
  muscleMass: number | null;
  chest: number | null;
  waist: number | null;
  hips: number | null;
  arms: number | null;
  thighs: number | null;
  neck: number | null;
  forearms: number | null;
  calves: number | null;
  shoulders: number | null;
  notes: string | null;
  /** When the measurement was recorded. */
  @ApiDateTime()
  createdAt: string;
}

export function toMeasurementResponse(m: Measurement): MeasurementResponseDto {
  const values = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, m[field] ?? null])) as Record<(typeof MEASUREMENT_FIELDS)[number], number | null>;
  return { id: m.id, clientId: m.client.id, ...values, notes: m.notes ?? null, createdAt: m.createdAt.toISOString() };
}
