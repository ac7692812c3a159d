import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { toFoodLogEntry } from './dto/food-log.dto';
import { FoodLogRepository } from './food-log.repository';

/** The client's part of their data export kept by nutrition: their food log. */
@Injectable()
@ClientDataSource('nutrition')
export class FoodLogDataSection implements ClientDataSection {
  constructor(private readonly foodLog: FoodLogRepository) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const entries = await this.foodLog.allOfClient(scope, scope.clientId);
    return { tables: [{ name: 'nutrition_logs', rows: entries.map((entry) => plainRow(toFoodLogEntry(entry))) }] };
  }
}
