import { Module } from '@nestjs/common';
import { AutomationActionsRepository } from './automation-actions.repository';
import { AutomationExecutionsRepository } from './automation-executions.repository';
import { AutomationWorkflowsRepository } from './automation-workflows.repository';
import { AutomationsController } from './automations.controller';
import { AutomationsService } from './automations.service';
import { AutomationsWorkerModule } from './automations-worker.module';
import { AutomationAction } from './entities/automation-action.entity';
import { AutomationExecution } from './entities/automation-execution.entity';
import { AutomationWorkflow } from './entities/automation-workflow.entity';
import { SmsOutbox } from './entities/sms-outbox.entity';

/** Client Automations (/automations): workflows started by domain events, whose actions run through BullMQ. */
@Module({
  controllers: [AutomationsController],
  providers: [AutomationWorkflowsRepository, AutomationActionsRepository, AutomationExecutionsRepository, AutomationsService],
})
export class AutomationsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [AutomationWorkflow, AutomationAction, AutomationExecution, SmsOutbox];
  /** The triggers' subscribers and the actions' job, loaded where workers run. */
  static readonly worker = AutomationsWorkerModule;
}
