import { Injectable } from '@nestjs/common';
import { SETUP_WIZARD_TASK_IDS, type SetupWizardProgress } from '@coachcore/domain';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { MeetingsService } from '../meetings/meetings.service';
import { MessagingService } from '../messaging/messaging.service';
import { NutritionInsightsService } from '../nutrition/nutrition-insights.service';
import { PackagesService } from '../packages/packages.service';
import { StaffService } from '../staff/staff.service';
import { UserBillingService } from '../users/user-billing.service';
import { WorkoutsService } from '../workouts/workouts.service';
import type { SetupWizardTasksResponseDto } from './setup-wizard.dto';

/**
 * The setup wizard's 17 tasks, each read from the business's own data and asked of the module that owns it (exists
 * probes, no counting): the wizard shows what is really done instead of boxes ticked by hand.
 */
@Injectable()
export class SetupWizardService {
  constructor(
    private readonly billing: UserBillingService,
    private readonly meetings: MeetingsService,
    private readonly packages: PackagesService,
    private readonly workouts: WorkoutsService,
    private readonly nutrition: NutritionInsightsService,
    private readonly clients: ClientsService,
    private readonly messaging: MessagingService,
    private readonly staff: StaffService,
  ) {}

  async tasks(tenant: Tenant): Promise<SetupWizardTasksResponseDto> {
    const parts = await Promise.all([
      this.paymentsProgress(tenant),
      this.meetings.setupProgress(tenant),
      this.packages.setupProgress(tenant),
      this.workouts.setupProgress(tenant),
      this.nutrition.setupProgress(tenant),
      this.clients.setupProgress(tenant),
      this.messaging.setupProgress(tenant),
      this.staff.setupProgress(tenant),
    ]);
    const done: SetupWizardProgress = Object.assign({}, ...parts);
    const tasks = SETUP_WIZARD_TASK_IDS.map((key) => ({ key, completed: done[key] === true }));
    return { tasks, completed: tasks.filter((task) => task.completed).length, total: tasks.length };
  }

  /** Payments are connected once the provider's onboarding is complete (kept on the business's account). */
  private async paymentsProgress(tenant: Tenant): Promise<SetupWizardProgress> {
    const billing = await this.billing.of(tenant.businessId);
    return { 'payments-provider': billing?.paymentSetupComplete === true };
  }
}
