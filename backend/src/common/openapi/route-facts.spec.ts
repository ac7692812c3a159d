import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Access } from '../decorators/access.decorator';
import { Public } from '../decorators/public.decorator';
import { IdParamPipe } from '../http/id-param.pipe';
import { collectRouteFacts } from './route-facts';

@Controller('things')
@Access({ roles: ['business', 'staff'] })
class ThingsController {
  @Public()
  @Get('open')
  open(): string {
    return 'open';
  }

  @Get(':id')
  @Access({ permissions: ['view_clients'] })
  get(@Param('id', new IdParamPipe('Thing not found')) id: string): string {
    return id;
  }

  @Get()
  @Access({ roles: ['client'] })
  mine(): string {
    return 'mine';
  }

  @Post(':slug')
  create(@Param('slug') slug: string, @Body() body: unknown): unknown {
    return { slug, body };
  }

  /** Not a route: no facts. */
  helper(): void {}
}

describe('collectRouteFacts', () => {
  it("reads @Public, the roles of @Access (class level) with the handler's permissions, and the id parameters checked by IdParamPipe, by operationId", async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
    const facts = collectRouteFacts(moduleRef);
    expect([...facts.keys()].sort()).toEqual(['Things_create', 'Things_get', 'Things_mine', 'Things_open']);
    expect(facts.get('Things_open')).toEqual({ isPublic: true, roles: ['business', 'staff'], permissions: undefined, idParams: [] });
    expect(facts.get('Things_get')).toEqual({ isPublic: false, roles: ['business', 'staff'], permissions: ['view_clients'], idParams: ['id'] });
    // Roles set on the handler replace the controller's.
    expect(facts.get('Things_mine')).toMatchObject({ roles: ['client'], permissions: undefined });
    // A path parameter without IdParamPipe is not an id the API promises to answer 404 for.
    expect(facts.get('Things_create')?.idParams).toEqual([]);
    await moduleRef.close();
  });
});
