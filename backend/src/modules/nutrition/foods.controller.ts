import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { CreateFoodDto, FoodResponseDto, SearchFoodsQuery } from './dto/food.dto';
import { FoodsService } from './foods.service';

/** Staff reach the food database with any of the permissions that work on clients' nutrition. */
export const NUTRITION_READ = ['client_management', 'view_clients', 'manage_workouts'] as const;

@ApiTags('foods')
@Controller('foods')
@Access({ roles: ['business', 'staff', 'client'], permissions: NUTRITION_READ })
export class FoodsController {
  constructor(private readonly foods: FoodsService) {}

  /**
   * Searches the food database
   *
   * @remarks The foods that ship with CoachCore and those looked up by barcode, plus the foods your business
   * entered by hand. `search` matches words and beginnings of words of the name and brand ('chick bre' finds
   * 'Chicken breast'); a name equal to the search comes first, then names starting with it, then the best matches.
   * Without `search`, every food by name.
   */
  @Get()
  @Paginated(FoodResponseDto, 'The page of foods, best match first')
  search(@CurrentTenant() tenant: Tenant, @Query() query: SearchFoodsQuery): Promise<Page<FoodResponseDto>> {
    return this.foods.search(tenant, query);
  }

  /**
   * Finds a food by its barcode
   *
   * @remarks Your business's food with this barcode, else the shared one. An unknown code is looked up in Open Food
   * Facts (`FOOD_LOOKUP_URL`, given up after 2 s) and stored for everyone (`dataSource` openfoodfacts); when the
   * lookup is off, unreachable, slow or does not know the product, the answer is 404 at once so the person can enter
   * the food by hand (`POST /api/foods`).
   */
  @Get('barcode/:code')
  @ApiOkResponse({ type: FoodResponseDto, description: 'The food' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${NUTRITION_MESSAGES.barcodeFormat}, or ${NUTRITION_MESSAGES.barcodeCheckDigit}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: NUTRITION_MESSAGES.barcodeNotFound })
  byBarcode(@CurrentTenant() tenant: Tenant, @Param('code') code: string): Promise<FoodResponseDto> {
    return this.foods.byBarcode(tenant, code);
  }

  /**
   * One food
   *
   * @remarks A shared food or one your business entered.
   */
  @Get(':id')
  @ApiOkResponse({ type: FoodResponseDto, description: 'The food' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', new IdParamPipe(NUTRITION_MESSAGES.foodNotFound)) id: string): Promise<FoodResponseDto> {
    return this.foods.get(tenant, id);
  }

  /**
   * Adds a food by hand
   *
   * @remarks For a product neither the database nor the barcode lookup knew. The food belongs to your business
   * (coaches, staff and clients of the business find it; nobody else does). Nutrients are per serving
   * (`servingSize` in `servingUnit`, default g); sodium in milligrams. A barcode your business or the shared
   * database already has answers 409.
   */
  @Post()
  @ApiCreatedResponse({ type: FoodResponseDto, description: 'The new food' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NUTRITION_MESSAGES.barcodeTaken })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateFoodDto): Promise<FoodResponseDto> {
    return this.foods.create(tenant, dto);
  }
}
