import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { GoalResponseDto } from './dto/goal.dto';
import { GoalsService } from './goals.service';

/** The signed-in client's own goals (the client portal). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalGoalsController {
  constructor(private readonly goals: GoalsService) {}

  /**
   * The signed-in client's goals
   *
   * @remarks Every goal the coach set for the signed-in client, newest first, with its progress towards the target.
   * An account no coach has linked to a client record yet answers 403.
   */
  @Get('goals')
  @ApiOkResponse({ type: [GoalResponseDto], description: 'The goals, newest first' })
  list(@CurrentTenant() tenant: Tenant): Promise<GoalResponseDto[]> {
    return this.goals.listOfSignedInClient(tenant);
  }
}
