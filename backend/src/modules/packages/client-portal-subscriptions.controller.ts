import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ClientSubscriptionResponseDto } from './dto/client-subscription.dto';
import { PackagesService } from './packages.service';

/** The signed-in client's own coaching packages (the client portal). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalSubscriptionsController {
  constructor(private readonly packages: PackagesService) {}

  /**
   * The signed-in client's active packages
   *
   * @remarks The coaching packages the client holds now (status active, end date not yet come), the latest start
   * first; an empty list when none. The portal's side menu names the first. Bounded by the coach's packages (one
   * active subscription per package). An account no coach has linked to a client record yet answers 403.
   */
  @Get('subscriptions')
  @ApiOkResponse({ type: [ClientSubscriptionResponseDto], description: 'The active subscriptions, the latest start first' })
  active(@CurrentTenant() tenant: Tenant): Promise<ClientSubscriptionResponseDto[]> {
    return this.packages.activeOfSignedInClient(tenant);
  }
}
