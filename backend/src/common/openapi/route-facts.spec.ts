import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Permissions } from '../decorators/permissions.decorator';
import { Public } from '../decorators/public.decorator';
import { Roles } from '../decorators/roles.decorator';
import { IdParamPipe } from '../http/id-param.pipe';
import { collectRouteFacts } from './route-facts';

@Controller('things')
@Roles('business', 'staff')
class ThingsController {
  @Public()
  @Get('open')
  open(): string {
    return 'open';
  }

  @Get(':id')
  @Permissions('view_clients')
  get(@Param('id', new IdParamPipe('Thing not found')) id: string): string {
    return id;
  }

  @Post(':slug')
  create(@Param('slug') slug: string, @Body() body: unknown): unknown {
    return { slug, body };
  }

  /** Not a route: no facts. */
  helper(): void {}
}

describe('collectRouteFacts', () => {
  it('reads @Public, @Roles (class level), @Permissions and the id parameters checked by IdParamPipe, by operationId', async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
    const facts = collectRouteFacts(moduleRef);
    expect([...facts.keys()].sort()).toEqual(['Things_create', 'Things_get', 'Things_open']);
    expect(facts.get('Things_open')).toEqual({ isPublic: true, roles: ['business', 'staff'], permissions: undefined, idParams: [] });
    expect(facts.get('Things_get')).toEqual({ isPublic: false, roles: ['business', 'staff'], permissions: ['view_clients'], idParams: ['id'] });
    // A path parameter without IdParamPipe is not an id the API promises to answer 404 for.
    expect(facts.get('Things_create')?.idParams).toEqual([]);
    await moduleRef.close();
  });
});
