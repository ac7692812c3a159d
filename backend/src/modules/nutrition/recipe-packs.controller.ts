import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  AssignRecipePackDto,
  ClientRecipePackDto,
  CreateRecipePackDto,
  ListClientRecipePacksQuery,
  ListRecipePacksQuery,
  RecipePackDto,
  UpdateRecipePackDto,
} from './dto/recipe-pack.dto';
import { NUTRITION_VIEW, NUTRITION_WRITE } from './meals.controller';
import { RecipePacksService } from './recipe-packs.service';

const packId = new IdParamPipe(NUTRITION_MESSAGES.recipePackNotFound);

@ApiTags('recipe-packs')
@Controller()
export class RecipePacksController {
  constructor(private readonly packs: RecipePacksService) {}

  /**
   * Lists the business's recipe packs
   *
   * @remarks Newest first, each with its recipes by day and meal type. Paged like the clients list.
   */
  @Get('recipe-packs')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_VIEW })
  @Paginated(RecipePackDto, 'The packs, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListRecipePacksQuery): Promise<Page<RecipePackDto>> {
    return this.packs.list(tenant, query);
  }

  /**
   * Creates a recipe pack
   *
   * @remarks Theme, difficulty (default beginner), servings (default 4), tags and the business's meals by day and meal
   * type; the total prep time adds up the recipes' prep and cook times.
   */
  @Post('recipe-packs')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: RecipePackDto, description: 'The new pack' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateRecipePackDto): Promise<RecipePackDto> {
    return this.packs.create(tenant, dto);
  }

  /**
   * One recipe pack
   *
   * @remarks With its recipes by day and meal type.
   */
  @Get('recipe-packs/:id')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_VIEW })
  @ApiOkResponse({ type: RecipePackDto, description: 'The pack' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', packId) id: string): Promise<RecipePackDto> {
    return this.packs.get(tenant, id);
  }

  /**
   * Edits a recipe pack
   *
   * @remarks Only the fields sent change; `meals` sent replace its recipes.
   */
  @Patch('recipe-packs/:id')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_WRITE })
  @ApiOkResponse({ type: RecipePackDto, description: 'The updated pack' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', packId) id: string, @Body() dto: UpdateRecipePackDto): Promise<RecipePackDto> {
    return this.packs.update(tenant, id, dto);
  }

  /**
   * Deletes a recipe pack
   *
   * @remarks Its assignments to clients go with it.
   */
  @Delete('recipe-packs/:id')
  @HttpCode(204)
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_WRITE })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', packId) id: string): Promise<void> {
    await this.packs.remove(tenant, id);
  }

  /**
   * Assigns a recipe pack to a client
   *
   * @remarks Once per client (409 for a second time); it starts with status assigned and progress 0.
   */
  @Post('recipe-packs/:id/assign')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_WRITE })
  @ApiCreatedResponse({ type: ClientRecipePackDto, description: 'The assignment' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: NUTRITION_MESSAGES.packAlreadyAssigned })
  assign(@CurrentTenant() tenant: Tenant, @Param('id', packId) id: string, @Body() dto: AssignRecipePackDto): Promise<ClientRecipePackDto> {
    return this.packs.assign(tenant, id, dto);
  }

  /**
   * A client's recipe packs
   *
   * @remarks With the client's status, progress and feedback, the latest assigned first. Paged like the clients list.
   */
  @Get('clients/:id/recipe-packs')
  @Access({ roles: ['business', 'staff'], permissions: NUTRITION_VIEW })
  @Paginated(ClientRecipePackDto, 'The assignments, latest first')
  forClient(
    @CurrentTenant() tenant: Tenant,
    @Param('id', new IdParamPipe(CLIENT_MESSAGES.notFound)) clientId: string,
    @Query() query: ListClientRecipePacksQuery,
  ): Promise<Page<ClientRecipePackDto>> {
    return this.packs.forClient(tenant, clientId, query);
  }
}
