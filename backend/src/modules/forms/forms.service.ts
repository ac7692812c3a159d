import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CLIENT_MESSAGES,
  extraSignatureFieldIndex,
  FORM_LIMITS,
  FORM_MESSAGES,
  FORM_OPTION_TYPES,
  validateFormAnswers,
  type FormAnswer,
  type FormCategory,
  type FormFieldDefinition,
} from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { signedInClientId } from '../../common/http/signed-in-client';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import type { UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { StorageService } from '../../infra/storage/storage.service';
import { DOCUMENT_TYPES, IMAGE_TYPES, type FileDownload, type UploadPolicy } from '../../infra/storage/storage-types';
import { ClientsService } from '../clients/clients.service';
import {
  toFormResponse,
  toFormTemplateResponse,
  type CreateFormDto,
  type FormFieldDto,
  type FormRecipientResponseDto,
  type FormResponseDto,
  type FormStatsResponseDto,
  type FormTemplateResponseDto,
  type ListFormsQuery,
  type UpdateFormDto,
} from './dto/form.dto';
import {
  toFormSubmissionResponse,
  type ClientFormResponseDto,
  type FormSubmissionResponseDto,
  type FormSubmissionVerificationDto,
  type ListFormSubmissionsQuery,
  type SubmitFormDto,
} from './dto/form-submission.dto';
import type { CustomForm } from './entities/custom-form.entity';
import type { FormSubmission } from './entities/form-submission.entity';
import { contentHashOf, sha256, type SignedContent } from './form-content-hash';
import { FormAssignmentsRepository } from './form-assignments.repository';
import { FormFilesRepository } from './form-files.repository';
import type { renderSubmissionPdf } from './form-submission-pdf';
import { FormSubmissionsRepository } from './form-submissions.repository';
import { FormTemplatesRepository } from './form-templates.repository';
import { FormsRepository } from './forms.repository';

/** pdf-lib (hundreds of modules) is loaded with the first download, not by every process that starts the app. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const submissionPdf = () => require('./form-submission-pdf') as { renderSubmissionPdf: typeof renderSubmissionPdf };

/** Files of file fields: images or PDFs, at most 10 MB. */
export const FORM_FILE_UPLOAD: UploadPolicy = { maxBytes: FORM_LIMITS.fileMaxBytes, allowedTypes: [...IMAGE_TYPES, ...DOCUMENT_TYPES] };
/** Drawn signatures: PNG only. */
const SIGNATURE_UPLOAD: UploadPolicy = { maxBytes: FORM_LIMITS.signatureMaxBytes, allowedTypes: ['image/png'] };

/**
 * The fields as sent, made whole: an id for each (kept when sent, unique), options only where the type has them; at
 * most one signature field (a submission carries one drawn signature).
 */
function normalizeFields(fields: readonly FormFieldDto[]): FormFieldDefinition[] {
  const extraSignature = extraSignatureFieldIndex(fields);
  if (extraSignature >= 0) throw new ValidationFailedException([{ field: `fields.${extraSignature}.type`, message: FORM_MESSAGES.oneSignatureField }]);
  const ids = new Set<string>();
  return fields.map((field, index) => {
    const id = field.id ?? `f${index + 1}-${randomUUID().slice(0, 8)}`;
    if (ids.has(id)) throw new ValidationFailedException([{ field: `fields.${index}.id`, message: FORM_MESSAGES.duplicateFieldId }]);
    ids.add(id);
    const hasOptions = FORM_OPTION_TYPES.includes(field.type);
    return {
      id,
      type: field.type,
      label: field.label,
      required: field.required ?? false,
      ...(hasOptions ? { options: field.options ?? [] } : {}),
      placeholder: field.placeholder ?? null,
    };
  });
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Forms and waivers: the coach's forms, templates and submissions, and the client's side of filling them in. */
@Injectable()
export class FormsService {
  constructor(
    private readonly forms: FormsRepository,
    private readonly templates: FormTemplatesRepository,
    private readonly submissions: FormSubmissionsRepository,
    private readonly assignments: FormAssignmentsRepository,
    private readonly files: FormFilesRepository,
    private readonly clients: ClientsService,
    private readonly storage: StorageService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /** The stored files of a client's forms (uploads and drawn signatures): what their erasure removes. */
  async fileKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    return [...(await this.files.fileKeysOfClient(tenant, clientId)), ...(await this.submissions.signatureKeysOfClient(tenant, clientId))];
  }

  async list(tenant: Tenant, query: ListFormsQuery): Promise<Page<FormResponseDto>> {
    return (await this.forms.page(tenant, query)).map(toFormResponse);
  }

  async get(tenant: Tenant, id: string): Promise<FormResponseDto> {
    return toFormResponse(await this.findOrFail(tenant, id));
  }

  /** The four stat cards: forms, required forms, templates the business can use, submissions since the 1st (UTC). */
  async stats(tenant: Tenant, at: Date = new Date()): Promise<FormStatsResponseDto> {
    const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    const [counts, templatesAvailable, submissionsThisMonth] = await Promise.all([
      this.forms.counts(tenant),
      this.templates.countAvailable(tenant),
      this.submissions.countSince(tenant, monthStart),
    ]);
    return { totalForms: counts.total, requiredForms: counts.required, templatesAvailable, submissionsThisMonth };
  }

  async listTemplates(tenant: Tenant): Promise<FormTemplateResponseDto[]> {
    return (await this.templates.list(tenant)).map(toFormTemplateResponse);
  }

  /** A new form (from a template when `templateId` names one: its use is counted); it and `form_created` commit together. */
  async create(tenant: Tenant, dto: CreateFormDto): Promise<FormResponseDto> {
    return this.uow.transaction(async () => {
      if (dto.templateId) {
        const template = isUuid(dto.templateId) ? await this.templates.findById(tenant, dto.templateId) : null;
        if (!template) throw new NotFoundException(FORM_MESSAGES.templateNotFound);
        await this.templates.countUse(tenant, template.id);
      }
      const form = this.forms.add(tenant, {
        title: dto.title,
        description: dto.description ?? null,
        category: dto.category,
        isRequired: dto.isRequired ?? false,
        isActive: dto.isActive ?? true,
        fields: normalizeFields(dto.fields),
      });
      this.events.record('form_created', { businessId: tenant.businessId, formId: form.id, templateId: dto.templateId ?? null });
      await this.uow.save();
      return toFormResponse(form);
    });
  }

  /**
   * Edits a form. When what a signer reads (title, description, fields) changes after someone has submitted the
   * form, the form gets a new version: the submissions keep theirs, and clients are asked for the new one. Under the
   * form's row lock, so an edit and a submission take turns.
   */
  async update(tenant: Tenant, id: string, dto: UpdateFormDto): Promise<FormResponseDto> {
    return this.uow.transaction(async () => {
      const form = await this.forms.lockById(tenant, id);
      if (!form) throw new NotFoundException(FORM_MESSAGES.notFound);
      const next = {
        title: dto.title ?? form.title,
        description: dto.description !== undefined ? dto.description : (form.description ?? null),
        fields: dto.fields !== undefined ? normalizeFields(dto.fields) : form.fields,
      };
      const contentChanged = next.title !== form.title || next.description !== (form.description ?? null) || !sameContent(next.fields, form.fields);
      if (contentChanged && (await this.submissions.countForForm(tenant, form.id)) > 0) form.version += 1;
      Object.assign(form, next);
      if (dto.category !== undefined) form.category = dto.category;
      if (dto.isRequired !== undefined) form.isRequired = dto.isRequired;
      if (dto.isActive !== undefined) form.isActive = dto.isActive;
      await this.uow.save();
      return toFormResponse(form);
    });
  }

  /**
   * Delete: a form nobody has submitted goes; one with submissions is archived (gone from the list and from clients),
   * so signed submissions keep their PDFs and hashes. Under the form's row lock, so a submission cannot slip in between.
   */
  async remove(tenant: Tenant, id: string): Promise<void> {
    await this.uow.transaction(async () => {
      const form = await this.forms.lockById(tenant, id);
      if (!form) throw new NotFoundException(FORM_MESSAGES.notFound);
      if ((await this.submissions.countForForm(tenant, form.id)) > 0) form.archivedAt = new Date();
      else this.forms.removeForm(tenant, form);
      await this.uow.save();
    });
  }

  /** Asks one client to fill the form in (once: a second assignment answers 409). */
  async assign(tenant: Tenant, formId: string, clientId: string): Promise<FormRecipientResponseDto> {
    const form = await this.findOrFail(tenant, formId);
    if (!isUuid(clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const client = await this.clients.findOrFail(tenant, clientId);
    if (!(await this.assignments.assign(tenant, form, client, randomUUID()))) throw new ConflictException(FORM_MESSAGES.alreadyAssigned);
    const signed = (await this.submissions.versionsByClient(tenant, client.id, [form.id])).get(form.id)?.[0];
    return { clientId: client.id, name: `${client.firstName} ${client.lastName}`, assigned: true, signed: !!signed, signedVersion: signed?.version ?? null };
  }

  /**
   * Asks a client to fill in the business's newest active form of a category (an automation's send_form): assigned
   * once (a repeated call keeps the one assignment). Null when the business has no such form.
   */
  async askClientByCategory(
    tenant: TenantScope,
    category: FormCategory,
    clientId: string,
  ): Promise<{ formId: string; title: string; newlyAssigned: boolean } | null> {
    const form = await this.forms.newestActiveOf(tenant, category);
    if (!form) return null;
    const client = await this.clients.findOrFail(tenant, clientId);
    const newlyAssigned = await this.assignments.assign(tenant, form, client, randomUUID());
    return { formId: form.id, title: form.title, newlyAssigned };
  }

  /**
   * Who is asked to fill the form in (every active client when it is required, otherwise those it is assigned to) and
   * whether each has signed: the coach sees who has not.
   */
  async recipients(tenant: Tenant, formId: string): Promise<FormRecipientResponseDto[]> {
    const form = await this.findOrFail(tenant, formId);
    const assigned = await this.assignments.forForm(tenant, form.id);
    const people = new Map<string, { name: string; assigned: boolean }>();
    if (form.isRequired) for (const client of await this.clients.activeNames(tenant)) people.set(client.id, { name: client.name, assigned: false });
    for (const row of assigned) people.set(row.client.id, { name: `${row.client.firstName} ${row.client.lastName}`, assigned: true });
    const versions = await this.submissions.latestVersionByClient(tenant, form.id);
    return [...people.entries()]
      .map(([clientId, person]) => {
        const version = versions.get(clientId) ?? null;
        return { clientId, name: person.name, assigned: person.assigned, signed: version !== null, signedVersion: version };
      })
      .sort((a, b) => Number(a.signed) - Number(b.signed) || a.name.localeCompare(b.name));
  }

  /** A form's submissions, an archived (deleted) form's included. */
  async listSubmissions(tenant: Tenant, formId: string, query: ListFormSubmissionsQuery): Promise<Page<FormSubmissionResponseDto>> {
    const form = await this.forms.findIncludingArchived(tenant, formId);
    if (!form) throw new NotFoundException(FORM_MESSAGES.notFound);
    return (await this.submissions.pageForForm(tenant, form.id, query)).map(toFormSubmissionResponse);
  }

  async getSubmission(tenant: Tenant, id: string): Promise<FormSubmissionResponseDto> {
    return toFormSubmissionResponse(await this.findSubmissionOrFail(tenant, id));
  }

  /** Marks a submission reviewed by the caller (the first review's time and reviewer stay). */
  async review(tenant: Tenant, id: string): Promise<FormSubmissionResponseDto> {
    const submission = await this.findSubmissionOrFail(tenant, id);
    if (!submission.reviewedAt) {
      await this.submissions.markReviewed(tenant, submission.id, tenant.actor.id, new Date());
      await this.submissions.refresh(tenant, submission);
    }
    return toFormSubmissionResponse(submission);
  }

  /** Recomputes the SHA-256 of the stored submission (its signature read back from storage) and compares it. */
  async verify(tenant: Tenant, id: string): Promise<FormSubmissionVerificationDto> {
    const submission = await this.findSubmissionOrFail(tenant, id);
    const recomputedHash = contentHashOf(await this.signedContentOf(submission));
    return { submissionId: submission.id, contentHash: submission.contentHash, recomputedHash, valid: recomputedHash === submission.contentHash };
  }

  /** The submission as a PDF: the answers, the signature and the audit details, with the SHA-256 printed. */
  async pdf(tenant: Tenant, id: string): Promise<{ fileName: string; content: Buffer }> {
    const submission = await this.findSubmissionOrFail(tenant, id);
    const signature = submission.signature ? await this.readAll(await this.storage.get(submission.signature)) : null;
    const fileIds = submission.formFields
      .filter((field) => field.type === 'file')
      .map((field) => submission.responses[field.id])
      .filter((v): v is string => typeof v === 'string');
    const files = await this.files.findOwn(tenant, submission.form.id, submission.client.id, fileIds);
    const content = await submissionPdf().renderSubmissionPdf(
      submission,
      signature,
      new Map(files.map((file) => [file.id, { contentType: file.contentType, size: file.size }])),
    );
    return { fileName: `submission-${submission.id}.pdf`, content };
  }

  /** A file a client handed in with a submission (its field's answer). */
  async submissionFile(tenant: Tenant, id: string, fieldId: string): Promise<FileDownload> {
    const submission = await this.findSubmissionOrFail(tenant, id);
    const field = submission.formFields.find((f) => f.id === fieldId && f.type === 'file');
    const fileId = field ? submission.responses[field.id] : null;
    const file = typeof fileId === 'string' && isUuid(fileId) ? await this.files.findById(tenant, fileId) : null;
    if (!file) throw new NotFoundException(FORM_MESSAGES.submissionNotFound);
    return this.storage.get(file.fileKey);
  }

  // The client's side (the portal).

  /** The active forms the signed-in client is asked to fill in (required ones and those assigned), outstanding first. */
  async clientForms(tenant: Tenant): Promise<ClientFormResponseDto[]> {
    const clientId = signedInClientId(tenant);
    const assigned = await this.assignments.formIdsOfClient(tenant, clientId);
    const forms = await this.forms.activeForClient(tenant, clientId, assigned);
    const versions = await this.submissions.versionsByClient(
      tenant,
      clientId,
      forms.map((form) => form.id),
    );
    return forms
      .map((form) => this.toClientForm(form, versions.get(form.id) ?? []))
      .sort((a, b) => Number(a.status === 'completed') - Number(b.status === 'completed'));
  }

  async clientForm(tenant: Tenant, formId: string): Promise<ClientFormResponseDto> {
    const clientId = signedInClientId(tenant);
    const form = await this.findAskedOrFail(tenant, clientId, formId);
    const versions = await this.submissions.versionsByClient(tenant, clientId, [form.id]);
    return this.toClientForm(form, versions.get(form.id) ?? []);
  }

  /** Stores a file for a file field of a form the client is asked to fill in; the answer is the returned id. */
  async uploadClientFile(tenant: Tenant, formId: string, file: UploadedFileContent | undefined): Promise<{ id: string }> {
    const clientId = signedInClientId(tenant);
    const form = await this.findAskedOrFail(tenant, clientId, formId);
    if (!file) throw new BadRequestException('A file is required');
    const client = await this.clients.findOrFail(tenant, clientId);
    const stored = await this.storage.put('form-files', file.buffer, FORM_FILE_UPLOAD);
    try {
      const row = this.files.add(tenant, form, client, { fileKey: stored.key, contentType: stored.contentType, size: stored.size });
      await this.uow.save();
      return { id: row.id };
    } catch (error) {
      await this.storage.discard(stored.key);
      throw error;
    }
  }

  /**
   * The signed-in client submits the current version of a form: answers checked against its fields, the drawn
   * signature stored through StorageService, the audit details and the SHA-256 of it all kept with the row, and
   * `form_submitted` in the same transaction. One submission per client and version (a unique constraint: 409).
   */
  async submit(
    tenant: Tenant,
    formId: string,
    dto: SubmitFormDto,
    audit: { ipAddress: string | null; userAgent: string | null },
  ): Promise<FormSubmissionResponseDto> {
    const clientId = signedInClientId(tenant);
    const form = await this.findAskedOrFail(tenant, clientId, formId);
    const client = await this.clients.findOrFail(tenant, clientId);
    const fieldIds = new Set(form.fields.map((field) => field.id));
    if (Object.keys(dto.responses).some((key) => !fieldIds.has(key)))
      throw new ValidationFailedException([{ field: 'responses', message: FORM_MESSAGES.unknownField }]);
    const hasSignatureField = form.fields.some((field) => field.type === 'signature');
    const signaturePng = hasSignatureField && dto.signature ? Buffer.from(dto.signature.slice(dto.signature.indexOf(',') + 1), 'base64') : null;
    const errors = validateFormAnswers(form.fields, dto.responses, !!signaturePng && signaturePng.length > 0);
    const first = Object.entries(errors)[0];
    if (first) throw new ValidationFailedException([{ field: `responses.${first[0]}`, message: first[1]! }]);

    const responses: Record<string, FormAnswer> = {};
    for (const field of form.fields) {
      if (field.type === 'signature') continue;
      const value = dto.responses[field.id];
      responses[field.id] = value === undefined || value === null ? null : typeof value === 'string' ? value.trim() : value;
    }
    const fileIds = form.fields
      .filter((field) => field.type === 'file' && typeof responses[field.id] === 'string')
      .map((field) => responses[field.id] as string);
    const ownFiles = new Set((await this.files.findOwn(tenant, form.id, clientId, fileIds.filter(isUuid))).map((file) => file.id));
    const badFile = form.fields.find(
      (field) => field.type === 'file' && typeof responses[field.id] === 'string' && !ownFiles.has(responses[field.id] as string),
    );
    if (badFile) throw new ValidationFailedException([{ field: `responses.${badFile.id}`, message: FORM_MESSAGES.invalidFile(badFile.label) }]);

    const stored = signaturePng
      ? await this.storage.put('form-files', signaturePng, SIGNATURE_UPLOAD).catch(() => {
          throw new ValidationFailedException([{ field: 'signature', message: FORM_MESSAGES.invalidSignature }]);
        })
      : null;
    try {
      return await this.uow.transaction(async () => {
        const locked = await this.forms.lockById(tenant, form.id);
        if (!locked) throw new NotFoundException(FORM_MESSAGES.notFound);
        if (locked.version !== form.version || !sameContent(locked.fields, form.fields)) throw new ConflictException(FORM_MESSAGES.formChanged);
        const submission = this.submissions.add(tenant, locked, client, {
          responses,
          ipAddress: audit.ipAddress,
          userAgent: audit.userAgent,
          signature: stored?.key ?? null,
          submittedAt: new Date(),
          formVersion: locked.version,
          formTitle: locked.title,
          formFields: locked.fields,
          contentHash: '',
        });
        submission.contentHash = contentHashOf({
          submissionId: submission.id,
          formId: locked.id,
          formVersion: locked.version,
          formTitle: locked.title,
          fields: locked.fields,
          clientId,
          responses,
          signatureSha256: signaturePng ? sha256(signaturePng) : null,
          ipAddress: audit.ipAddress,
          userAgent: audit.userAgent,
          submittedAt: submission.submittedAt.toISOString(),
        });
        const submissionId = submission.id;
        this.events.record('form_submitted', {
          businessId: tenant.businessId,
          formId: locked.id,
          submissionId,
          clientId,
          formVersion: locked.version,
          category: locked.category,
        });
        try {
          await this.uow.save();
        } catch (error) {
          if (error instanceof UniqueConstraintViolationException) throw new ConflictException(FORM_MESSAGES.alreadySigned);
          throw error;
        }
        return toFormSubmissionResponse(submission);
      });
    } catch (error) {
      if (stored) await this.storage.discard(stored.key);
      throw error;
    }
  }

  private toClientForm(form: CustomForm, versions: { version: number; submittedAt: Date }[]): ClientFormResponseDto {
    const current = versions.find((entry) => entry.version === form.version);
    return {
      id: form.id,
      title: form.title,
      description: form.description ?? null,
      category: form.category,
      isRequired: form.isRequired,
      version: form.version,
      fields: toFormResponse(form).fields,
      status: current ? 'completed' : 'outstanding',
      submittedAt: current?.submittedAt.toISOString() ?? null,
    };
  }

  /** A form the client is asked to fill in: active, and required or assigned to them; 404 otherwise. */
  private async findAskedOrFail(tenant: Tenant, clientId: string, formId: string): Promise<CustomForm> {
    const form = isUuid(formId) ? await this.forms.findById(tenant, formId) : null;
    if (!form || !form.isActive) throw new NotFoundException(FORM_MESSAGES.notFound);
    if (!form.isRequired && !(await this.assignments.formIdsOfClient(tenant, clientId)).includes(form.id)) throw new NotFoundException(FORM_MESSAGES.notFound);
    return form;
  }

  private async signedContentOf(submission: FormSubmission): Promise<SignedContent> {
    const signature = submission.signature ? await this.readAll(await this.storage.get(submission.signature)).catch(() => null) : null;
    return {
      submissionId: submission.id,
      formId: submission.form.id,
      formVersion: submission.formVersion,
      formTitle: submission.formTitle,
      fields: submission.formFields,
      clientId: submission.client.id,
      responses: submission.responses,
      signatureSha256: signature ? sha256(signature) : null,
      ipAddress: submission.ipAddress ?? null,
      userAgent: submission.userAgent ?? null,
      submittedAt: submission.submittedAt.toISOString(),
    };
  }

  private async readAll(download: FileDownload): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of download.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<CustomForm> {
    const form = await this.forms.findById(tenant, id);
    if (!form) throw new NotFoundException(FORM_MESSAGES.notFound);
    return form;
  }

  private async findSubmissionOrFail(tenant: TenantScope, id: string): Promise<FormSubmission> {
    const submission = await this.submissions.findById(tenant, id);
    if (!submission) throw new NotFoundException(FORM_MESSAGES.submissionNotFound);
    return submission;
  }
}
