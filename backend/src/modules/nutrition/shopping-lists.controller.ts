import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { GenerateShoppingListDto, ListShoppingListsQuery, ShoppingListDto } from './dto/shopping-list.dto';
import { NUTRITION_VIEW, NUTRITION_WRITE } from './meals.controller';
import { ShoppingListsService } from './shopping-lists.service';

@ApiTags('shopping-lists')
@Controller()
export class ShoppingListsController {
  constructor(private readonly lists: ShoppingListsService) {}

  /**
   * Generates a client's weekly shopping list
   *
   * @remarks From the meal plan that applies on each day of the week from `weekStartDate`: every ingredient of the
   * meals planned that week, summed per food (one serving per placed meal: an ingredient's quantity divided by its
   * meal's servings), grouped by category, with the estimated cost where the food's price is known. One list per
   * client and week (409 for a second).
   */
  @Post('clients/:id/shopping-lists')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: ShoppingListDto, description: 'The list' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: NUTRITION_MESSAGES.noPlanThatWeek })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NUTRITION_MESSAGES.shoppingListExists })
  generate(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) clientId: string,
    @Body() dto: GenerateShoppingListDto,
  ): Promise<ShoppingListDto> {
    return this.lists.generate(tenant, clientId, dto.weekStartDate);
  }

  /**
   * A client's shopping lists
   *
   * @remarks Newest week first, with their items and what the client ticked off. `limit` at a time; the
   * `X-Next-Cursor` header, when present, is the `cursor` of the next (older) page.
   */
  @Get('clients/:id/shopping-lists')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_VIEW })
  @CursorPaginated(ShoppingListDto, 'The page of lists, newest week first')
  listForClient(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) clientId: string,
    @Query() query: ListShoppingListsQuery,
  ): Promise<CursorPage<ShoppingListDto>> {
    return this.lists.listForClient(tenant, clientId, query);
  }

  /**
   * Deletes a shopping list
   *
   * @remarks So the week can be generated again.
   */
  @Delete('shopping-lists/:id')
  @HttpCode(204)
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_WRITE })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(NUTRITION_MESSAGES.shoppingListNotFound)) id: string): Promise<void> {
    await this.lists.remove(tenant, id);
  }
}
