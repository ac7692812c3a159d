import { Module } from '@nestjs/common';
import { FormFilesRepository } from './form-files.repository';
import { FormStoredFiles } from './form-stored-files';
import { FormSubmissionsDataSection } from './form-submissions-data.section';
import { FormSubmissionsRepository } from './form-submissions.repository';

/** Consumer side of forms, loaded where workers run: what the orphan-files sweep asks of form uploads and signatures, and the client's submissions and uploads for their data export. */
@Module({
  providers: [FormFilesRepository, FormSubmissionsRepository, FormStoredFiles, FormSubmissionsDataSection],
})
export class FormsWorkerModule {}
