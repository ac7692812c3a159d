import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientPortalOnboardingController } from './client-portal-onboarding.controller';
import { ClientOnboardingConfig } from './entities/client-onboarding-config.entity';
import { ClientOnboardingResponse } from './entities/client-onboarding-response.entity';
import { OnboardingTemplate } from './entities/onboarding-template.entity';
import { OnboardingConfigsRepository } from './onboarding-configs.repository';
import { ClientOnboardingAnswersController, OnboardingController } from './onboarding.controller';
import { OnboardingResponsesRepository } from './onboarding-responses.repository';
import { OnboardingService } from './onboarding.service';
import { OnboardingTemplatesRepository } from './onboarding-templates.repository';
import { OnboardingWorkerModule } from './onboarding-worker.module';

/** Client onboarding: the coach's configurations (one active) and the client's answers to the active one's steps. */
@Module({
  imports: [ClientsModule],
  controllers: [OnboardingController, ClientOnboardingAnswersController, ClientPortalOnboardingController],
  providers: [OnboardingConfigsRepository, OnboardingResponsesRepository, OnboardingTemplatesRepository, OnboardingService],
  exports: [OnboardingService],
})
export class OnboardingModule {
  static readonly entities = [ClientOnboardingConfig, ClientOnboardingResponse, OnboardingTemplate];
  /** What the orphan-files sweep asks of onboarding uploads, loaded where workers run. */
  static readonly worker = OnboardingWorkerModule;
}
