import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { OperationIdPrefix } from '../../common/openapi/operation-id';
import { ClientRecipePackDto, ListClientRecipePacksQuery, UpdateClientRecipePackDto } from './dto/recipe-pack.dto';
import { RecipePacksService } from './recipe-packs.service';

/** The signed-in client's recipe packs (the client portal). */
@ApiTags('recipe-packs', 'client-portal')
@Controller('client/recipe-packs')
@Access({ roles: ['client'] })
@OperationIdPrefix('RecipePacks')
export class ClientPortalRecipePacksController {
  constructor(private readonly packs: RecipePacksService) {}

  /**
   * My recipe packs
   *
   * @remarks The packs your coach assigned you, with your progress, the latest assigned first. Paged like the clients
   * list.
   */
  @Get()
  @Paginated(ClientRecipePackDto, 'The packs, latest first')
  own(@CurrentTenant() tenant: Tenant, @Query() query: ListClientRecipePacksQuery): Promise<Page<ClientRecipePackDto>> {
    return this.packs.own(tenant, query);
  }

  /**
   * Records my progress in a recipe pack
   *
   * @remarks `progress` (0 to 100: more than 0 starts the pack, 100 completes it), a `status`, or `feedback`.
   */
  @Patch(':id')
  @ApiOkResponse({ type: ClientRecipePackDto, description: 'The assignment' })
  updateOwn(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(NUTRITION_MESSAGES.packAssignmentNotFound)) id: string,
    @Body() dto: UpdateClientRecipePackDto,
  ): Promise<ClientRecipePackDto> {
    return this.packs.updateOwn(tenant, id, dto);
  }
}
