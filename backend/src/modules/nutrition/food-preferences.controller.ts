import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { CreateFoodPreferenceDto, FoodPreferenceDto, ListFoodPreferencesQuery } from './dto/food-preference.dto';
import { FoodPreferencesService } from './food-preferences.service';
import { NUTRITION_VIEW, NUTRITION_WRITE } from './meals.controller';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('nutrition')
@Controller()
@Access({ roles: ['business', 'staff'] })
export class FoodPreferencesController {
  constructor(private readonly preferences: FoodPreferencesService) {}

  /**
   * A client's food preferences
   *
   * @remarks Likes, dislikes, foods to avoid and allergies, newest first, each with its intensity (1 to 10). Paged like
   * the clients list.
   */
  @Get('clients/:id/food-preferences')
  @Access({ permissions: NUTRITION_VIEW })
  @Paginated(FoodPreferenceDto, 'The preferences, newest first')
  list(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Query() query: ListFoodPreferencesQuery): Promise<Page<FoodPreferenceDto>> {
    return this.preferences.list(tenant, id, query);
  }

  /**
   * Records a food preference
   *
   * @remarks A food of the database (`foodId`) or just its name (`foodName`), the preference type (like, dislike,
   * avoid, allergy) and its intensity (default 5).
   */
  @Post('clients/:id/food-preferences')
  @Access({ permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: FoodPreferenceDto, description: 'The preference' })
  create(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: CreateFoodPreferenceDto): Promise<FoodPreferenceDto> {
    return this.preferences.create(tenant, id, dto);
  }

  /**
   * Deletes a food preference
   *
   * @remarks For good.
   */
  @Delete('food-preferences/:id')
  @HttpCode(204)
  @Access({ permissions: NUTRITION_WRITE })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(NUTRITION_MESSAGES.preferenceNotFound)) id: string): Promise<void> {
    await this.preferences.remove(tenant, id);
  }
}
