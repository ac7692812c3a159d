import { NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import type { Tenant } from './authenticated-request';

/** The signed-in client's own client record, for the client portal's routes (a client tenant always has one). */
export function signedInClientId(tenant: Tenant): string {
  if (!tenant.clientId) throw new NotFoundException(CLIENT_MESSAGES.notFound);
  return tenant.clientId;
}
