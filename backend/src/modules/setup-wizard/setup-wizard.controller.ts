import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { SetupWizardTasksResponseDto } from './setup-wizard.dto';
import { SetupWizardService } from './setup-wizard.service';

/** The business owner's setup wizard: which of its tasks the business's data shows done. */
@ApiTags('setup-wizard')
@Controller('setup-wizard')
@Access({ roles: ['business'] })
export class SetupWizardController {
  constructor(private readonly wizard: SetupWizardService) {}

  /**
   * The setup wizard's tasks
   *
   * @remarks The 17 tasks in the wizard's order, each completed when the business's data shows it: payments setup
   * complete; a calendar feed link or connected calendar; a video session scheduled or a video platform connected; a
   * package, a package with a price; a workout, a workout with exercises; a meal plan; a client's macro goals; working
   * hours, a period with a price; a booking made by a client; a client; a package assigned; a message to a client; a
   * staff member invited; a staff member holding a permission.
   */
  @Get('tasks')
  @ApiOkResponse({ type: SetupWizardTasksResponseDto, description: 'The tasks and how many are done' })
  tasks(@CurrentTenant() tenant: Tenant): Promise<SetupWizardTasksResponseDto> {
    return this.wizard.tasks(tenant);
  }
}
