import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientPortalFormsController } from './client-portal-forms.controller';
import { CustomForm } from './entities/custom-form.entity';
import { FormAssignment } from './entities/form-assignment.entity';
import { FormFile } from './entities/form-file.entity';
import { FormSubmission } from './entities/form-submission.entity';
import { FormTemplate } from './entities/form-template.entity';
import { FormAssignmentsRepository } from './form-assignments.repository';
import { FormFilesRepository } from './form-files.repository';
import { FormSubmissionsController } from './form-submissions.controller';
import { FormSubmissionsRepository } from './form-submissions.repository';
import { FormTemplatesRepository } from './form-templates.repository';
import { FormsController } from './forms.controller';
import { FormsRepository } from './forms.repository';
import { FormsSeeder } from './forms.seeder';
import { FormsService } from './forms.service';
import { FormsWorkerModule } from './forms-worker.module';

/** Forms & Waivers: forms, templates, assignments, submissions with signatures, PDFs and their hash check. */
@Module({
  imports: [ClientsModule],
  controllers: [FormsController, FormSubmissionsController, ClientPortalFormsController],
  providers: [FormsRepository, FormTemplatesRepository, FormSubmissionsRepository, FormAssignmentsRepository, FormFilesRepository, FormsService, FormsSeeder],
  exports: [FormsService],
})
export class FormsModule {
  static readonly entities = [CustomForm, FormTemplate, FormSubmission, FormAssignment, FormFile];
  /** The demo business's waiver and intake form. */
  static readonly seeder = FormsSeeder;
  /** What the orphan-files sweep asks of form uploads and signatures, loaded where workers run. */
  static readonly worker = FormsWorkerModule;
}
