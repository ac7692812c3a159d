import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { Paginated, type Page } from '../../common/http/pagination';
import { GoalResponseDto, ListGoalsQuery } from './dto/goal.dto';
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
   * With `active`, only the active goals or only the others. An account no coach has linked to a client record yet
   * answers 403. Paged like the clients list.
   */
  @Get('goals')
  @Paginated(GoalResponseDto, 'The goals, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListGoalsQuery): Promise<Page<GoalResponseDto>> {
    return this.goals.listOfSignedInClient(tenant, query);
  }
}
