import { BadRequestException, Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Permissions } from '../../common/decorators/permissions.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { ClientCsvService } from './client-csv.service';
import { ClientsService } from './clients.service';
import { ClientResponseDto, CreateClientDto, ListClientsQuery, UpdateClientDto } from './dto/client.dto';
import { ImportClientsDto, ImportClientsResponseDto } from './dto/client-import.dto';

interface UploadedCsv {
  buffer: Buffer;
  size: number;
}

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('clients')
@Controller('clients')
@Roles('business', 'staff')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly csv: ClientCsvService,
  ) {}

  /** The business's clients, newest first. The total before paging is in the X-Total-Count header. */
  @Get()
  @Permissions('client_management', 'view_clients')
  @Paginated(ClientResponseDto)
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListClientsQuery): Promise<Page<ClientResponseDto>> {
    return this.clients.list(tenant, query);
  }

  /** Adds a client to the signed-in business (a coachId in the body is ignored). */
  @Post()
  @Permissions('client_management')
  @ApiCreatedResponse({ type: ClientResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: CLIENT_MESSAGES.emailTaken })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateClientDto): Promise<ClientResponseDto> {
    return this.clients.create(tenant, dto);
  }

  /** All clients as CSV (firstName, lastName, email, phone, fitnessGoal, isActive, createdAt). */
  @Get('export')
  @Permissions('client_management')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="clients.csv"')
  async export(@CurrentTenant() tenant: Tenant): Promise<StreamableFile> {
    return new StreamableFile(Buffer.from(await this.csv.export(tenant), 'utf8'));
  }

  /** Imports clients from a CSV file; answers a per-row report. Rows with errors are skipped, the others saved. */
  @Post('import')
  @HttpCode(200)
  @Permissions('client_management')
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: 2 * 1024 * 1024, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportClientsDto })
  @ApiOkResponse({ type: ImportClientsResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  import(@CurrentTenant() tenant: Tenant, @UploadedFile() file: UploadedCsv | undefined): Promise<ImportClientsResponseDto> {
    if (!file?.size) throw new BadRequestException(CLIENT_MESSAGES.csvFileRequired);
    return this.csv.import(tenant, file.buffer);
  }

  @Get(':id')
  @Permissions('client_management', 'view_clients')
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientResponseDto> {
    return this.clients.get(tenant, id);
  }

  /** Edits a client; only the fields sent change. */
  @Patch(':id')
  @Permissions('client_management')
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  update(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: UpdateClientDto): Promise<ClientResponseDto> {
    return this.clients.update(tenant, id, dto);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @Permissions('client_management')
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  deactivate(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientResponseDto> {
    return this.clients.setActive(tenant, id, false);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @Permissions('client_management')
  @ApiOkResponse({ type: ClientResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  reactivate(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientResponseDto> {
    return this.clients.setActive(tenant, id, true);
  }

  /** Deletes the client and everything recorded about them. */
  @Delete(':id')
  @HttpCode(204)
  @Permissions('client_management')
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<void> {
    await this.clients.remove(tenant, id);
  }
}
