import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { BusinessIntegrationsRepository } from './business-integrations.repository';
import { BusinessIntegration } from './entities/business-integration.entity';
import { LeadWebhookDelivery } from './entities/lead-webhook-delivery.entity';
import { IntegrationsController } from './integrations.controller';
import { LeadIntegrationService } from './lead-integration.service';
import { LeadWebhookDeliveriesRepository } from './lead-webhook-deliveries.repository';
import { LeadWebhooksController } from './lead-webhooks.controller';
import { LeadWebhooksService } from './lead-webhooks.service';

/** Integrations: the lead-management (LeadDec) connection, its signed webhooks and their deliveries. */
@Module({
  imports: [ClientsModule],
  controllers: [IntegrationsController, LeadWebhooksController],
  providers: [BusinessIntegrationsRepository, LeadWebhookDeliveriesRepository, LeadIntegrationService, LeadWebhooksService],
})
export class IntegrationsModule {
  static readonly entities = [BusinessIntegration, LeadWebhookDelivery];
}
