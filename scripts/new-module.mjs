// `npm run new:module <name>`: scaffolds a CoachCore module the way the README's "Adding a module" describes it, and
// registers it. Plain Node, no dependencies: the templates are below, the names come from <name>.
//
//   npm run new:module body-scans                       (plural, kebab-case: folder, table, route and tag)
//   npm run new:module -- body-scans --singular body-scan --permission client_management
//
// Writes backend/src/modules/<name>/ (entity with @TenantOwned, TenantRepository, DTOs with the spec-message style
// and a mapper, service with the unit of work and a domain event, thin OpenAPI-documented controller, Nest module,
// an integration test), libs/domain/src/<name>.ts (messages and the form's validator, shared by the API and the
// screens) and frontend/src/features/<name>/ (api.ts, the form, pages and components); and adds the module to the
// one list (backend/src/app-modules.ts), its event to the domain event map, its messages to the domain library's
// index, its tag to the OpenAPI document and its list to the offset lists of the frontend's API root. Then prints
// what is left: the migration, the generated API client, the screen's route. `--root <dir>` writes into another copy
// of the repository (the generator's own test does).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`new:module: ${message}`);
  process.exit(1);
}

function parseArguments(argv) {
  const options = { root: repository, permission: 'business_management', format: true };
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--singular') options.singular = argv[++i];
    else if (arg === '--permission') options.permission = argv[++i];
    else if (arg === '--root') options.root = path.resolve(argv[++i]);
    else if (arg === '--no-format') options.format = false;
    else if (arg.startsWith('--')) fail(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) fail('usage: npm run new:module -- <name> [--singular <name>] [--permission <staff permission>]');
  options.name = positional[0];
  return options;
}

/** body-scans → body-scan; categories → category; classes → class. */
function singularOf(plural) {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/s$/.test(plural) && !/ss$/.test(plural)) return plural.replace(/s$/, '');
  return plural;
}

const capitalize = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every spelling of a kebab-case name the templates need. */
function spellings(kebab) {
  const words = kebab.split('-');
  return {
    kebab,
    pascal: words.map(capitalize).join(''),
    camel: words[0] + words.slice(1).map(capitalize).join(''),
    snake: words.join('_'),
    constant: words.join('_').toUpperCase(),
    /** Body Scan */
    title: words.map(capitalize).join(' '),
    /** Body scan */
    sentence: capitalize(words.join(' ')),
    /** body scan */
    lower: words.join(' '),
  };
}

const options = parseArguments(process.argv.slice(2));
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(options.name)) fail(`"${options.name}" is not a kebab-case name (e.g. body-scans)`);
const singularName = options.singular ?? singularOf(options.name);
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(singularName) || singularName === options.name)
  fail(`cannot tell the singular of "${options.name}": pass --singular <name>`);
const P = spellings(options.name); // the module, its table, routes and tag
const S = spellings(singularName); // one record
const root = options.root;
const at = (...parts) => path.join(root, ...parts);

