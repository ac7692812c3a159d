import { ApiInteger } from '../openapi/property-formats';

/** One field's problem in an error answer. */
export class FieldErrorDto {
  /** The request field, as named in the body or query. @example confirmPassword */
  field: string;
  /** @example Passwords do not match */
  message: string;
}

/** The one shape every error answer has (DESIGN.md section 3). */
export class ErrorResponseDto {
  /** The HTTP status, repeated. @example 400 */
  @ApiInteger({ minimum: 400, maximum: 599 })
  statusCode: number;
  /** The status's reason phrase. @example Bad Request */
  error: string;
  /** The text a person reads. @example Passwords do not match */
  message: string;
  /** Validation failures only: every field's problem, in the order they were checked. */
  errors?: FieldErrorDto[];
}
