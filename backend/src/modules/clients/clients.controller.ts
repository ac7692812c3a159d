import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
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
@Access({ roles: ['business', 'staff'] })
export class ClientsController {
  constructor(
    private readonly clients: ClientsService,
    private readonly csv: ClientCsvService,
  ) {}

  /**
   * Lists the business's clients
   *
   * @remarks Newest first, optionally narrowed by `search` (full name or e-mail, case-insensitive) and `isActive`.
   * The body is the requested page of clients; the `X-Total-Count`, `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get()
  @Access({ permissions: ['client_management', 'view_clients'] })
  @Paginated(ClientResponseDto, 'The page of clients, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListClientsQuery): Promise<Page<ClientResponseDto>> {
    return this.clients.list(tenant, query);
  }

  /**
   * Adds a client
   *
   * @remarks Adds an active client to the caller's business. The business always comes from the
   * session: a `coachId` in the body is ignored. Each e-mail appears once per business (409 otherwise).
   */
  @Post()
  @Access({ permissions: ['client_management'] })
  @ApiCreatedResponse({ type: ClientResponseDto, description: 'The new client' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: CLIENT_MESSAGES.emailTaken })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateClientDto): Promise<ClientResponseDto> {
    return this.clients.create(tenant, dto);
  }

  /**
   * Exports the clients as CSV
   *
   * @remarks Every client of the business as a CSV download with the columns firstName, lastName, email, phone,
   * fitnessGoal, isActive and createdAt. Cells that a spreadsheet would run as a formula are neutralised.
   */
  @Get('export')
  @Access({ permissions: ['client_management'] })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file (clients.csv)', schema: { type: 'string' } })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="clients.csv"')
  async export(@CurrentTenant() tenant: Tenant): Promise<StreamableFile> {
    return new StreamableFile(Buffer.from(await this.csv.export(tenant), 'utf8'));
  }

  /**
   * Imports clients from a CSV file
   *
   * @remarks A multipart upload of one CSV file (at most 2 MB) whose header row names the columns firstName,
   * lastName, email, phone and fitnessGoal. Each row is checked with the rules of the Add Client form; valid rows are
   * saved, invalid ones are skipped and reported with their line number. A missing or empty file answers 400.
   */
  @Post('import')
  @HttpCode(200)
  @Access({ permissions: ['client_management'] })
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: 2 * 1024 * 1024, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImportClientsDto })
  @ApiOkResponse({ type: ImportClientsResponseDto, description: 'What was read, created and refused, row by row' })
  import(@CurrentTenant() tenant: Tenant, @UploadedFile() file: UploadedCsv | undefined): Promise<ImportClientsResponseDto> {
    if (!file?.size) throw new BadRequestException(CLIENT_MESSAGES.csvFileRequired);
    return this.csv.import(tenant, file.buffer);
  }

  /**
   * One client
   *
   * @remarks A client of the caller's business; a client of another business answers 404 as if it did not exist.
   */
  @Get(':id')
  @Access({ permissions: ['client_management', 'view_clients'] })
  @ApiOkResponse({ type: ClientResponseDto, description: 'The client' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientResponseDto> {
    return this.clients.get(tenant, id);
  }

  /**
   * Edits a client
   *
   * @remarks Only the fields sent change. Optional fields may be emptied with null; first name, last name and e-mail
   * cannot. A new e-mail that another client of the business already has answers 409.
   */
  @Patch(':id')
  @Access({ permissions: ['client_management'] })
  @ApiOkResponse({ type: ClientResponseDto, description: 'The updated client' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: CLIENT_MESSAGES.emailTaken })
  update(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string, @Body() dto: UpdateClientDto): Promise<ClientResponseDto> {
    return this.clients.update(tenant, id, dto);
  }

  /**
   * Deactivates a client
   *
   * @remarks Marks the client inactive (kept with all their records, no longer counted as active). Deactivating an
   * inactive client changes nothing.
   */
  @Post(':id/deactivate')
  @HttpCode(200)
  @Access({ permissions: ['client_management'] })
  @ApiOkResponse({ type: ClientResponseDto, description: 'The client, inactive' })
  deactivate(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientResponseDto> {
    return this.clients.setActive(tenant, id, false);
  }

  /**
   * Reactivates a client
   *
   * @remarks Marks an inactive client active again. Reactivating an active client changes nothing.
   */
  @Post(':id/reactivate')
  @HttpCode(200)
  @Access({ permissions: ['client_management'] })
  @ApiOkResponse({ type: ClientResponseDto, description: 'The client, active' })
  reactivate(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientResponseDto> {
    return this.clients.setActive(tenant, id, true);
  }

  /**
   * Deletes a client
   *
   * @remarks Deletes the client and everything recorded about them. This cannot be undone; deactivating a client
   * keeps their records.
   */
  @Delete(':id')
  @HttpCode(204)
  @Access({ permissions: ['client_management'] })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<void> {
    await this.clients.remove(tenant, id);
  }
}
