import { Injectable } from '@nestjs/common';
import { calendarDateIn, subscriptionEndDate, addDays } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { DemoBusiness, DemoSeeder } from '../../infra/seed/demo-seeder';
import { ClientsService } from '../clients/clients.service';
import { ClientSubscriptionsRepository } from './client-subscriptions.repository';
import { PackagesRepository } from './packages.repository';

/**
 * The demo business's packages: three active ones and a retired one, with the demo client holding the Transformation
 * package since last week. Through the module's repositories, on the seed's transaction.
 */
@Injectable()
export class PackagesSeeder implements DemoSeeder {
  constructor(
    private readonly packages: PackagesRepository,
    private readonly subscriptions: ClientSubscriptionsRepository,
    private readonly clients: ClientsService,
    private readonly uow: UnitOfWork,
  ) {}

  async seedDemo(demo: DemoBusiness): Promise<void> {
    const tenant = demo.tenant;
    const transformation = this.packages.add(tenant, {
      name: '12-Week Transformation',
      description: 'Training, nutrition and accountability for a full body recomposition.',
      price: 499,
      duration: 84,
      features: ['Custom training plan', 'Weekly meal plan', 'Weekly video check-in', 'Messaging support'],
      maxClients: 10,
    });
    this.packages.add(tenant, {
      name: 'Monthly Coaching',
      description: 'Ongoing coaching with a new plan every month.',
      price: 149,
      duration: 30,
      features: ['Monthly training plan', 'Bi-weekly check-in', 'Messaging support'],
      maxClients: null,
    });
    this.packages.add(tenant, {
      name: 'Nutrition Kickstart',
      description: 'Four weeks to build healthy eating habits.',
      price: 79.99,
      duration: 28,
      features: ['Macro targets', 'Meal plan', 'Shopping lists'],
      maxClients: 25,
    });
    const retired = this.packages.add(tenant, {
      name: 'Summer Bootcamp 2025',
      description: 'Last summer’s outdoor group programme.',
      price: 59,
      duration: 42,
      features: ['Three group sessions a week'],
      maxClients: 20,
    });
    retired.isActive = false;

    const client = await this.clients.findOrFail(tenant, demo.clientIds[0]!);
    const startDate = addDays(calendarDateIn('UTC'), -7);
    this.subscriptions.add(tenant, { client, package: transformation, startDate, endDate: subscriptionEndDate(startDate, transformation.duration) });
    await this.uow.save();
  }
}
