import { Body, Controller, Get, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { FORM_MESSAGES } from '@coachcore/domain';
import type { Request } from 'express';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { FileUploadInterceptor, type UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { ClientFormResponseDto, FormFileUploadDto, FormFileUploadResponseDto, FormSubmissionResponseDto, SubmitFormDto } from './dto/form-submission.dto';
import { FORM_FILE_UPLOAD, FormsService } from './forms.service';

const formId = new IdParamPipe(FORM_MESSAGES.notFound);

/** The signed-in client's forms on the portal: what is outstanding, filling one in and signing it. */
@ApiTags('client-portal')
@Controller('client/forms')
@Access({ roles: ['client'] })
export class ClientPortalFormsController {
  constructor(private readonly forms: FormsService) {}

  /**
   * The signed-in client's forms
   *
   * @remarks The active forms their coach requires of every client or assigned to them, outstanding first; a form
   * whose current version they have submitted is completed. Bounded by the business's forms.
   */
  @Get()
  @ApiOkResponse({ type: [ClientFormResponseDto], description: 'The forms, outstanding first' })
  list(@CurrentTenant() tenant: Tenant): Promise<ClientFormResponseDto[]> {
    return this.forms.clientForms(tenant);
  }

  /**
   * A form to fill in
   *
   * @remarks Its current version's fields and whether the client has submitted it.
   */
  @Get(':id')
  @ApiOkResponse({ type: ClientFormResponseDto, description: 'The form' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', formId) id: string): Promise<ClientFormResponseDto> {
    return this.forms.clientForm(tenant, id);
  }

  /**
   * Uploads a file for a file field
   *
   * @remarks A multipart upload (`file`: an image or a PDF, at most 10 MB; the type is read from the content); the
   * answer's `id` is what the submission sends as the field's answer.
   */
  @Post(':id/files')
  @UseInterceptors(FileUploadInterceptor('file', FORM_FILE_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: FormFileUploadDto })
  @ApiCreatedResponse({ type: FormFileUploadResponseDto, description: 'The stored upload' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than 10 MB' })
  upload(
    @CurrentTenant() tenant: Tenant,
    @Param('id', formId) id: string,
    @UploadedFile() file: UploadedFileContent | undefined,
  ): Promise<FormFileUploadResponseDto> {
    return this.forms.uploadClientFile(tenant, id, file);
  }

  /**
   * Submits the form
   *
   * @remarks The answers of the current version, checked against its fields, with the drawn signature as a PNG data
   * URL. The server keeps the IP address, user agent, time, the version's fields and the SHA-256 of the signed
   * content, and records `form_submitted`. Once per version (409).
   */
  @Post(':id/submissions')
  @ApiCreatedResponse({ type: FormSubmissionResponseDto, description: 'The submission as stored' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'This version was already submitted, or the form just changed' })
  submit(
    @CurrentTenant() tenant: Tenant,
    @Param('id', formId) id: string,
    @Body() dto: SubmitFormDto,
    @Req() request: Request,
  ): Promise<FormSubmissionResponseDto> {
    return this.forms.submit(tenant, id, dto, { ipAddress: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null });
  }
}
