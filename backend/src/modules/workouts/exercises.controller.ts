import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiConflictResponse,
} from '@nestjs/swagger';
import { TRAINING_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { FileUploadInterceptor, type UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { IMAGE_TYPES } from '../../infra/storage/storage-types';
import { CreateExerciseDto, ExerciseCategoryDto, ExerciseImageUploadDto, ExerciseResponseDto, ListExercisesQuery, UpdateExerciseDto } from './dto/exercise.dto';
import { EXERCISE_IMAGE_UPLOAD } from './exercise-image-upload';
import { ExercisesService } from './exercises.service';

const exerciseId = new IdParamPipe(TRAINING_MESSAGES.exerciseNotFound);

@ApiTags('exercises')
@Controller('exercises')
@Access({ roles: ['business', 'staff'], permissions: ['manage_workouts'] })
export class ExercisesController {
  constructor(private readonly exercises: ExercisesService) {}

  /**
   * Lists the exercise library
   *
   * @remarks The library that ships with CoachCore and the business's own exercises, by name, optionally narrowed by
   * `search` (name or description, case-insensitive), `category`, `muscleGroup`, `equipment` and `difficulty`. The body
   * is the requested page; the `X-Total-Count`, `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get()
  @Paginated(ExerciseResponseDto, 'The page of exercises, by name')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListExercisesQuery): Promise<Page<ExerciseResponseDto>> {
    return this.exercises.list(tenant, query);
  }

  /**
   * The exercise categories
   *
   * @remarks The four categories (strength, cardio, flexibility, functional) with the number of exercises the business
   * sees in each and the muscle groups they train most: the Workouts screen's Exercise Library and the dashboard's
   * Workout Builder panel.
   */
  @Get('categories')
  @ApiOkResponse({ type: [ExerciseCategoryDto], description: 'The four categories, in the spec order' })
  categories(@CurrentTenant() tenant: Tenant): Promise<ExerciseCategoryDto[]> {
    return this.exercises.categories(tenant);
  }

  /**
   * Adds an exercise
   *
   * @remarks Adds an exercise to the business's own library, visible only to the business and its staff.
   */
  @Post()
  @ApiCreatedResponse({ type: ExerciseResponseDto, description: 'The new exercise' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateExerciseDto): Promise<ExerciseResponseDto> {
    return this.exercises.create(tenant, dto);
  }

  /**
   * One exercise
   *
   * @remarks An exercise of the shipped library or of the business; another business's exercise answers 404.
   */
  @Get(':id')
  @ApiOkResponse({ type: ExerciseResponseDto, description: 'The exercise' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', exerciseId) id: string): Promise<ExerciseResponseDto> {
    return this.exercises.get(tenant, id);
  }

  /**
   * Edits an exercise
   *
   * @remarks Only the business's own exercises change (the shipped library answers 403); only the fields sent change.
   */
  @Patch(':id')
  @ApiOkResponse({ type: ExerciseResponseDto, description: 'The updated exercise' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', exerciseId) id: string, @Body() dto: UpdateExerciseDto): Promise<ExerciseResponseDto> {
    return this.exercises.update(tenant, id, dto);
  }

  /**
   * Deletes an exercise
   *
   * @remarks Deletes one of the business's own exercises and its image (the shipped library answers 403). An exercise
   * that a workout or a logged session uses answers 409.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TRAINING_MESSAGES.exerciseInUse })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', exerciseId) id: string): Promise<void> {
    await this.exercises.remove(tenant, id);
  }

  /**
   * Uploads an exercise's image
   *
   * @remarks A multipart upload of one image (JPEG, PNG, WebP or GIF, at most 5 MB; the type is read from the content)
   * for one of the business's own exercises. It replaces the previous image.
   */
  @Post(':id/image')
  @HttpCode(200)
  @UseInterceptors(FileUploadInterceptor('file', EXERCISE_IMAGE_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ExerciseImageUploadDto })
  @ApiOkResponse({ type: ExerciseResponseDto, description: 'The exercise with its image' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than 5 MB' })
  uploadImage(
    @CurrentTenant() tenant: Tenant,
    @Param('id', exerciseId) id: string,
    @UploadedFile() file: UploadedFileContent | undefined,
  ): Promise<ExerciseResponseDto> {
    return this.exercises.uploadImage(tenant, id, file);
  }

  /**
   * An exercise's image
   *
   * @remarks Streams the uploaded image with its detected type (session cookie or bearer token); 404 without one.
   */
  @Get(':id/image')
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiProduces(...IMAGE_TYPES)
  @ApiOkResponse({ description: 'The image, with its detected Content-Type', schema: { type: 'string', format: 'binary' } })
  async image(@CurrentTenant() tenant: Tenant, @Param('id', exerciseId) id: string): Promise<StreamableFile> {
    const image = await this.exercises.image(tenant, id);
    return new StreamableFile(image.stream, { type: image.contentType, length: image.size, disposition: 'inline' });
  }
}
