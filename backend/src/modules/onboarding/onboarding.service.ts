import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  normalizeOnboardingAnswer,
  ONBOARDING_LIMITS,
  ONBOARDING_MESSAGES,
  validateOnboardingStep,
  type OnboardingAnswer,
  type OnboardingStepDefinition,
} from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { signedInClientId } from '../../common/http/signed-in-client';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import type { UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { StorageService } from '../../infra/storage/storage.service';
import { DOCUMENT_TYPES, IMAGE_TYPES, type FileDownload, type UploadPolicy } from '../../infra/storage/storage-types';
import { ClientsService } from '../clients/clients.service';
import type { ClientOnboardingAnswersDto, ClientOnboardingResponseDto, OnboardingAnswerDto } from './dto/client-onboarding.dto';
import {
  normalizeSteps,
  toOnboardingConfigResponse,
  toOnboardingTemplateResponse,
  type OnboardingConfigResponseDto,
  type OnboardingTemplateResponseDto,
  type SaveOnboardingConfigDto,
} from './dto/onboarding-config.dto';
import type { ClientOnboardingConfig } from './entities/client-onboarding-config.entity';
import type { ClientOnboardingResponse } from './entities/client-onboarding-response.entity';
import { OnboardingConfigsRepository } from './onboarding-configs.repository';
import { OnboardingResponsesRepository } from './onboarding-responses.repository';
import { OnboardingTemplatesRepository } from './onboarding-templates.repository';

/** File fields of onboarding steps: an image or a PDF, at most 10 MB (the type is read from the content). */
export const ONBOARDING_FILE_UPLOAD: UploadPolicy = { maxBytes: ONBOARDING_LIMITS.fileMaxBytes, allowedTypes: [...IMAGE_TYPES, ...DOCUMENT_TYPES] };

/** Client Onboarding Setup (the coach's configurations) and the client's walk through the active one. */
@Injectable()
export class OnboardingService {
  constructor(
    private readonly configs: OnboardingConfigsRepository,
    private readonly responses: OnboardingResponsesRepository,
    private readonly templates: OnboardingTemplatesRepository,
    private readonly clients: ClientsService,
    private readonly storage: StorageService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /** The stored files of a client's onboarding answers: what their erasure removes. */
  fileKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    return this.responses.fileKeysOfClient(tenant, clientId);
  }

  async list(tenant: Tenant): Promise<OnboardingConfigResponseDto[]> {
    return (await this.configs.list(tenant)).map(toOnboardingConfigResponse);
  }

  async get(tenant: Tenant, id: string): Promise<OnboardingConfigResponseDto> {
    return toOnboardingConfigResponse(await this.findOrFail(tenant, id));
  }

  async listTemplates(): Promise<OnboardingTemplateResponseDto[]> {
    return (await this.templates.listPublic()).map(toOnboardingTemplateResponse);
  }

  /**
   * Save Configuration: a new configuration, active unless `isActive` is false. Activating deactivates the business's
   * other one in the same transaction, under the business's lock (the partial unique index is the backstop).
   */
  async create(tenant: Tenant, dto: SaveOnboardingConfigDto): Promise<OnboardingConfigResponseDto> {
    const steps = normalizeSteps(dto.steps);
    const isActive = dto.isActive ?? true;
    const config = await this.uow.transaction(async () => {
      await this.configs.lockBusiness(tenant);
      const created = this.configs.add(tenant, { configName: dto.configName, steps, isActive });
      if (isActive) await this.configs.deactivateOthers(tenant, created.id);
      return created;
    });
    return toOnboardingConfigResponse(config);
  }

  /** Update Configuration: the same body replaces the name, steps and active flag. */
  async update(tenant: Tenant, id: string, dto: SaveOnboardingConfigDto): Promise<OnboardingConfigResponseDto> {
    const steps = normalizeSteps(dto.steps);
    const config = await this.uow.transaction(async () => {
      await this.configs.lockBusiness(tenant);
      const found = await this.findOrFail(tenant, id);
      const isActive = dto.isActive ?? true;
      if (isActive) await this.configs.deactivateOthers(tenant, found.id);
      Object.assign(found, { configName: dto.configName, steps, isActive });
      return found;
    });
    return toOnboardingConfigResponse(config);
  }

  /** The signed-in client's onboarding: the active configuration's steps and their own answers to it. */
  async clientOnboarding(tenant: Tenant): Promise<ClientOnboardingResponseDto> {
    const clientId = signedInClientId(tenant);
    const client = await this.clients.findOrFail(tenant, clientId);
    const config = await this.configs.findActive(tenant);
    const rows = config ? await this.responses.forClient(tenant, clientId, config.id) : [];
    return {
      configId: config?.id ?? null,
      configName: config?.configName ?? null,
      steps: config?.steps ?? [],
      answers: rows.map(toAnswer),
      completedStepIds: config ? config.steps.filter((step) => rows.some((row) => row.stepId === step.id)).map((step) => step.id) : [],
      onboardingCompleted: client.onboardingCompleted,
      onboardingCompletedAt: client.onboardingCompletedAt?.toISOString() ?? null,
    };
  }

  /**
   * Saves the answers of one step of the active configuration: every field checked (required ones answered, options
   * the field's own, numbers and dates that read as such); unknown fields refused. Saving again replaces the answers.
   */
  async saveStep(tenant: Tenant, stepId: string, answers: Record<string, unknown>): Promise<ClientOnboardingResponseDto> {
    const clientId = signedInClientId(tenant);
    const { config, step } = await this.activeStep(tenant, stepId);
    const known = new Set(step.fields.map((field) => field.id));
    const unknown = Object.keys(answers).find((key) => !known.has(key));
    if (unknown) throw new ValidationFailedException([{ field: `responses.${unknown}`, message: ONBOARDING_MESSAGES.unknownField }]);
    const rows = await this.responses.forClient(tenant, clientId, config.id);
    const uploaded = new Set(rows.filter((row) => row.stepId === step.id && row.fileKey).map((row) => row.fieldId));
    const errors = Object.entries(validateOnboardingStep(step, answers, uploaded));
    if (errors.length) throw new ValidationFailedException(errors.map(([fieldId, message]) => ({ field: `responses.${fieldId}`, message })));
    const values = step.fields
      .filter((field) => field.type !== 'file')
      .map((field) => ({ fieldId: field.id, value: normalizeOnboardingAnswer(field.type, answers[field.id]) }));
    await this.responses.saveStep(tenant, { clientId, configId: config.id, stepId: step.id }, values);
    return this.clientOnboarding(tenant);
  }

  /** A file field's upload, stored through the storage service and kept as the field's answer. */
  async uploadFile(
    tenant: Tenant,
    stepId: string,
    fieldId: string,
    file: UploadedFileContent | undefined,
    fileName: string | undefined,
  ): Promise<ClientOnboardingResponseDto> {
    const clientId = signedInClientId(tenant);
    const { config, step } = await this.activeStep(tenant, stepId);
    const field = step.fields.find((candidate) => candidate.id === fieldId);
    if (!field) throw new NotFoundException(ONBOARDING_MESSAGES.unknownField);
    if (field.type !== 'file') throw new BadRequestException(ONBOARDING_MESSAGES.notFileField);
    if (!file) throw new BadRequestException(ONBOARDING_MESSAGES.fileRequired);
    const stored = await this.storage.put('onboarding-files', file.buffer, ONBOARDING_FILE_UPLOAD);
    let previousKey: string | null = null;
    try {
      const value: OnboardingAnswer = { fileName: (fileName ?? 'upload').slice(0, 200), contentType: stored.contentType, size: stored.size };
      previousKey = (await this.responses.saveFile(tenant, { clientId, configId: config.id, stepId: step.id, fieldId: field.id }, { key: stored.key, value }))
        .previousKey;
    } catch (error) {
      await this.storage.discard(stored.key);
      throw error;
    }
    if (previousKey && previousKey !== stored.key) await this.storage.discard(previousKey);
    return this.clientOnboarding(tenant);
  }

  /**
   * Completes onboarding: every required step's required fields must have answers (each checked again as stored),
   * then the client's onboardingCompleted and onboardingCompletedAt are set and `client_onboarding_completed` recorded.
   */
  async complete(tenant: Tenant): Promise<ClientOnboardingResponseDto> {
    const clientId = signedInClientId(tenant);
    const config = await this.configs.findActive(tenant);
    if (!config) throw new NotFoundException(ONBOARDING_MESSAGES.noActiveConfig);
    const client = await this.clients.findOrFail(tenant, clientId);
    if (client.onboardingCompleted) throw new ConflictException(ONBOARDING_MESSAGES.alreadyCompleted);
    const rows = await this.responses.forClient(tenant, clientId, config.id);
    const outstanding = config.steps.filter((step) => {
      const own = rows.filter((row) => row.stepId === step.id);
      if (!step.required && own.length === 0) return false;
      const answers = Object.fromEntries(own.map((row) => [row.fieldId, row.responseValue]));
      const uploaded = new Set(own.filter((row) => row.fileKey).map((row) => row.fieldId));
      return Object.keys(validateOnboardingStep(step, answers, uploaded)).length > 0;
    });
    if (outstanding.length) throw new BadRequestException(ONBOARDING_MESSAGES.stepsOutstanding(outstanding.map((step) => step.title)));
    await this.uow.transaction(async () => {
      const completedAt = new Date();
      await this.clients.markOnboardingCompleted(tenant, clientId, completedAt);
      this.events.record('client_onboarding_completed', { businessId: tenant.businessId, clientId, configId: config.id });
    });
    return this.clientOnboarding(tenant);
  }

  /** A client's answers as the coach reads them on the client's profile: per configuration answered, newest first. */
  async clientAnswers(tenant: Tenant, clientId: string): Promise<ClientOnboardingAnswersDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const rows = await this.responses.forClient(tenant, client.id);
    const configIds = [...new Set(rows.map((row) => row.config.id))];
    const configs = await this.configs.findByIds(tenant, configIds);
    return {
      onboardingCompleted: client.onboardingCompleted,
      onboardingCompletedAt: client.onboardingCompletedAt?.toISOString() ?? null,
      configs: configs.map((config) => ({
        configId: config.id,
        configName: config.configName,
        isActive: config.isActive,
        steps: config.steps,
        answers: rows.filter((row) => row.config.id === config.id).map(toAnswer),
      })),
    };
  }

  /** A file a client uploaded as an answer (the coach's download). */
  async answerFile(tenant: Tenant, clientId: string, responseId: string): Promise<FileDownload & { fileName: string }> {
    const client = await this.clients.findOrFail(tenant, clientId);
    const row = await this.responses.findById(tenant, client.id, responseId);
    if (!row?.fileKey) throw new NotFoundException('File not found');
    const value = row.responseValue as { fileName?: string } | null;
    return { ...(await this.storage.get(row.fileKey)), fileName: value?.fileName ?? 'upload' };
  }

  private async activeStep(tenant: TenantScope, stepId: string): Promise<{ config: ClientOnboardingConfig; step: OnboardingStepDefinition }> {
    const config = await this.configs.findActive(tenant);
    if (!config) throw new NotFoundException(ONBOARDING_MESSAGES.noActiveConfig);
    const step = config.steps.find((candidate) => candidate.id === stepId);
    if (!step) throw new NotFoundException(ONBOARDING_MESSAGES.stepNotFound);
    return { config, step };
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<ClientOnboardingConfig> {
    const config = await this.configs.findById(tenant, id);
    if (!config) throw new NotFoundException(ONBOARDING_MESSAGES.notFound);
    return config;
  }
}

function toAnswer(row: ClientOnboardingResponse): OnboardingAnswerDto {
  return {
    stepId: row.stepId,
    fieldId: row.fieldId,
    value: row.responseValue ?? null,
    responseId: row.fileKey ? row.id : null,
    completedAt: row.completedAt.toISOString(),
  };
}
