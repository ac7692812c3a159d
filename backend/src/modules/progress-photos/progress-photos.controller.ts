import { Controller, Delete, Get, Header, HttpCode, Param, StreamableFile } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { IMAGE_TYPES } from '../../infra/storage/storage-types';
import { PROGRESS_PHOTO_MESSAGES } from './progress-photos.messages';
import { ProgressPhotosService } from './progress-photos.service';

const photoId = new IdParamPipe(PROGRESS_PHOTO_MESSAGES.notFound);

@ApiTags('progress-photos')
@Controller('progress-photos/:photoId')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such photo in your business (or, for a client user, of your own record)' })
export class ProgressPhotosController {
  constructor(private readonly photos: ProgressPhotosService) {}

  /**
   * A progress photo's image
   *
   * @remarks Streams the stored image with its detected type, to the business, its staff and the client whose photo
   * it is (session cookie or bearer token). Images never have a public URL.
   */
  @Get('image')
  @Access({ roles: ['business', 'staff', 'client'], permissions: ['client_management', 'view_clients'] })
  @Header('Cache-Control', 'private, max-age=3600')
  @ApiProduces(...IMAGE_TYPES)
  @ApiOkResponse({ description: 'The image, with its detected Content-Type', schema: { type: 'string', format: 'binary' } })
  async image(@CurrentTenant() tenant: Tenant, @Param('photoId', photoId) id: string): Promise<StreamableFile> {
    const image = await this.photos.image(tenant, id);
    return new StreamableFile(image.stream, { type: image.contentType, length: image.size, disposition: 'inline' });
  }

  /**
   * Deletes a progress photo
   *
   * @remarks Deletes the photo and its stored image.
   */
  @Delete()
  @HttpCode(204)
  @Access({ roles: ['business', 'staff'], permissions: ['client_management'] })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('photoId', photoId) id: string): Promise<void> {
    await this.photos.remove(tenant, id);
  }
}
