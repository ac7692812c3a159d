import { Body, Controller, Get, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { FileUploadInterceptor, type UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { CreateProgressPhotoDto, ListProgressPhotosQuery, ProgressPhotoResponseDto, UploadProgressPhotoDto } from './dto/progress-photo.dto';
import { PROGRESS_PHOTO_UPLOAD } from './progress-photo-upload';
import { ProgressPhotosService } from './progress-photos.service';

/** The signed-in client's own progress photos (the client portal's /client/progress). */
@ApiTags('client-portal')
@Controller('client/progress')
@Access({ roles: ['client'] })
export class ClientPortalProgressController {
  constructor(private readonly photos: ProgressPhotosService) {}

  /**
   * The signed-in client's progress photos
   *
   * @remarks Newest first, each with its pose (front, side, back), weight, body fat and notes and the authorised route
   * that serves its image; only this client and their business see them. `limit` at a time; the `X-Next-Cursor`
   * header, when present, is the `cursor` of the next (older) page.
   */
  @Get()
  @CursorPaginated(ProgressPhotoResponseDto, 'The page of the progress photos, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListProgressPhotosQuery): Promise<CursorPage<ProgressPhotoResponseDto>> {
    return this.photos.listOfSignedInClient(tenant, query);
  }

  /**
   * Uploads a progress photo
   *
   * @remarks A multipart upload of one image (JPEG, PNG, WebP or GIF, at most 10 MB; the type is read from the
   * content) with its pose and the day's weight, body fat and notes. The server turns it upright, scales it to fit
   * 1600 px and removes its metadata (the location a phone records included) before storing it.
   */
  @Post()
  @UseInterceptors(FileUploadInterceptor('file', PROGRESS_PHOTO_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadProgressPhotoDto })
  @ApiCreatedResponse({ type: ProgressPhotoResponseDto, description: 'The photo as saved' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, a file that is not an accepted image, or invalid figures' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than 10 MB' })
  upload(
    @CurrentTenant() tenant: Tenant,
    @UploadedFile() file: UploadedFileContent | undefined,
    @Body() dto: CreateProgressPhotoDto,
  ): Promise<ProgressPhotoResponseDto> {
    return this.photos.uploadOfSignedInClient(tenant, file, dto);
  }
}
