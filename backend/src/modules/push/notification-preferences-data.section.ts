import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { NotificationPreferencesRepository } from './notification-preferences.repository';

/** The client's part of their data export kept by push: which notifications they chose (no row until they first chose). */
@Injectable()
@ClientDataSource('push')
export class NotificationPreferencesDataSection implements ClientDataSection {
  constructor(private readonly preferences: NotificationPreferencesRepository) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const chosen = await this.preferences.ofClient(scope, scope.clientId);
    const rows = chosen
      ? [
          plainRow({
            id: chosen.id,
            newMessage: chosen.newMessage,
            workoutAssigned: chosen.workoutAssigned,
            habitReminders: chosen.habitReminders,
            upcomingSession: chosen.upcomingSession,
            updatedAt: chosen.updatedAt,
          }),
        ]
      : [];
    return { tables: [{ name: 'client_notification_preferences', rows }] };
  }
}
