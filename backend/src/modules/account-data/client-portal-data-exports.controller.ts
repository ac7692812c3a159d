import { Controller, Get, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiGoneResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DATA_EXPORT_LIST_LIMIT, DATA_EXPORT_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { DataExportsService } from './data-exports.service';
import { DataExportResponseDto } from './dto/data-export.dto';

const exportId = new IdParamPipe(DATA_EXPORT_MESSAGES.notFound);

/** The signed-in client's exports of their own data (/client/profile, 'Export my data'). */
@ApiTags('client-portal')
@Controller('client/data-exports')
@Access({ roles: ['client'] })
export class ClientPortalDataExportsController {
  constructor(private readonly exports: DataExportsService) {}

  /**
   * Asks for an export of all the signed-in client's data
   *
   * @remarks Queues a job that builds one ZIP: `data.json` with every table, a CSV per table (account, client record,
   * goals, progress entries, measurements, workout logs, nutrition logs, messages sent and received, progress photos)
   * and the progress photos themselves under `photos/`. Poll the export for its status and progress; once `ready`,
   * download it from `downloadUrl` for 7 days. One export is prepared at a time (409 meanwhile).
   */
  @Post()
  @ApiCreatedResponse({ type: DataExportResponseDto, description: 'The export, queued' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: DATA_EXPORT_MESSAGES.inProgress })
  request(@CurrentTenant() tenant: Tenant): Promise<DataExportResponseDto> {
    return this.exports.request(tenant);
  }

  /**
   * The signed-in client's data exports
   *
   * @remarks Newest first, at most 5 (the list is bounded: older exports have expired).
   */
  @Get()
  @ApiOkResponse({ type: DataExportResponseDto, isArray: true, description: `The newest exports, at most ${DATA_EXPORT_LIST_LIMIT}` })
  list(@CurrentTenant() tenant: Tenant): Promise<DataExportResponseDto[]> {
    return this.exports.list(tenant);
  }

  /**
   * One data export of the signed-in client
   *
   * @remarks Its status (queued, running, ready, failed, expired) and progress in per cent.
   */
  @Get(':exportId')
  @ApiOkResponse({ type: DataExportResponseDto, description: 'The export' })
  get(@CurrentTenant() tenant: Tenant, @Param('exportId', exportId) id: string): Promise<DataExportResponseDto> {
    return this.exports.get(tenant, id);
  }

  /**
   * Downloads a ready data export
   *
   * @remarks The ZIP, as an attachment. Only the client it belongs to can download it (anyone else gets 404).
   */
  @Get(':exportId/download')
  @ApiOkResponse({ description: 'The ZIP', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @ApiConflictResponse({ type: ErrorResponseDto, description: DATA_EXPORT_MESSAGES.notReady })
  @ApiGoneResponse({ type: ErrorResponseDto, description: DATA_EXPORT_MESSAGES.expired })
  async download(@CurrentTenant() tenant: Tenant, @Param('exportId', exportId) id: string): Promise<StreamableFile> {
    const { file, fileName } = await this.exports.download(tenant, id);
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size, disposition: `attachment; filename="${fileName}"` });
  }
}
