import { Body, Controller, Get, HttpCode, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { FileUploadInterceptor, type UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { ClientOnboardingResponseDto, OnboardingFileUploadDto, SaveOnboardingStepDto } from './dto/client-onboarding.dto';
import { ONBOARDING_FILE_UPLOAD, OnboardingService } from './onboarding.service';

/** The signed-in client's onboarding on the portal: the steps of their coach's active configuration. */
@ApiTags('client-portal')
@Controller('client/onboarding')
@Access({ roles: ['client'] })
export class ClientPortalOnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  /**
   * The signed-in client's onboarding
   *
   * @remarks The active configuration's steps (none when the coach has not set one up), their saved answers, the steps
   * answered, and whether onboarding is completed.
   */
  @Get()
  @ApiOkResponse({ type: ClientOnboardingResponseDto, description: 'The onboarding and its answers' })
  get(@CurrentTenant() tenant: Tenant): Promise<ClientOnboardingResponseDto> {
    return this.onboarding.clientOnboarding(tenant);
  }

  /**
   * Saves the answers of a step
   *
   * @remarks Field id → answer. Required fields must be answered ("<label> is required"; a required checkbox must be
   * ticked); select answers must be an option, multi-select answers a list of options, numbers and dates must read as
   * such. Saving again replaces the step's answers.
   */
  @Put('steps/:stepId')
  @ApiOkResponse({ type: ClientOnboardingResponseDto, description: 'The onboarding with the step saved' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'An answer is missing or invalid; `errors` names every field' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active onboarding, or no such step in it' })
  saveStep(@CurrentTenant() tenant: Tenant, @Param('stepId') stepId: string, @Body() dto: SaveOnboardingStepDto): Promise<ClientOnboardingResponseDto> {
    return this.onboarding.saveStep(tenant, stepId, dto.responses);
  }

  /**
   * Uploads a file field's answer
   *
   * @remarks A multipart upload (`file`: an image or a PDF, at most 10 MB; the type is read from the content); it
   * replaces the field's earlier upload.
   */
  @Post('steps/:stepId/fields/:fieldId/file')
  @UseInterceptors(FileUploadInterceptor('file', ONBOARDING_FILE_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: OnboardingFileUploadDto })
  @ApiCreatedResponse({ type: ClientOnboardingResponseDto, description: 'The onboarding with the file stored' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than 10 MB' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No active onboarding, or no such step or file field in it' })
  upload(
    @CurrentTenant() tenant: Tenant,
    @Param('stepId') stepId: string,
    @Param('fieldId') fieldId: string,
    @UploadedFile() file: (UploadedFileContent & { originalname?: string }) | undefined,
  ): Promise<ClientOnboardingResponseDto> {
    return this.onboarding.uploadFile(tenant, stepId, fieldId, file, file?.originalname);
  }

  /**
   * Completes onboarding
   *
   * @remarks Every required step must have its required fields answered ('Complete these steps first: ...'); then the
   * client's onboardingCompleted and onboardingCompletedAt are set. Once (409 afterwards).
   */
  @Post('complete')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientOnboardingResponseDto, description: 'The completed onboarding' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Onboarding is already completed' })
  complete(@CurrentTenant() tenant: Tenant): Promise<ClientOnboardingResponseDto> {
    return this.onboarding.complete(tenant);
  }
}
