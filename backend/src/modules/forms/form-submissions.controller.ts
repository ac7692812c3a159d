import { Controller, Get, Header, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { FORM_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../infra/storage/storage-types';
import { FormSubmissionResponseDto, FormSubmissionVerificationDto } from './dto/form-submission.dto';
import { FormsService } from './forms.service';

const submissionId = new IdParamPipe(FORM_MESSAGES.submissionNotFound);

/** A submission of one of the business's forms: reading, reviewing, the PDF and the check of its SHA-256. */
@ApiTags('forms')
@Controller('form-submissions/:id')
@Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
export class FormSubmissionsController {
  constructor(private readonly forms: FormsService) {}

  /**
   * A submission
   *
   * @remarks The answers with the form's version, title and fields as they were signed, the audit details and the
   * SHA-256 of the signed content.
   */
  @Get()
  @ApiOkResponse({ type: FormSubmissionResponseDto, description: 'The submission' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', submissionId) id: string): Promise<FormSubmissionResponseDto> {
    return this.forms.getSubmission(tenant, id);
  }

  /**
   * Marks a submission reviewed
   *
   * @remarks Sets reviewedAt and reviewedBy (the caller) once; a second call changes nothing.
   */
  @Post('review')
  @HttpCode(200)
  @ApiOkResponse({ type: FormSubmissionResponseDto, description: 'The reviewed submission' })
  review(@CurrentTenant() tenant: Tenant, @Param('id', submissionId) id: string): Promise<FormSubmissionResponseDto> {
    return this.forms.review(tenant, id);
  }

  /**
   * Checks a submission's SHA-256
   *
   * @remarks Recomputes the hash of the stored content (answers, form version and fields, signature image, audit
   * details) and compares it with the one stored and printed on the PDF: `valid` is false when the stored submission
   * was changed after it was signed.
   */
  @Get('verify')
  @ApiOkResponse({ type: FormSubmissionVerificationDto, description: 'Both hashes and whether they agree' })
  verify(@CurrentTenant() tenant: Tenant, @Param('id', submissionId) id: string): Promise<FormSubmissionVerificationDto> {
    return this.forms.verify(tenant, id);
  }

  /**
   * The submission as a PDF
   *
   * @remarks Rendered on the server: the answers, the drawn signature, the audit details (client, time, IP address,
   * user agent, version, review) and the SHA-256 of the signed content.
   */
  @Get('pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', schema: { type: 'string', format: 'binary' } })
  async pdf(@CurrentTenant() tenant: Tenant, @Param('id', submissionId) id: string): Promise<StreamableFile> {
    const { fileName, content } = await this.forms.pdf(tenant, id);
    return new StreamableFile(content, { type: 'application/pdf', length: content.length, disposition: `attachment; filename="${fileName}"` });
  }

  /**
   * A file handed in with the submission
   *
   * @remarks The upload answering the file field `fieldId`, with its detected type.
   */
  @Get('files/:fieldId')
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiProduces(...IMAGE_TYPES, ...DOCUMENT_TYPES)
  @ApiOkResponse({ description: 'The file, with its detected Content-Type', schema: { type: 'string', format: 'binary' } })
  async file(@CurrentTenant() tenant: Tenant, @Param('id', submissionId) id: string, @Param('fieldId') fieldId: string): Promise<StreamableFile> {
    const file = await this.forms.submissionFile(tenant, id, fieldId);
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size, disposition: 'attachment' });
  }
}
