import { ApiProperty } from '@nestjs/swagger';
import { SETUP_WIZARD_TASK_IDS, type SetupWizardTaskId } from '@coachcore/domain';
import { ApiInteger } from '../../common/openapi/property-formats';

/** One task of the setup wizard and whether the business's data shows it done. */
export class SetupWizardTaskStatusDto {
  @ApiProperty({ enum: SETUP_WIZARD_TASK_IDS, enumName: 'SetupWizardTaskId' })
  key: SetupWizardTaskId;
  completed: boolean;
}

/** The wizard's 17 tasks in its order, with how many are done. */
export class SetupWizardTasksResponseDto {
  @ApiProperty({ type: [SetupWizardTaskStatusDto] })
  tasks: SetupWizardTaskStatusDto[];
  @ApiInteger({ minimum: 0 })
  completed: number;
  @ApiInteger({ minimum: 0 })
  total: number;
}