const rolesSource = readFileSync(at('libs/domain/src/roles.ts'), 'utf8');
const permissions = [...rolesSource.slice(rolesSource.indexOf('STAFF_PERMISSIONS')).matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
if (!permissions.includes(options.permission)) fail(`--permission must be a staff permission of libs/domain/src/roles.ts: ${permissions.join(', ')}`);

const moduleDir = at('backend/src/modules', P.kebab);
const featureDir = at('frontend/src/features', P.kebab);
const domainFile = at('libs/domain/src', `${P.kebab}.ts`);
for (const taken of [moduleDir, featureDir, domainFile]) if (existsSync(taken)) fail(`${path.relative(root, taken)} exists already`);

const MESSAGES = `${S.constant}_MESSAGES`;
const NAME_MAX = `${S.constant}_NAME_MAX_LENGTH`;
const EVENT = `${S.snake}_created`;
const PAGE = `${P.constant}_PAGE`;

// ---------------------------------------------------------------------------------------------------------------
// libs/domain: the texts (the API answers them, the screens show them) and the form's rules.

const domainTemplate = `import type { ValidationErrors } from './validation';

/** Texts of ${P.lower}: the API's messages and the screens'. */
export const ${MESSAGES} = {
  nameRequired: '${S.sentence} name is required',
  nameTooLong: '${S.sentence} name can be at most 200 characters',
  notFound: '${S.sentence} not found',
  created: '${S.sentence} created successfully!',
  createFailed: 'Failed to create ${S.lower}',
  updated: '${S.sentence} updated successfully!',
  updateFailed: 'Failed to update ${S.lower}',
  deleted: '${S.sentence} deleted successfully!',
  deleteFailed: 'Failed to delete ${S.lower}',
  loadFailed: 'Failed to load ${P.lower}',
  none: 'No ${P.lower} yet. Add the first one with Add ${S.title}.',
} as const;

export const ${NAME_MAX} = 200;

/** Page sizes of the ${P.lower} list (numbered pages): \`limit\` when left out, and the most allowed. */
export const ${PAGE} = { defaultLimit: 50, maxLimit: 200 } as const;

export interface ${S.pascal}FormInput {
  name: string;
  description: string;
}

/** Add ${S.title} and Edit ${S.title}: the name is required. */
export function validate${S.pascal}Form(input: ${S.pascal}FormInput): ValidationErrors<keyof ${S.pascal}FormInput> {
  const errors: ValidationErrors<keyof ${S.pascal}FormInput> = {};
  if (!input.name.trim()) errors.name = ${MESSAGES}.nameRequired;
  else if (input.name.trim().length > ${NAME_MAX}) errors.name = ${MESSAGES}.nameTooLong;
  return errors;
}
`;

// ---------------------------------------------------------------------------------------------------------------
// backend/src/modules/<name>

const entityTemplate = `import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A ${S.lower} of a business (${P.snake}). The entity declares its tenant path once (\`coach\`): its repository scopes
 * every query to the tenant. Money and quantities use \`@DecimalProperty\` (common/database), read as numbers.
 */
@Entity({ tableName: '${P.snake}' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
export class ${S.pascal} {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business it belongs to (the tenant). */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
`;

const repositoryTemplate = `import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ${S.pascal} } from './entities/${S.kebab}.entity';

export type New${S.pascal} = Pick<${S.pascal}, 'name' | 'description'>;

/** The one place ${P.snake} is queried. The entity is \`@TenantOwned('coach')\`: every query stays in the tenant. */
@Injectable()
export class ${P.pascal}Repository extends TenantRepository<${S.pascal}> {
  constructor(em: EntityManager) {
    super(em, ${S.pascal});
  }

  findById(tenant: TenantScope, id: string): Promise<${S.pascal} | null> {
    return this.findOne(tenant, { id });
  }

  /** One page, newest first, and the total (the id ends the order, so pages never overlap). */
  page(tenant: TenantScope, query: { page: number; limit: number }): Promise<Page<${S.pascal}>> {
    return this.findPage(tenant, {}, query, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A new ${S.lower} of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: New${S.pascal}): ${S.pascal} {
    return this.create(tenant, fields);
  }

  /** Schedules the removal of one of the business's ${P.lower} (with the next flush). */
  remove${S.pascal}(tenant: TenantScope, ${S.camel}: ${S.pascal}): void {
    this.remove(tenant, ${S.camel});
  }
}
`;

const dtoTemplate = `import { ${MESSAGES}, ${NAME_MAX}, ${PAGE} } from '@coachcore/domain';
import { PartialType } from '@nestjs/swagger';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import type { ${S.pascal} } from '../entities/${S.kebab}.entity';

/** Add ${S.title}: the name is required; an empty description is stored as null. */
export class Create${S.pascal}Dto {
  /** @example First ${S.lower} */
  @RequiredText({ max: ${NAME_MAX}, required: ${MESSAGES}.nameRequired, tooLong: ${MESSAGES}.nameTooLong, tooLongOrder: 2 })
  name: string;

  /** @example Notes about it */
  @OptionalText(2000, 'Description', 3)
  description?: string | null;
}

/** Edit ${S.title}: only what is sent changes; the name cannot be emptied. */
export class Update${S.pascal}Dto extends PartialType(Create${S.pascal}Dto, { skipNullProperties: false }) {}

/** A page of GET /api/${P.kebab} (numbered pages). */
export class List${P.pascal}Query extends PageQuery(${PAGE}) {}

export class ${S.pascal}ResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

export function to${S.pascal}Response(${S.camel}: ${S.pascal}): ${S.pascal}ResponseDto {
  return {
    id: ${S.camel}.id,
    name: ${S.camel}.name,
    description: ${S.camel}.description ?? null,
    createdAt: ${S.camel}.createdAt.toISOString(),
    updatedAt: ${S.camel}.updatedAt.toISOString(),
  };
}
`;

const serviceTemplate = `import { Injectable, NotFoundException } from '@nestjs/common';
import { ${MESSAGES} } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { to${S.pascal}Response, type Create${S.pascal}Dto, type List${P.pascal}Query, type ${S.pascal}ResponseDto, type Update${S.pascal}Dto } from './dto/${S.kebab}.dto';
import type { ${S.pascal} } from './entities/${S.kebab}.entity';
import { ${P.pascal}Repository } from './${P.kebab}.repository';

/** The use cases of ${P.lower}; the only thing other modules call. */
@Injectable()
export class ${P.pascal}Service {
  constructor(
    private readonly ${P.camel}: ${P.pascal}Repository,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, query: List${P.pascal}Query): Promise<Page<${S.pascal}ResponseDto>> {
    return (await this.${P.camel}.page(tenant, query)).map(to${S.pascal}Response);
  }

  async get(tenant: Tenant, id: string): Promise<${S.pascal}ResponseDto> {
    return to${S.pascal}Response(await this.findOrFail(tenant, id));
  }

  /** The ${S.lower} and its \`${EVENT}\` event commit together. */
  async create(tenant: Tenant, dto: Create${S.pascal}Dto): Promise<${S.pascal}ResponseDto> {
    const ${S.camel} = this.${P.camel}.add(tenant, { name: dto.name, description: dto.description ?? null });
    this.events.record('${EVENT}', { businessId: tenant.businessId, ${S.camel}Id: ${S.camel}.id });
    await this.uow.save();
    return to${S.pascal}Response(${S.camel});
  }

  async update(tenant: Tenant, id: string, dto: Update${S.pascal}Dto): Promise<${S.pascal}ResponseDto> {
    const ${S.camel} = await this.findOrFail(tenant, id);
    if (dto.name !== undefined) ${S.camel}.name = dto.name;
    if (dto.description !== undefined) ${S.camel}.description = dto.description;
    await this.uow.save();
    return to${S.pascal}Response(${S.camel});
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    const ${S.camel} = await this.findOrFail(tenant, id);
    this.${P.camel}.remove${S.pascal}(tenant, ${S.camel});
    await this.uow.save();
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<${S.pascal}> {
    const ${S.camel} = await this.${P.camel}.findById(tenant, id);
    if (!${S.camel}) throw new NotFoundException(${MESSAGES}.notFound);
    return ${S.camel};
  }
}
`;

const controllerTemplate = `import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ${MESSAGES} } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { Create${S.pascal}Dto, List${P.pascal}Query, ${S.pascal}ResponseDto, Update${S.pascal}Dto } from './dto/${S.kebab}.dto';
import { ${P.pascal}Service } from './${P.kebab}.service';

const ${S.camel}Id = new IdParamPipe(${MESSAGES}.notFound);

/** HTTP only: the route, who may call it, its OpenAPI, the DTO in and one service call out. */
@ApiTags('${P.kebab}')
@Controller('${P.kebab}')
@Access({ roles: ['business', 'staff'], permissions: ['${options.permission}'] })
export class ${P.pascal}Controller {
  constructor(private readonly ${P.camel}: ${P.pascal}Service) {}

  /**
   * Lists the business's ${P.lower}
   *
   * @remarks Newest first. The body is the requested page; the \`X-Total-Count\`, \`X-Page\` and \`X-Limit\` headers
   * carry the paging.
   */
  @Get()
  @Paginated(${S.pascal}ResponseDto, 'The page of ${P.lower}, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: List${P.pascal}Query): Promise<Page<${S.pascal}ResponseDto>> {
    return this.${P.camel}.list(tenant, query);
  }

  /**
   * A ${S.lower}
   *
   * @remarks One ${S.lower} of the caller's business.
   */
  @Get(':id')
  @ApiOkResponse({ type: ${S.pascal}ResponseDto, description: 'The ${S.lower}' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', ${S.camel}Id) id: string): Promise<${S.pascal}ResponseDto> {
    return this.${P.camel}.get(tenant, id);
  }

  /**
   * Adds a ${S.lower}
   *
   * @remarks The name is required; an empty description is stored as null.
   */
  @Post()
  @ApiCreatedResponse({ type: ${S.pascal}ResponseDto, description: 'The new ${S.lower}' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: Create${S.pascal}Dto): Promise<${S.pascal}ResponseDto> {
    return this.${P.camel}.create(tenant, dto);
  }

  /**
   * Edits a ${S.lower}
   *
   * @remarks Only the fields sent change; the name cannot be emptied.
   */
  @Patch(':id')
  @ApiOkResponse({ type: ${S.pascal}ResponseDto, description: 'The updated ${S.lower}' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', ${S.camel}Id) id: string, @Body() dto: Update${S.pascal}Dto): Promise<${S.pascal}ResponseDto> {
    return this.${P.camel}.update(tenant, id, dto);
  }

  /**
   * Deletes a ${S.lower}
   *
   * @remarks Deletes the ${S.lower} for good.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', ${S.camel}Id) id: string): Promise<void> {
    await this.${P.camel}.remove(tenant, id);
  }
}
`;

const moduleTemplate = `import { Module } from '@nestjs/common';
import { ${S.pascal} } from './entities/${S.kebab}.entity';
import { ${P.pascal}Controller } from './${P.kebab}.controller';
import { ${P.pascal}Repository } from './${P.kebab}.repository';
import { ${P.pascal}Service } from './${P.kebab}.service';

/** ${P.title}: the business's ${P.lower}. Registered in app-modules.ts. */
@Module({ controllers: [${P.pascal}Controller], providers: [${P.pascal}Repository, ${P.pascal}Service], exports: [${P.pascal}Service] })
export class ${P.pascal}Module {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [${S.pascal}];
}
`;

const integrationTestTemplate = `import { ${MESSAGES} } from '@coachcore/domain';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('${P.lower} (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;

  const create = (auth: Record<string, string>, body: Record<string, unknown>) => t.http().post('/api/${P.kebab}').set(auth).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
  });
  afterAll(() => t?.close());

  it('adds a ${S.lower}, then lists it (paged) and answers it by id', async () => {
    const created = await create(coach.auth, { name: '  First ${S.lower} ', description: 'Notes' }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'First ${S.lower}',
      description: 'Notes',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const list = await t.http().get('/api/${P.kebab}').set(coach.auth).expect(200);
    expect(list.body).toEqual([created.body]);
    expect(list.headers['x-total-count']).toBe('1');
    await t.http().get(\`/api/${P.kebab}/\${created.body.id}\`).set(coach.auth).expect(200, created.body);
  });

  it('refuses a blank name with the message', async () => {
    const response = await create(coach.auth, { name: ' ' }).expect(400);
    expect(response.body.message).toBe(${MESSAGES}.nameRequired);
  });

  it('changes only what is sent, then deletes', async () => {
    const { body } = await create(coach.auth, { name: 'To change', description: 'Old' }).expect(201);

    const updated = await t.http().patch(\`/api/${P.kebab}/\${body.id}\`).set(coach.auth).send({ description: null }).expect(200);
    expect(updated.body).toMatchObject({ name: 'To change', description: null });
    await t.http().patch(\`/api/${P.kebab}/\${body.id}\`).set(coach.auth).send({ name: null }).expect(400);

    await t.http().delete(\`/api/${P.kebab}/\${body.id}\`).set(coach.auth).expect(204);
    const gone = await t.http().get(\`/api/${P.kebab}/\${body.id}\`).set(coach.auth).expect(404);
    expect(gone.body.message).toBe(${MESSAGES}.notFound);
  });

  it('answers 404 to another business and 401 to anonymous callers, and changes nothing', async () => {
    const { body } = await create(coach.auth, { name: 'Private' }).expect(201);
    const other = await registerUser(t);

    await t.http().get(\`/api/${P.kebab}/\${body.id}\`).set(other.auth).expect(404);
    await t.http().patch(\`/api/${P.kebab}/\${body.id}\`).set(other.auth).send({ name: 'Taken' }).expect(404);
    await t.http().delete(\`/api/${P.kebab}/\${body.id}\`).set(other.auth).expect(404);
    expect((await t.http().get('/api/${P.kebab}').set(other.auth).expect(200)).body).toEqual([]);

    await t.http().get('/api/${P.kebab}').expect(401);
    await t.http().get(\`/api/${P.kebab}/\${body.id}\`).expect(401);
    await create({}, { name: 'Anonymous' }).expect(401);

    await t.http().get(\`/api/${P.kebab}/\${body.id}\`).set(coach.auth).expect(200, body);
  });
});
`;

// ---------------------------------------------------------------------------------------------------------------
// frontend/src/features/<name>

const featureApiTemplate = `import { generated${P.pascal}Api } from '@coachcore/api-client/${P.kebab}';
import { LIST, paged } from '../../lib/api';

/**
 * Cache tags of ${P.lower}: the list provides each ${S.lower}'s id, so an edit refetches the lists that show it,
 * and an added or removed one refetches the list. The list answers a page (\`{ items, total, page, limit }\`): it is
 * one of the offset lists of src/lib/api/api.ts, whose one transform (\`paged\`) reads the paging headers.
 */
export const ${P.camel}Api = paged(generated${P.pascal}Api).enhanceEndpoints({
  addTagTypes: ['${P.camel}'],
  endpoints: {
    ${P.camel}List: {
      providesTags: (page) => [{ type: '${P.camel}', id: LIST }, ...(page?.items ?? []).map((item) => ({ type: '${P.camel}' as const, id: item.id }))],
    },
    ${P.camel}Get: { providesTags: (_result, _error, { id }) => [{ type: '${P.camel}', id }] },
    ${P.camel}Create: { invalidatesTags: [{ type: '${P.camel}', id: LIST }] },
    ${P.camel}Update: { invalidatesTags: (_result, _error, { id }) => [{ type: '${P.camel}', id }] },
    ${P.camel}Remove: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: '${P.camel}', id },
        { type: '${P.camel}', id: LIST },
      ],
    },
  },
});

export const { use${P.pascal}CreateMutation, use${P.pascal}ListQuery, use${P.pascal}RemoveMutation, use${P.pascal}UpdateMutation } = ${P.camel}Api;
`;

const formTemplate = `import { validate${S.pascal}Form } from '@coachcore/domain';
import type { Create${S.pascal}Dto, ${S.pascal}ResponseDto } from '@coachcore/api-client/${P.kebab}';
import { domainResolver } from '../../components/form';

export interface ${S.pascal}FormValues {
  name: string;
  description: string;
}

export const EMPTY_${S.constant}_FORM: ${S.pascal}FormValues = { name: '', description: '' };

export const to${S.pascal}Form = (${S.camel}: ${S.pascal}ResponseDto): ${S.pascal}FormValues => ({
  name: ${S.camel}.name,
  description: ${S.camel}.description ?? '',
});

export const ${S.camel}FormResolver = domainResolver<${S.pascal}FormValues>(validate${S.pascal}Form);

/** An empty description is sent as null. */
export const to${S.pascal}Body = (values: ${S.pascal}FormValues): Create${S.pascal}Dto => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
});
`;

const formDialogTemplate = `import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ${MESSAGES} } from '@coachcore/domain';
import type { ${S.pascal}ResponseDto } from '@coachcore/api-client/${P.kebab}';
import { FormDialog, FormTextField, showServerFieldErrors } from '../../../components/form';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { use${P.pascal}CreateMutation, use${P.pascal}UpdateMutation } from '../api';
import { EMPTY_${S.constant}_FORM, ${S.camel}FormResolver, to${S.pascal}Body, to${S.pascal}Form, type ${S.pascal}FormValues } from '../${S.kebab}-form';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Edits this ${S.lower}; adds a new one when left out. */
  ${S.camel}?: ${S.pascal}ResponseDto;
}

/** Add ${S.title} (and Edit ${S.title}): name and description. */
export function ${S.pascal}FormDialog({ open, onClose, ${S.camel} }: Props) {
  const [create, createState] = use${P.pascal}CreateMutation();
  const [update, updateState] = use${P.pascal}UpdateMutation();
  const runWithToasts = useMutationToasts();
  const { control, handleSubmit, reset, setError } = useForm<${S.pascal}FormValues>({
    resolver: ${S.camel}FormResolver,
    defaultValues: ${S.camel} ? to${S.pascal}Form(${S.camel}) : EMPTY_${S.constant}_FORM,
  });
  useEffect(() => {
    if (open) reset(${S.camel} ? to${S.pascal}Form(${S.camel}) : EMPTY_${S.constant}_FORM);
  }, [open, ${S.camel}, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const body = to${S.pascal}Body(values);
    const outcome = ${S.camel}
      ? await runWithToasts(update({ id: ${S.camel}.id, update${S.pascal}Dto: body }).unwrap(), {
          success: { title: ${MESSAGES}.updated },
          failure: { fallback: ${MESSAGES}.updateFailed },
        })
      : await runWithToasts(create({ create${S.pascal}Dto: body }).unwrap(), {
          success: { title: ${MESSAGES}.created },
          failure: { fallback: ${MESSAGES}.createFailed },
        });
    if (!outcome.ok) return showServerFieldErrors(outcome.error, values, setError);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={${S.camel} ? 'Edit ${S.title}' : 'Add ${S.title}'}
      titleId="${S.kebab}-form-title"
      onSubmit={onSubmit}
      pending={createState.isLoading || updateState.isLoading}
      pendingLabel="Saving..."
      submitLabel={${S.camel} ? 'Save Changes' : 'Add ${S.title}'}
    >
      <FormTextField control={control} name="name" label="Name" autoComplete="off" required autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
    </FormDialog>
  );
}
`;

const pageTemplate = `import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ${MESSAGES} } from '@coachcore/domain';
import type { ${S.pascal}ResponseDto } from '@coachcore/api-client/${P.kebab}';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { PageHeader } from '../../../components/PageHeader';
import { useMutationToasts } from '../../../hooks/useMutationToasts';
import { errorMessage } from '../../../lib/api-error';
import { use${P.pascal}ListQuery, use${P.pascal}RemoveMutation } from '../api';
import { ${S.pascal}FormDialog } from '../components/${S.pascal}FormDialog';

const PAGE_SIZE = 20;

/** ${P.title}: the business's ${P.lower}, newest first, a page at a time; add, edit and delete. */
export function ${P.pascal}Page() {
  const runWithToasts = useMutationToasts();
  const [page, setPage] = useState(1);
  const { currentData, isError, error } = use${P.pascal}ListQuery({ page, limit: PAGE_SIZE });
  const [remove, removeState] = use${P.pascal}RemoveMutation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<${S.pascal}ResponseDto | undefined>();
  const [deleting, setDeleting] = useState<${S.pascal}ResponseDto | undefined>();

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await runWithToasts(remove({ id: deleting.id }).unwrap(), {
      success: { title: ${MESSAGES}.deleted },
      failure: { fallback: ${MESSAGES}.deleteFailed },
    });
    if (outcome.ok) setDeleting(undefined);
  };
  const closeForm = () => {
    setAdding(false);
    setEditing(undefined);
  };

  return (
    <>
      <PageHeader
        title="${P.title}"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add ${S.title}
          </Button>
        }
      />
      {isError ? (
        <Alert severity="error">{errorMessage(error, ${MESSAGES}.loadFailed)}</Alert>
      ) : !currentData ? (
        <Stack spacing={1} aria-busy="true">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : currentData.items.length === 0 ? (
        <EmptyState text={${MESSAGES}.none} />
      ) : (
        <>
          <Stack component="ul" spacing={1} aria-label="${P.title}" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {currentData.items.map((item) => (
              <Paper key={item.id} component="li" variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                  {item.description && (
                    <Typography variant="body2" color="text.secondary">
                      {item.description}
                    </Typography>
                  )}
                </Box>
                <Button onClick={() => setEditing(item)}>Edit</Button>
                <Button color="error" onClick={() => setDeleting(item)}>
                  Delete
                </Button>
              </Paper>
            ))}
          </Stack>
          <ListPagination page={page} total={currentData.total} limit={PAGE_SIZE} onChange={setPage} label="${S.title} pages" />
        </>
      )}

      <${S.pascal}FormDialog open={adding || !!editing} ${S.camel}={editing} onClose={closeForm} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete ${S.title}"
        text={deleting ? \`Delete \${deleting.name}? This cannot be undone.\` : ''}
        confirmLabel="Delete"
        busy={removeState.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
`;

// ---------------------------------------------------------------------------------------------------------------
// Writing the files and registering the module.

const written = [];
function write(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(file);
}

/** Inserts `text` before the first `closing` after `anchor` in `file` (the end of a list or an interface). */
function insertBefore(file, anchor, closing, text) {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf(anchor);
  if (start < 0) fail(`${path.relative(root, file)}: cannot find "${anchor}"`);
  const end = source.indexOf(closing, start);
  if (end < 0) fail(`${path.relative(root, file)}: cannot find the end of "${anchor}"`);
  writeFileSync(file, source.slice(0, end) + text + source.slice(end));
  if (!written.includes(file)) written.push(file);
}

/** Adds an import line after the file's last import. */
function addImport(file, line) {
  const source = readFileSync(file, 'utf8');
  const lines = source.split('\n');
  let last = -1;
  lines.forEach((text, index) => {
    if (/^import .* from '.*';$/.test(text)) last = index;
  });
  lines.splice(last + 1, 0, line);
  writeFileSync(file, lines.join('\n'));
}

write(domainFile, domainTemplate);
write(path.join(moduleDir, 'entities', `${S.kebab}.entity.ts`), entityTemplate);
write(path.join(moduleDir, `${P.kebab}.repository.ts`), repositoryTemplate);
write(path.join(moduleDir, 'dto', `${S.kebab}.dto.ts`), dtoTemplate);
write(path.join(moduleDir, `${P.kebab}.service.ts`), serviceTemplate);
write(path.join(moduleDir, `${P.kebab}.controller.ts`), controllerTemplate);
write(path.join(moduleDir, `${P.kebab}.module.ts`), moduleTemplate);
write(path.join(moduleDir, `${P.kebab}.int-spec.ts`), integrationTestTemplate);
write(path.join(featureDir, 'api.ts'), featureApiTemplate);
write(path.join(featureDir, `${S.kebab}-form.ts`), formTemplate);
write(path.join(featureDir, 'components', `${S.pascal}FormDialog.tsx`), formDialogTemplate);
write(path.join(featureDir, 'pages', `${P.pascal}Page.tsx`), pageTemplate);

// The one list of modules.
const appModules = at('backend/src/app-modules.ts');
addImport(appModules, `import { ${P.pascal}Module } from './modules/${P.kebab}/${P.kebab}.module';`);
insertBefore(appModules, 'export const FEATURE_MODULES', '\n];', `\n  ${P.pascal}Module,`);
// Its event, in the one map of domain events.
insertBefore(
  at('backend/src/common/events/domain-event-map.ts'),
  'export interface DomainEventMap {',
  '\n}',
  `\n  /** A ${S.lower} was added to the business. */\n  ${EVENT}: { businessId: string; ${S.camel}Id: string };`,
);
// Its texts and rules, in the shared library.
const domainIndex = at('libs/domain/src/index.ts');
writeFileSync(domainIndex, `${readFileSync(domainIndex, 'utf8').trimEnd()}\nexport * from './${P.kebab}';\n`);
written.push(domainIndex);
// Its list, among the API root's offset lists (their one transform answers { items, total, page, limit }).
insertBefore(at('frontend/src/lib/api/api.ts'), 'const OFFSET_LISTS', '\n] as const;', `\n  '${P.camel}List',`);
// Its tag, described in the OpenAPI document (Spectral refuses undescribed tags).
insertBefore(at('backend/src/bootstrap/openapi-document.ts'), 'const TAGS', '\n};', `\n  '${P.kebab}': 'A business’s ${P.lower}.',`);

if (options.format) {
  const prettier = path.join(repository, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const result = spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', ...written], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail('prettier could not format the files');
}

const relative = (file) => path.relative(root, file);
console.log(`Created the ${P.kebab} module:\n${written.map((file) => `  ${relative(file)}`).join('\n')}

Next steps:
  1. Shape the entity (entities/${S.kebab}.entity.ts), its DTOs, messages (libs/domain/src/${P.kebab}.ts) and the tag's
     description (backend/src/bootstrap/openapi-document.ts); money and quantities use @DecimalProperty.
  2. npm run build -w libs/domain
  3. npm run migration:create -w backend -- ${P.pascal}, then npx prettier --write backend/src/infra/database/migrations
     (the table; commit the migration)
  4. DATABASE_URL=... REDIS_URL=... npm run test:int -w backend -- src/modules/${P.kebab}
  5. npm run openapi                                          (the API client the screens use)
  6. The screen, in frontend/src/app: in router.tsx
       const ${P.pascal}Page = lazyNamed(() => import('../features/${P.kebab}/pages/${P.pascal}Page'), '${P.pascal}Page');
     and '<path>': ${P.pascal}Page in SCREENS (the path and its menu entry in libs/domain/src/routes.ts). Its pages
     load its cache tags (features/${P.kebab}/api.ts) and its endpoints (@coachcore/api-client/${P.kebab}); only if
     other features read its queries, also in feature-api-tags.ts: import '../features/${P.kebab}/api';
  7. Demo data, if any: a ${P.pascal}Seeder (infra/seed/demo-seeder.ts) in the module's providers and
     \`static readonly seeder = ${P.pascal}Seeder\` on ${P.pascal}Module.`);
