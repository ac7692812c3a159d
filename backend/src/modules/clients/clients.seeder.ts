import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DEMO_CLIENT_EMAIL, type DemoBusiness, type DemoSeeder } from '../../infra/seed/demo-seeder';
import { ClientsRepository } from './clients.repository';
import type { Client } from './entities/client.entity';
import { GoalsRepository } from './goals.repository';
import { MeasurementsRepository } from './measurements.repository';
import { WellnessLogsRepository } from './wellness-logs.repository';

const DAY = 86_400_000;

/** A few clients with real history, so the demo coach's dashboard and profiles have something to show. */
@Injectable()
export class ClientsSeeder implements DemoSeeder {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly measurements: MeasurementsRepository,
    private readonly goals: GoalsRepository,
    private readonly wellness: WellnessLogsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  /** Sam (the demo client's own record) with weigh-ins, a goal and a wellness log, Maria with an achieved goal, two more. */
  async seedDemo(demo: DemoBusiness): Promise<void> {
    const tenant = demo.tenant;
    const now = Date.now();
    const people = [
      { firstName: 'Sam', lastName: 'Taylor', email: DEMO_CLIENT_EMAIL, phone: '+1 555 0111', fitnessGoal: 'weight_loss' as const, user: demo.clientUserId },
      { firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@fitstudio.example', phone: '+1 555 0112', fitnessGoal: 'muscle_building' as const },
      { firstName: 'Chris', lastName: 'Nguyen', email: 'chris.nguyen@fitstudio.example', phone: '+1 555 0113', fitnessGoal: 'athletic_performance' as const },
      { firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@fitstudio.example', phone: null, fitnessGoal: 'general_fitness' as const },
    ];
    const clients = people.map((person, index) =>
      this.clients.add(tenant, { ...person, source: 'demo', createdAt: new Date(now - (30 - index * 5) * DAY), currentWeight: null }),
    );
    const [sam, maria] = clients as [Client, Client];
    const weights = [192.0, 189.6, 187.2, 185.4];
    weights.forEach((weight, week) =>
      this.measurements.add(tenant, sam, {
        weight,
        bodyFat: Math.round((28 - week * 0.6) * 10) / 10,
        waist: Math.round((38 - week * 0.4) * 10) / 10,
        createdAt: new Date(now - (21 - week * 7) * DAY),
      }),
    );
    sam.currentWeight = weights[weights.length - 1];
    sam.targetWeight = 175.0;
    this.goals.add(tenant, sam, {
      title: 'Reach 175 lbs',
      category: 'fitness',
      startValue: 192,
      currentValue: 185.4,
      targetValue: 175,
      unit: 'lbs',
      status: 'active',
    });
    this.goals.add(tenant, maria, {
      title: 'Deadlift 225 lbs',
      category: 'fitness',
      startValue: 185,
      currentValue: 225,
      targetValue: 225,
      unit: 'lbs',
      status: 'achieved',
      achievedAt: new Date(now - 2 * DAY),
    });
    this.wellness.add(tenant, sam, {
      date: new Date(now - DAY).toISOString().slice(0, 10),
      sleepHours: 7.5,
      sleepQuality: 8,
      energyLevel: 7,
      mood: 8,
      stressLevel: 3,
      steps: 9400,
    });
    await this.uow.save();
    demo.clientIds = clients.map((client) => client.id);
  }
}
