import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Difficulty, ExerciseCategory } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { WORKOUT_NAME_MAX_LENGTH } from '@coachcore/domain';

/** A workout a business built (document 2 section 3, workouts). `coach` is the tenant; its exercises are WorkoutExercise rows. */
@Entity({ tableName: 'workouts' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
export class Workout {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: WORKOUT_NAME_MAX_LENGTH })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ nullable: true })
  category?: ExerciseCategory | null;

  /** Minutes. */
  @Property({ type: 'integer', nullable: true })
  duration?: number | null;

  @Property({ nullable: true })
  difficulty?: Difficulty | null;

  @Property({ default: false })
  isTemplate: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
