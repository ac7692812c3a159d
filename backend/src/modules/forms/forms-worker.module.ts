import { Module } from '@nestjs/common';
import { FormFilesRepository } from './form-files.repository';
import { FormStoredFiles } from './form-stored-files';
import { FormSubmissionsRepository } from './form-submissions.repository';

/** Consumer side of forms, loaded where workers run: what the orphan-files sweep asks of form uploads and signatures. */
@Module({
  providers: [FormFilesRepository, FormSubmissionsRepository, FormStoredFiles],
})
export class FormsWorkerModule {}
