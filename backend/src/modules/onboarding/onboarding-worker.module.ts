import { Module } from '@nestjs/common';
import { OnboardingResponsesRepository } from './onboarding-responses.repository';
import { OnboardingStoredFiles } from './onboarding-stored-files';

/** Consumer side of client onboarding, loaded where workers run: what the orphan-files sweep asks of onboarding uploads. */
@Module({
  providers: [OnboardingResponsesRepository, OnboardingStoredFiles],
})
export class OnboardingWorkerModule {}
