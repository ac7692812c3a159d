import { Body, Controller, Get, Header, Param, Post, Put, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, ONBOARDING_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../infra/storage/storage-types';
import { ClientOnboardingAnswersDto } from './dto/client-onboarding.dto';
import { OnboardingConfigResponseDto, OnboardingTemplateResponseDto, SaveOnboardingConfigDto } from './dto/onboarding-config.dto';
import { OnboardingService } from './onboarding.service';

const configId = new IdParamPipe(ONBOARDING_MESSAGES.notFound);
const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);
const responseId = new IdParamPipe('File not found');

/** Client Onboarding Setup (/client-onboarding-setup): the business's onboarding configurations. */
@ApiTags('onboarding')
@Controller('onboarding')
@Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
export class OnboardingController {
  constructor(private readonly onboarding: OnboardingService) {}

  /**
   * Lists the onboarding configurations
   *
   * @remarks Newest first, each with its steps and whether it is the active one (at most one is). A business keeps a
   * handful: not paged.
   */
  @Get('configs')
  @ApiOkResponse({ type: [OnboardingConfigResponseDto], description: 'The configurations, newest first' })
  list(@CurrentTenant() tenant: Tenant): Promise<OnboardingConfigResponseDto[]> {
    return this.onboarding.list(tenant);
  }

  /**
   * The onboarding templates
   *
   * @remarks Ready-made configurations shipped with CoachCore, by name (a handful: not paged).
   */
  @Get('templates')
  @ApiOkResponse({ type: [OnboardingTemplateResponseDto], description: 'The public templates' })
  templates(): Promise<OnboardingTemplateResponseDto[]> {
    return this.onboarding.listTemplates();
  }

  /**
   * An onboarding configuration
   *
   * @remarks One of the business's configurations with its steps and fields, in their order.
   */
  @Get('configs/:id')
  @ApiOkResponse({ type: OnboardingConfigResponseDto, description: 'The configuration' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', configId) id: string): Promise<OnboardingConfigResponseDto> {
    return this.onboarding.get(tenant, id);
  }

  /**
   * Saves a new onboarding configuration
   *
   * @remarks configName (trimmed; 'Configuration name is required'), at least one step ('Add at least one step'),
   * isActive (true when left out). Activating it deactivates the business's other active configuration: at most one
   * is active, enforced in the database.
   */
  @Post('configs')
  @ApiCreatedResponse({ type: OnboardingConfigResponseDto, description: 'The saved configuration' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: SaveOnboardingConfigDto): Promise<OnboardingConfigResponseDto> {
    return this.onboarding.create(tenant, dto);
  }

  /**
   * Updates an onboarding configuration
   *
   * @remarks The same body as saving: the name, the steps and the active flag are replaced.
   */
  @Put('configs/:id')
  @ApiOkResponse({ type: OnboardingConfigResponseDto, description: 'The updated configuration' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', configId) id: string, @Body() dto: SaveOnboardingConfigDto): Promise<OnboardingConfigResponseDto> {
    return this.onboarding.update(tenant, id, dto);
  }
}

/** A client's onboarding answers, on the client's profile. */
@ApiTags('onboarding')
@Controller('clients/:id/onboarding')
@Access({ roles: ['business', 'staff'], permissions: ['client_management', 'view_clients'] })
export class ClientOnboardingAnswersController {
  constructor(private readonly onboarding: OnboardingService) {}

  /**
   * A client's onboarding answers
   *
   * @remarks Whether they completed onboarding (and when), and their answers per configuration they answered, with
   * that configuration's steps.
   */
  @Get()
  @ApiOkResponse({ type: ClientOnboardingAnswersDto, description: 'The answers' })
  answers(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientOnboardingAnswersDto> {
    return this.onboarding.clientAnswers(tenant, id);
  }

  /**
   * A file a client uploaded as an onboarding answer
   *
   * @remarks The stored upload of a client's file field, with the Content-Type read from its content when it was
   * uploaded; answered as an attachment.
   */
  @Get('files/:responseId')
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiProduces(...IMAGE_TYPES, ...DOCUMENT_TYPES)
  @ApiOkResponse({ description: 'The file, with its detected Content-Type', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such client or file' })
  async file(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Param('responseId', responseId) response: string): Promise<StreamableFile> {
    const file = await this.onboarding.answerFile(tenant, id, response);
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size, disposition: 'attachment' });
  }
}
