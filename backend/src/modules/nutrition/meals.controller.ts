import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { NUTRITION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { CreateMealDto, ListMealsQuery, MealCategoryDto, MealResponseDto, UpdateMealDto, UploadMealImageDto } from './dto/meal.dto';
import { FileUploadInterceptor, type UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { IMAGE_TYPES } from '../../infra/storage/storage-types';
import { MEAL_IMAGE_UPLOAD, MealsService } from './meals.service';

const mealId = new IdParamPipe(NUTRITION_MESSAGES.mealNotFound);

/** Staff edit nutrition content with manage_workouts or client_management, and read it with view_clients too. */
export const NUTRITION_WRITE = ['manage_workouts', 'client_management'] as const;
export const NUTRITION_VIEW = ['manage_workouts', 'client_management', 'view_clients'] as const;

@ApiTags('meals')
@Controller('meals')
@Access({ roles: ['business', 'staff'] })
export class MealsController {
  constructor(private readonly meals: MealsService) {}

  /**
   * A meal's image
   *
   * @remarks Streams the uploaded image with its detected type, to the business, its staff and its clients (whose
   * plans show the meal). Images never have a public URL.
   */
  @Get(':id/image')
  @Access({ roles: ['business', 'staff', 'client'], permissions: NUTRITION_VIEW })
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiProduces(...IMAGE_TYPES)
  @ApiOkResponse({ description: 'The image, with its detected Content-Type', schema: { type: 'string', format: 'binary' } })
  async image(@CurrentTenant() tenant: Tenant, @Param('id', mealId) id: string): Promise<StreamableFile> {
    const image = await this.meals.image(tenant, id);
    return new StreamableFile(image.stream, { type: image.contentType, length: image.size, disposition: 'inline' });
  }

  /**
   * Uploads a meal's image
   *
   * @remarks A multipart upload of one image (JPEG, PNG, WebP or GIF, at most 10 MB; the type is read from the
   * content). It replaces the previous image.
   */
  @Post(':id/image')
  @HttpCode(200)
  @Access({ permissions: NUTRITION_WRITE })
  @UseInterceptors(FileUploadInterceptor('file', MEAL_IMAGE_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadMealImageDto })
  @ApiOkResponse({ type: MealResponseDto, description: 'The meal with its image' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, or a file that is not an accepted image' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than 10 MB' })
  uploadImage(
    @CurrentTenant() tenant: Tenant,
    @Param('id', mealId) id: string,
    @UploadedFile() file: UploadedFileContent | undefined,
  ): Promise<MealResponseDto> {
    return this.meals.uploadImage(tenant, id, file);
  }

  /**
   * Lists the business's meals and recipes
   *
   * @remarks Newest first, optionally narrowed by `category` and `search` (name or description, case-insensitive).
   */
  @Get()
  @Access({ permissions: NUTRITION_VIEW })
  @Paginated(MealResponseDto, 'The page of meals, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListMealsQuery): Promise<Page<MealResponseDto>> {
    return this.meals.list(tenant, query);
  }

  /**
   * Meal categories with their counts
   *
   * @remarks Breakfast, Lunch, Dinner and Snacks (category 'snack'), each with the number of the business's meals in it.
   */
  @Get('categories')
  @Access({ permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: [MealCategoryDto], description: 'The four categories, in that order' })
  categories(@CurrentTenant() tenant: Tenant): Promise<MealCategoryDto[]> {
    return this.meals.categories(tenant);
  }

  /**
   * Adds a meal or recipe
   *
   * @remarks Ingredients are foods of the database (shared or your business's) with a quantity in the food's serving
   * unit. The meal's calories, protein, carbs, fat and fiber are computed from them, per serving (their sum divided
   * by `servings`).
   */
  @Post()
  @Access({ permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: MealResponseDto, description: 'The new meal' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'An ingredient names a food that does not exist' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateMealDto): Promise<MealResponseDto> {
    return this.meals.create(tenant, dto);
  }

  /**
   * One meal
   *
   * @remarks With its ingredients and what each brings.
   */
  @Get(':id')
  @Access({ permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: MealResponseDto, description: 'The meal' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', mealId) id: string): Promise<MealResponseDto> {
    return this.meals.get(tenant, id);
  }

  /**
   * Edits a meal
   *
   * @remarks Only the fields sent change; `ingredients` sent replace them all, and the macros are computed again.
   */
  @Patch(':id')
  @Access({ permissions: NUTRITION_WRITE })
  @ApiOkResponse({ type: MealResponseDto, description: 'The updated meal' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', mealId) id: string, @Body() dto: UpdateMealDto): Promise<MealResponseDto> {
    return this.meals.update(tenant, id, dto);
  }

  /**
   * Deletes a meal
   *
   * @remarks The meal leaves the plans it was placed in.
   */
  @Delete(':id')
  @HttpCode(204)
  @Access({ permissions: NUTRITION_WRITE })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', mealId) id: string): Promise<void> {
    await this.meals.remove(tenant, id);
  }
}
