import { Module } from '@nestjs/common';
import { OnboardingResponsesDataSection } from './onboarding-responses-data.section';
import { OnboardingResponsesRepository } from './onboarding-responses.repository';
import { OnboardingStoredFiles } from './onboarding-stored-files';

/** Consumer side of client onboarding, loaded where workers run: what the orphan-files sweep asks of onboarding uploads, and the client's answers for their data export. */
@Module({
  providers: [OnboardingResponsesRepository, OnboardingStoredFiles, OnboardingResponsesDataSection],
})
export class OnboardingWorkerModule {}
