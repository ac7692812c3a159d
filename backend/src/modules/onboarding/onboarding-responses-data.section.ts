import { Injectable } from '@nestjs/common';
import {
  ClientDataSource,
  fileExtension,
  plainRow,
  type ClientDataFile,
  type ClientDataPart,
  type ClientDataScope,
  type ClientDataSection,
} from '../../common/client-data/client-data-source';
import { OnboardingResponsesRepository } from './onboarding-responses.repository';

/** The client's part of their data export kept by onboarding: each answer they gave, and each file they uploaded under onboarding/. */
@Injectable()
@ClientDataSource('onboarding')
export class OnboardingResponsesDataSection implements ClientDataSection {
  constructor(private readonly responses: OnboardingResponsesRepository) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const responses = await this.responses.forClient(scope, scope.clientId);
    const files: ClientDataFile[] = [];
    const rows = responses.map((response) => {
      const file = response.fileKey ? `onboarding/${response.id}${fileExtension(response.fileKey)}` : null;
      if (response.fileKey && file) files.push({ path: file, key: response.fileKey });
      return plainRow({
        id: response.id,
        configId: response.config.id,
        stepId: response.stepId,
        fieldId: response.fieldId,
        responseValue: response.responseValue,
        file,
        completedAt: response.completedAt,
      });
    });
    return { tables: [{ name: 'client_onboarding_responses', rows }], files };
  }
}
