import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { MeasurementValue, OptionalText } from '../../../common/validation/fields';
import { MEASUREMENT_FIELDS, type Measurement } from '../entities/measurement.entity';

/** The Measurements form; numbers may be sent as strings ("182.4"), as the spec's form does. */
export class CreateMeasurementDto {
  /** lbs. @example "182.4" */
  @MeasurementValue(2000) weight?: number | null;
  /** % @example "18.5" */
  @MeasurementValue(100) bodyFat?: number | null;
  /** lbs */
  @MeasurementValue(2000) muscleMass?: number | null;
  /** inches */
  @MeasurementValue(200) chest?: number | null;
  @MeasurementValue(200) waist?: number | null;
  @MeasurementValue(200) hips?: number | null;
  @MeasurementValue(200) arms?: number | null;
  @MeasurementValue(200) thighs?: number | null;
  @MeasurementValue(200) neck?: number | null;
  @MeasurementValue(200) forearms?: number | null;
  @MeasurementValue(200) calves?: number | null;
  @MeasurementValue(200) shoulders?: number | null;

  @OptionalText(2000)
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
