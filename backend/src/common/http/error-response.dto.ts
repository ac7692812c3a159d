/** One field's problem in an error answer. */
export class FieldErrorDto {
  /** @example confirmPassword */
  field: string;
  /** @example Passwords do not match */
  message: string;
}

/** The one shape every error answer has (DESIGN.md section 3). */
export class ErrorResponseDto {
  /** @example 400 */
  statusCode: number;
  /** @example Bad Request */
  error: string;
  /** The text a person reads. @example Passwords do not match */
  message: string;
  errors?: FieldErrorDto[];
}
