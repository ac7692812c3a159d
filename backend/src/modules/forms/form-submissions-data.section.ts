import { Injectable } from '@nestjs/common';
import {
  ClientDataSource,
  fileExtension,
  plainRow,
  type ClientDataFile,
  type ClientDataPart,
  type ClientDataScope,
  type ClientDataSection,
} from '../../common/client-data/client-data-source';
import { FormFilesRepository } from './form-files.repository';
import { FormSubmissionsRepository } from './form-submissions.repository';

/**
 * The client's part of their data export kept by forms: each submission (the form's title and version as answered,
 * the answers, when it was signed) with its drawn signature under forms/signatures/, and each file they uploaded for a
 * form under forms/files/.
 */
@Injectable()
@ClientDataSource('forms')
export class FormSubmissionsDataSection implements ClientDataSection {
  constructor(
    private readonly submissions: FormSubmissionsRepository,
    private readonly uploads: FormFilesRepository,
  ) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const [submissions, uploads] = await Promise.all([this.submissions.allOfClient(scope, scope.clientId), this.uploads.allOfClient(scope, scope.clientId)]);
    const files: ClientDataFile[] = [];
    const submissionRows = submissions.map((submission) => {
      const signatureFile = submission.signature ? `forms/signatures/${submission.id}${fileExtension(submission.signature)}` : null;
      if (submission.signature && signatureFile) files.push({ path: signatureFile, key: submission.signature });
      return plainRow({
        id: submission.id,
        formId: submission.form.id,
        formTitle: submission.formTitle,
        formVersion: submission.formVersion,
        status: submission.status,
        responses: submission.responses,
        signatureFile,
        signedAt: submission.submittedAt,
        reviewedAt: submission.reviewedAt,
        contentHash: submission.contentHash,
      });
    });
    const uploadRows = uploads.map((upload) => {
      const file = `forms/files/${upload.id}${fileExtension(upload.fileKey)}`;
      files.push({ path: file, key: upload.fileKey });
      return plainRow({
        id: upload.id,
        formId: upload.form.id,
        formTitle: upload.form.title,
        contentType: upload.contentType,
        size: upload.size,
        file,
        createdAt: upload.createdAt,
      });
    });
    return {
      tables: [
        { name: 'form_submissions', rows: submissionRows },
        { name: 'form_files', rows: uploadRows },
      ],
      files,
    };
  }
}
