import { FORM_LIMITS, FORM_MESSAGES, FORM_SUBMISSIONS_PAGE, type FormAnswer, type FormCategory } from '@coachcore/domain';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { rule } from '../../../common/validation/rules';
import type { FormSubmission } from '../entities/form-submission.entity';
import { FormFieldResponseDto, toFieldResponse } from './form.dto';

const ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: {
    oneOf: [
      { type: 'string', nullable: true },
      { type: 'array', items: { type: 'string' } },
    ],
  },
} as ApiPropertyOptions;

/** The client's answers: field id → text (a list for checkboxes, an upload's id for files); the signature apart. */
export class SubmitFormDto {
  @ApiProperty({ ...ANSWER_SCHEMA, example: { f1: 'Sam Lee', f2: ['Yes'] } } as ApiPropertyOptions)
  @IsObject(rule({ message: FORM_MESSAGES.unknownField, order: 1 }))
  responses: Record<string, FormAnswer>;

  /** The drawn signature as a PNG data URL (`data:image/png;base64,...`), for forms with a signature field. */
  @ApiProperty({ required: false, nullable: true, maxLength: Math.ceil((FORM_LIMITS.signatureMaxBytes * 4) / 3) + 32 })
  @IsOptional()
  @IsString(rule({ message: FORM_MESSAGES.invalidSignature, order: 2 }))
  @MaxLength(Math.ceil((FORM_LIMITS.signatureMaxBytes * 4) / 3) + 32, rule({ message: FORM_MESSAGES.invalidSignature, order: 2 }))
  @Matches(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, rule({ message: FORM_MESSAGES.invalidSignature, order: 2 }))
  signature?: string | null;
}

/** A page of a form's submissions. */
export class ListFormSubmissionsQuery extends PageQuery(FORM_SUBMISSIONS_PAGE) {}

export class FormSubmissionResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  formId: string;
  @ApiUuid()
  clientId: string;
  clientName: string;
  /** The form's title, version and fields as they were when submitted. */
  formTitle: string;
  @ApiInteger()
  formVersion: number;
  @ApiProperty({ type: [FormFieldResponseDto] })
  fields: FormFieldResponseDto[];
  @ApiProperty(ANSWER_SCHEMA)
  responses: Record<string, FormAnswer>;
  status: string;
  /** Whether a drawn signature was stored (the PDF shows it). */
  signed: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  @ApiDateTime()
  submittedAt: string;
  @ApiDateTime({ nullable: true })
  reviewedAt: string | null;
  /** Who reviewed it (first and last name), null until reviewed. */
  reviewedBy: string | null;
  /** SHA-256 of the signed content, as printed on the PDF. */
  contentHash: string;
}

export function toFormSubmissionResponse(submission: FormSubmission): FormSubmissionResponseDto {
  const client = submission.client;
  const reviewer = submission.reviewedBy ?? null;
  return {
    id: submission.id,
    formId: submission.form.id,
    clientId: client.id,
    clientName: `${client.firstName ?? ''} ${client.lastName ?? ''}`.trim(),
    formTitle: submission.formTitle,
    formVersion: submission.formVersion,
    fields: submission.formFields.map(toFieldResponse),
    responses: submission.responses,
    status: submission.status,
    signed: !!submission.signature,
    ipAddress: submission.ipAddress ?? null,
    userAgent: submission.userAgent ?? null,
    submittedAt: submission.submittedAt.toISOString(),
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer ? `${reviewer.firstName ?? ''} ${reviewer.lastName ?? ''}`.trim() : null,
    contentHash: submission.contentHash,
  };
}

/** The check of a submission's SHA-256 against its stored content. */
export class FormSubmissionVerificationDto {
  @ApiUuid()
  submissionId: string;
  /** The hash stored (and printed on the PDF) when it was submitted. */
  contentHash: string;
  /** The hash of the content as stored now. */
  recomputedHash: string;
  /** True when they agree: the submission has not changed since it was signed. */
  valid: boolean;
}

/** A form as the client sees it on the portal: what to fill in and whether they have. */
export class ClientFormResponseDto {
  @ApiUuid()
  id: string;
  title: string;
  description: string | null;
  @ApiProperty({ enum: ['waiver', 'health_questionnaire', 'par_q', 'intake', 'feedback', 'assessment'], enumName: 'FormCategory' })
  category: FormCategory;
  isRequired: boolean;
  @ApiInteger()
  version: number;
  @ApiProperty({ type: [FormFieldResponseDto] })
  fields: FormFieldResponseDto[];
  /** outstanding: the current version is still to be filled in; completed: it has been submitted. */
  @ApiProperty({ enum: ['outstanding', 'completed'], enumName: 'ClientFormStatus' })
  status: 'outstanding' | 'completed';
  @ApiDateTime({ nullable: true })
  submittedAt: string | null;
}

/** The multipart body of a file field's upload. */
export class FormFileUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'An image (JPEG, PNG, WebP, GIF) or a PDF, at most 10 MB' })
  file: unknown;
}

export class FormFileUploadResponseDto {
  /** Send it as the file field's answer. */
  @ApiUuid()
  id: string;
}
