import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { OperationIdPrefix } from '../../common/openapi/operation-id';
import { ListShoppingListsQuery, ShoppingListDto, ShoppingListItemDto, UpdateShoppingListItemDto } from './dto/shopping-list.dto';
import { ShoppingListsService } from './shopping-lists.service';

/** The signed-in client's shopping lists (the client portal). */
@ApiTags('shopping-lists', 'client-portal')
@Controller('client')
@Access({ roles: ['client'] })
@OperationIdPrefix('ShoppingLists')
export class ClientPortalShoppingListsController {
  constructor(private readonly lists: ShoppingListsService) {}

  /**
   * My shopping lists
   *
   * @remarks The lists your coach generated for you, newest week first. `limit` at a time; the `X-Next-Cursor`
   * header, when present, is the `cursor` of the next (older) page.
   */
  @Get('shopping-lists')
  @CursorPaginated(ShoppingListDto, 'The page of lists, newest week first')
  own(@CurrentTenant() tenant: Tenant, @Query() query: ListShoppingListsQuery): Promise<CursorPage<ShoppingListDto>> {
    return this.lists.own(tenant, query);
  }

  /**
   * Ticks a shopping list item off
   *
   * @remarks Sets `isPurchased` on an item of one of your own lists.
   */
  @Patch('shopping-list-items/:id')
  @ApiOkResponse({ type: ShoppingListItemDto, description: 'The item' })
  setPurchased(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(NUTRITION_MESSAGES.shoppingItemNotFound)) id: string,
    @Body() dto: UpdateShoppingListItemDto,
  ): Promise<ShoppingListItemDto> {
    return this.lists.setPurchased(tenant, id, dto.isPurchased);
  }
}
