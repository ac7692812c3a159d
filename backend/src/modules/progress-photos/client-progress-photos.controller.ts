import { Body, Controller, Get, Param, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { FileUploadInterceptor, type UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { CreateProgressPhotoDto, ListProgressPhotosQuery, ProgressPhotoResponseDto, UploadProgressPhotoDto } from './dto/progress-photo.dto';
import { PROGRESS_PHOTO_UPLOAD } from './progress-photo-upload';
import { ProgressPhotosService } from './progress-photos.service';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('progress-photos')
@Controller('clients/:id/progress-photos')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such client in your business' })
export class ClientProgressPhotosController {
  constructor(private readonly photos: ProgressPhotosService) {}

  /**
   * A client's progress photos
   *
   * @remarks Newest first, each with its weight, body fat and notes and the authorised route that serves its image.
   * The business and its staff may list any of their clients; a client user only their own record. `limit` at a time;
   * the `X-Next-Cursor` header, when present, is the `cursor` of the next (older) page.
   */
  @Get()
  @Access({ roles: ['business', 'staff', 'client'], permissions: ['client_management', 'view_clients'] })
  @CursorPaginated(ProgressPhotoResponseDto, "The page of the client's progress photos, newest first")
  list(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @Query() query: ListProgressPhotosQuery,
  ): Promise<CursorPage<ProgressPhotoResponseDto>> {
    return this.photos.list(tenant, id, query);
  }

  /**
   * Adds a progress photo
   *
   * @remarks A multipart upload of one image (JPEG, PNG, WebP or GIF, at most 10 MB; the type is read from the
   * content, never from the name) with the day's weight, body fat and notes. The stored file is named by the server.
   */
  @Post()
  @Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
  @UseInterceptors(FileUploadInterceptor('file', PROGRESS_PHOTO_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadProgressPhotoDto })
  @ApiCreatedResponse({ type: ProgressPhotoResponseDto, description: 'The photo as saved' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, a file that is not an accepted image, or invalid figures' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than 10 MB' })
  upload(
    @CurrentTenant() tenant: Tenant,
    @Param('id', clientId) id: string,
    @UploadedFile() file: UploadedFileContent | undefined,
    @Body() dto: CreateProgressPhotoDto,
  ): Promise<ProgressPhotoResponseDto> {
    return this.photos.upload(tenant, id, file, dto);
  }
}
