import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FORM_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  AssignFormDto,
  CreateFormDto,
  FormRecipientResponseDto,
  FormResponseDto,
  FormStatsResponseDto,
  FormTemplateResponseDto,
  ListFormsQuery,
  UpdateFormDto,
} from './dto/form.dto';
import { FormSubmissionResponseDto, ListFormSubmissionsQuery } from './dto/form-submission.dto';
import { FormsService } from './forms.service';

const formId = new IdParamPipe(FORM_MESSAGES.notFound);

/** Forms & Waivers (/forms): the business's forms, the templates, who is asked to sign and the submissions. */
@ApiTags('forms')
@Controller('forms')
@Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
export class FormsController {
  constructor(private readonly forms: FormsService) {}

  /**
   * Lists the business's forms
   *
   * @remarks Newest first, each with its fields. The body is the requested page; the `X-Total-Count`, `X-Page` and
   * `X-Limit` headers carry the paging.
   */
  @Get()
  @Paginated(FormResponseDto, 'The page of forms, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListFormsQuery): Promise<Page<FormResponseDto>> {
    return this.forms.list(tenant, query);
  }

  /**
   * The four stat cards of /forms
   *
   * @remarks Total forms, required forms, templates available and submissions this month (since the 1st, UTC).
   */
  @Get('stats')
  @ApiOkResponse({ type: FormStatsResponseDto, description: 'The counts' })
  stats(@CurrentTenant() tenant: Tenant): Promise<FormStatsResponseDto> {
    return this.forms.stats(tenant);
  }

  /**
   * The form templates
   *
   * @remarks The templates written for CoachCore (PAR-Q, liability waiver, intake, health questionnaire, feedback,
   * assessment) and the business's own, by category then name, each with how often it has been used. A bounded list
   * (a few dozen at most), not paged.
   */
  @Get('templates')
  @ApiOkResponse({ type: [FormTemplateResponseDto], description: 'Every template the business can use' })
  templates(@CurrentTenant() tenant: Tenant): Promise<FormTemplateResponseDto[]> {
    return this.forms.listTemplates(tenant);
  }

  /**
   * A form
   *
   * @remarks One form of the caller's business, with its fields and current version.
   */
  @Get(':id')
  @ApiOkResponse({ type: FormResponseDto, description: 'The form' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', formId) id: string): Promise<FormResponseDto> {
    return this.forms.get(tenant, id);
  }

  /**
   * Creates a form
   *
   * @remarks Title ('Title is required') and category ('Category is required') required, at least one field; the
   * Forms screen also duplicates a form through this call, with the title suffixed ' (Copy)'. With `templateId`
   * the template's usage is counted.
   */
  @Post()
  @ApiCreatedResponse({ type: FormResponseDto, description: 'The new form (version 1)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such template' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateFormDto): Promise<FormResponseDto> {
    return this.forms.create(tenant, dto);
  }

  /**
   * Edits a form
   *
   * @remarks Only the fields sent change. Changing the title, description or fields of a form that has been
   * submitted makes a new version: the submissions keep the version they answered, and clients are asked again.
   */
  @Put(':id')
  @ApiOkResponse({ type: FormResponseDto, description: 'The updated form' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', formId) id: string, @Body() dto: UpdateFormDto): Promise<FormResponseDto> {
    return this.forms.update(tenant, id, dto);
  }

  /**
   * Edits some of a form's settings
   *
   * @remarks The same as PUT: only the fields sent change (the active and required switches of the table use it).
   */
  @Patch(':id')
  @ApiOkResponse({ type: FormResponseDto, description: 'The updated form' })
  patch(@CurrentTenant() tenant: Tenant, @Param('id', formId) id: string, @Body() dto: UpdateFormDto): Promise<FormResponseDto> {
    return this.forms.update(tenant, id, dto);
  }

  /**
   * Deletes a form
   *
   * @remarks Deletes the form with its assignments. A form that has submissions is archived instead: it is gone from
   * the forms list, its reads and the clients' portal, while its submissions, their PDFs and verification stay
   * (`GET /api/forms/{id}/submissions`, `/api/form-submissions/{id}`), so a signed waiver's audit trail survives.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', formId) id: string): Promise<void> {
    await this.forms.remove(tenant, id);
  }

  /**
   * Who is asked to fill the form in
   *
   * @remarks Every active client when the form is required, otherwise the clients it is assigned to; each with whether
   * and which version they signed, those who have not signed first. Bounded by the business's clients.
   */
  @Get(':id/recipients')
  @ApiOkResponse({ type: [FormRecipientResponseDto], description: 'The clients asked, unsigned first' })
  recipients(@CurrentTenant() tenant: Tenant, @Param('id', formId) id: string): Promise<FormRecipientResponseDto[]> {
    return this.forms.recipients(tenant, id);
  }

  /**
   * Assigns the form to a client
   *
   * @remarks The client then sees it among their outstanding forms on the portal. Once per client (409).
   */
  @Post(':id/assignments')
  @ApiCreatedResponse({ type: FormRecipientResponseDto, description: 'The client, now asked to fill it in' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such form or client in your business' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already assigned to this client' })
  assign(@CurrentTenant() tenant: Tenant, @Param('id', formId) id: string, @Body() dto: AssignFormDto): Promise<FormRecipientResponseDto> {
    return this.forms.assign(tenant, id, dto.clientId);
  }

  /**
   * The form's submissions
   *
   * @remarks Newest first, each with the version, title and fields it answered; a deleted form that had submissions
   * (archived) still answers them. Numbered pages (`X-Total-Count`, `X-Page`, `X-Limit`).
   */
  @Get(':id/submissions')
  @Paginated(FormSubmissionResponseDto, 'The page of submissions, newest first')
  submissions(
    @CurrentTenant() tenant: Tenant,
    @Param('id', formId) id: string,
    @Query() query: ListFormSubmissionsQuery,
  ): Promise<Page<FormSubmissionResponseDto>> {
    return this.forms.listSubmissions(tenant, id, query);
  }
}
