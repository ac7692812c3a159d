import { OutboxEvent } from '../../common/events/outbox-event.entity';
import { Client } from '../../modules/clients/entities/client.entity';
import { ClientInvitation } from '../../modules/clients/invitations/client-invitation.entity';
import { ClientHealthProfile } from '../../modules/clients/entities/client-health-profile.entity';
import { Goal } from '../../modules/clients/entities/goal.entity';
import { Measurement } from '../../modules/clients/entities/measurement.entity';
import { ProgressEntry } from '../../modules/clients/entities/progress-entry.entity';
import { WellnessLog } from '../../modules/clients/entities/wellness-log.entity';
import { Message } from '../../modules/messaging/entities/message.entity';
import { Community } from '../../modules/messaging/communities/entities/community.entity';
import { CommunityMember } from '../../modules/messaging/communities/entities/community-member.entity';
import { CommunityPost } from '../../modules/messaging/communities/entities/community-post.entity';
import { CommunityReaction } from '../../modules/messaging/communities/entities/community-reaction.entity';
import { ProgressPhoto } from '../../modules/progress-photos/entities/progress-photo.entity';
import { Session } from '../../modules/auth/entities/session.entity';
import { EmailOutbox } from '../../modules/notifications/entities/email-outbox.entity';
import { BusinessStaff } from '../../modules/staff/entities/business-staff.entity';
import { User } from '../../modules/users/entities/user.entity';
import { ClientHabit } from '../../modules/workouts/entities/client-habit.entity';
import { ClientWorkout } from '../../modules/workouts/entities/client-workout.entity';
import { Exercise } from '../../modules/workouts/entities/exercise.entity';
import { HabitLog } from '../../modules/workouts/entities/habit-log.entity';
import { HabitTemplate } from '../../modules/workouts/entities/habit-template.entity';
import { WorkoutExercise } from '../../modules/workouts/entities/workout-exercise.entity';
import { WorkoutLog } from '../../modules/workouts/entities/workout-log.entity';
import { Workout } from '../../modules/workouts/entities/workout.entity';
import { Food } from '../../modules/nutrition/entities/food.entity';
import { Meal } from '../../modules/nutrition/entities/meal.entity';
import { MealPlan } from '../../modules/nutrition/entities/meal-plan.entity';
import { MealPlanMeal } from '../../modules/nutrition/entities/meal-plan-meal.entity';
import { ClientMealPlan } from '../../modules/nutrition/entities/client-meal-plan.entity';
import { ClientMacroGoal } from '../../modules/nutrition/entities/client-macro-goal.entity';
import { FoodLogEntry } from '../../modules/nutrition/entities/food-log.entity';
import { ShoppingList } from '../../modules/nutrition/entities/shopping-list.entity';
import { ShoppingListItem } from '../../modules/nutrition/entities/shopping-list-item.entity';
import { RecipePack } from '../../modules/nutrition/entities/recipe-pack.entity';
import { RecipePackMeal } from '../../modules/nutrition/entities/recipe-pack-meal.entity';
import { ClientRecipePack } from '../../modules/nutrition/entities/client-recipe-pack.entity';
import { ClientFoodPreference } from '../../modules/nutrition/entities/client-food-preference.entity';

/** Every entity, listed once: the ORM, the migrations and the tests read this list. */
export const ENTITIES = [
  User,
  Session,
  EmailOutbox,
  BusinessStaff,
  Client,
  ClientInvitation,
  ClientHealthProfile,
  Measurement,
  WellnessLog,
  Goal,
  ProgressEntry,
  Message,
  Community,
  CommunityMember,
  CommunityPost,
  CommunityReaction,
  ProgressPhoto,
  OutboxEvent,
  Exercise,
  Workout,
  WorkoutExercise,
  ClientWorkout,
  WorkoutLog,
  HabitTemplate,
  ClientHabit,
  HabitLog,
  Food,
  Meal,
  MealPlan,
  MealPlanMeal,
  ClientMealPlan,
  ClientMacroGoal,
  FoodLogEntry,
  ShoppingList,
  ShoppingListItem,
  RecipePack,
  RecipePackMeal,
  ClientRecipePack,
  ClientFoodPreference,
];
