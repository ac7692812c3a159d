import 'reflect-metadata';
import { MikroORM, type EntityMetadata } from '@mikro-orm/postgresql';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import type { MetadataStorage as TypeMetadataStorage } from 'class-transformer/types/MetadataStorage';
// @ts-expect-error class-transformer ships no types beside its CommonJS storage module (they are in types/storage.d.ts)
import { defaultMetadataStorage as untypedStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Every request body's text reaches the table it is written to only within the column's limit: for each body DTO
 * (walked from the routes, nested DTOs included) and the entity it writes, every string property stored in a column of
 * the same name is bounded by the DTO (MaxLength, or a list of allowed values), and a varchar column's length equals
 * the DTO's MaxLength. So no input can end in `value too long for type character varying` (a 500), and a limit raised
 * on one side only fails here.
 */

/** Which table each body DTO writes (by class name); `null`: it writes no text column of its own (ids, dates, flags). */
const WRITES: Record<string, string | null> = {
  AddCommunityMemberDto: null,
  // The admin's coupon form writes the platform coupon store (type, value and expiresAt under their stored names).
  AdminCouponDto: 'PlatformCoupon',
  AssignFormDto: null,
  AssignHabitDto: null,
  AssignStaffClientDto: 'StaffClientAssignment',
  AssignMealPlanDto: null,
  // A package id and a start date.
  AssignPackageDto: null,
  AssignRecipePackDto: null,
  AssignWorkoutDto: null,
  // The new password is stored as its argon2 hash; the current one and the confirmation are only compared.
  ChangePasswordDto: 'User',
  EditMessageDto: 'Message',
  // The health profile's emergency contact is one JSON column.
  EmergencyContactDto: null,
  // A form's fields are one JSON column (each bounded by its own rules); a submission's answers are JSON and its
  // signature is stored through StorageService (the row keeps the key).
  FormFieldDto: null,
  SubmitFormDto: null,
  // Logged sets and exercises hold numbers and ids; meal ingredients ids and quantities.
  LoggedExerciseDto: null,
  // The account-deletion code is only compared (as its SHA-256 hash): it is stored nowhere.
  ConfirmAccountDeletionDto: null,
  LoggedSetDto: null,
  MealIngredientInput: null,
  PackMealInput: 'RecipePackMeal',
  PlanMealInput: 'MealPlanMeal',
  CreateClientCouponDto: 'ClientCoupon',
  // The plan id is one of a fixed list; the coupon code is looked up, never stored here.
  CreatePlatformSubscriptionDto: null,
  // Card details go to the (simulated) provider, never to a table of ours.
  SimulatedCardDto: null,
  SimulatedConfirmDto: null,
  SimulatedAuthenticateDto: null,
  CreateClientDto: 'Client',
  // An automation's name and description; its trigger's type is one of a list and its conditions one JSON column; an
  // action's type is one of a list and its settings one JSON column (each text bounded by the service's rules).
  CreateAutomationDto: 'AutomationWorkflow',
  UpdateAutomationDto: 'AutomationWorkflow',
  // A webhook's endpoint; its event types are one of a list.
  CreateWebhookSubscriptionDto: 'WebhookSubscription',
  UpdateWebhookSubscriptionDto: 'WebhookSubscription',
  AutomationTriggerDto: null,
  AutomationActionDto: null,
  // One of the three template keys.
  CreateAutomationFromTemplateDto: null,
  CreateCoachingPackageDto: 'CoachingPackage',
  CreateCommunityDto: 'Community',
  CreateCommunityPostDto: 'CommunityPost',
  CreateExerciseDto: 'Exercise',
  CreateFoodDto: 'Food',
  CreateFormDto: 'CustomForm',
  CreateFoodLogDto: 'FoodLogEntry',
  // A planned meal's id and a day: the entries' texts come from the meal and its foods.
  LogPlannedMealDto: null,
  CreateFoodPreferenceDto: 'ClientFoodPreference',
  CreateGoalDto: 'Goal',
  CreateHabitTemplateDto: 'HabitTemplate',
  CreateMacroGoalDto: 'ClientMacroGoal',
  CreateMealDto: 'Meal',
  CreateMealPlanDto: 'MealPlan',
  AddParticipantDto: null,
  AvailabilityWindowDto: 'CalendarAvailability',
  BookAppointmentDto: 'Meeting',
  BookingSettingsDto: null,
  CreateMeetingDto: 'Meeting',
  CreatePlatformCouponDto: 'PlatformCoupon',
  CreateMeasurementDto: 'Measurement',
  CreateProgressPhotoDto: 'ProgressPhoto',
  CreateRecipePackDto: 'RecipePack',
  CreateWellnessLogDto: 'WellnessLog',
  CreateWorkoutDto: 'Workout',
  GenerateShoppingListDto: null,
  HealthProfileDto: 'ClientHealthProfile',
  LogHabitDto: 'HabitLog',
  SetHabitReminderDto: 'ClientHabit',
  LogWorkoutDto: 'WorkoutLog',
  InviteStaffDto: 'BusinessStaff',
  InvitePlatformStaffDto: 'PlatformStaffMember',
  LoginDto: null,
  // The reason is kept on the business (users.suspended_reason, varchar 500) and in its audit entry, of the same length.
  SuspendBusinessDto: 'AuditLogEntry',
  // A coupon code checked against the stores, never stored.
  PlatformCouponCheckDto: null,
  ValidateCouponDto: null,
  RegisterDto: 'User',
  ReplaceAvailabilityDto: null,
  RescheduleAppointmentDto: 'Meeting',
  SendAttachmentFieldsDto: 'Message',
  SendMessageDto: 'Message',
  SetCouponActiveDto: 'ClientCoupon',
  StaffSignUpDto: 'User',
  UpdateAdminProfileDto: 'User',
  UpdateClientDto: 'Client',
  UpdateClientRecipePackDto: 'ClientRecipePack',
  UpdateCommunityDto: 'Community',
  UpdateExerciseDto: 'Exercise',
  UpdateFormDto: 'CustomForm',
  UpdateGoalDto: 'Goal',
  // The client's progress update: the goal's current value, and a progress entry with the notes.
  UpdateGoalProgressDto: 'ProgressEntry',
  UpdateHabitTemplateDto: 'HabitTemplate',
  UpdateMealDto: 'Meal',
  UpdateMealPlanDto: 'MealPlan',
  UpdateMeetingDto: 'Meeting',
  UpdateCoachingPackageDto: 'CoachingPackage',
  UpdateProfileDto: 'User',
  UpdateRecipePackDto: 'RecipePack',
  UpdateShoppingListItemDto: 'ShoppingListItem',
  UpdateStaffPermissionsDto: 'BusinessStaff',
  UpdatePlatformStaffPermissionsDto: 'PlatformStaffMember',
  UpdateWorkoutDto: 'Workout',
  WorkoutExerciseInputDto: 'WorkoutExercise',
  // The business's Review & Feedback Settings are columns of its user row.
  ReviewSettingsDto: 'User',
  SubmitSessionFeedbackDto: 'SessionFeedback',
  // The platform (one of a fixed list) is stored as reviewPlatform, and its page's address as reviewUrl (from the settings).
  RecordReviewDto: 'SessionFeedback',
  // The tier (one of a fixed list) and the billing interval are stored as the plan's id in users.subscription_plan.
  GetOrCreateSubscriptionDto: 'User',
  ChangePlanDto: 'User',
  // The setup intent's id goes to the payments provider (the card's details come back from it).
  UpdatePaymentMethodDto: null,
  SimulatedRenewDto: null,
  PurchasePackageDto: 'ClientPayment',
  PaySessionDto: 'ClientPayment',
  // An amount.
  RefundPaymentDto: null,
  CreatePushSubscriptionDto: 'PushSubscription',
  PushSubscriptionKeysDto: 'PushSubscription',
  // The endpoint is only looked up, to delete its row.
  DeletePushSubscriptionDto: null,
  UpdateNotificationPreferencesDto: 'NotificationPreferences',
  SaveOnboardingConfigDto: 'ClientOnboardingConfig',
  // A configuration's steps and their fields are one JSON column (each bounded by its own rules).
  OnboardingStepDto: null,
  OnboardingFieldDto: null,
  // One row per answered field: the step's and the field's ids (of the configuration) and the answer as JSON.
  SaveOnboardingStepDto: 'ClientOnboardingResponse',
  // The API key is stored as accessToken (text) and the location as externalAccountId; the rest is the settings JSON.
  SaveLeadDecSettingsDto: 'BusinessIntegration',
  // The subject and category on the ticket; the message is its first message's body (text), as a reply's is.
  CreateSupportTicketDto: 'SupportTicket',
  SupportReplyDto: 'SupportTicketMessage',
  AssignSupportTicketDto: null,
  SetFeatureFlagDto: 'FeatureFlag',
  // Two-factor codes and the second step's challenge are only checked (against the key, or as hashes): stored nowhere.
  TotpCodeDto: null,
  SecondFactorCodeDto: null,
  TwoFactorLoginDto: null,
  // A flag.
  StaffTwoFactorPolicyDto: null,
};

/** DTO properties stored as something else under the same name. */
const NOT_STORED_AS_IS: Record<string, string[]> = {
  // Stored as its argon2 hash.
  RegisterDto: ['password'],
  StaffSignUpDto: ['password'],
  ChangePasswordDto: ['currentPassword', 'newPassword', 'confirmPassword'],
};

/** Where class-transformer keeps `@Type(() => NestedDto)`: how a body's nested DTOs are found. */
const typeMetadata = untypedStorage as TypeMetadataStorage;

/** Custom rules that bound a text by themselves, with the longest text they let through. */
const BOUNDED_RULES: Record<string, number> = {
  // GTIN-8, UPC-A (12), EAN-13 or GTIN-14, digits only.
  isBarcode: 14,
};

/**
 * The longest text an anchored pattern of character classes and single characters with bounded counts matches
 * (`^[A-Za-z0-9_-]{8,100}$` → 100); Infinity for any other pattern (unanchored, alternatives, groups, `*` or `+`).
 */
function longestMatch(pattern: RegExp | string): number {
  const body = /^\^(.*)\$$/.exec(typeof pattern === 'string' ? pattern : pattern.source)?.[1];
  if (body === undefined) return Infinity;
  let longest = 0;
  let end = 0;
  for (const atom of body.matchAll(/(?:\[(?:\\.|[^\]\\])*\]|\\.|[^\\[\](){}|*+?^$])(?:\{(\d+)(?:,(\d+))?\}|(\?))?/gy)) {
    end += atom[0].length;
    longest += atom[3] ? 1 : Number(atom[2] ?? atom[1] ?? 1);
  }
  return end === body.length ? longest : Infinity;
}

type Dto = new (...args: never[]) => unknown;
interface Rule {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
}

const rulesOf = (dto: Dto): Rule[] => getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false) as unknown as Rule[];

/** The body DTO classes of every route, and the DTOs nested in them. */
function bodyDtos(t: TestApp): Map<string, Dto> {
  const found = new Map<string, Dto>();
  const visit = (dto: Dto | undefined) => {
    if (!dto || found.has(dto.name) || [Object, String, Array, Number, Boolean].includes(dto as never)) return;
    found.set(dto.name, dto);
    for (const rule of rulesOf(dto)) {
      if (rule.type !== 'nestedValidation') continue;
      visit(typeMetadata.findTypeMetadata(dto, rule.propertyName)?.typeFunction() as Dto | undefined);
    }
  };
  for (const wrapper of t.app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as Dto | null;
    if (!controller) continue;
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number }>;
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ?? []) as Dto[];
      for (const [key, arg] of Object.entries(args)) {
        if (Number(key.split(':')[0]) === RouteParamtypes.BODY) visit(types[arg.index]);
      }
    }
  }
  return found;
}

/** varchar(n) → n, text → Infinity, anything else (numbers, arrays, json) → null. */
function textLimit(meta: EntityMetadata, property: string): number | null {
  const prop = meta.properties[property as keyof typeof meta.properties];
  if (!prop || prop.kind !== 'scalar') return null;
  const column = (prop.columnTypes?.[0] ?? '').toLowerCase();
  const varchar = /^(?:varchar|character varying)\((\d+)\)$/.exec(column);
  if (varchar) return Number(varchar[1]);
  return column === 'text' ? Infinity : null;
}

describe('text limits: every body DTO against the columns it writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('knows which table every body DTO writes', () => {
    const unknown = [...bodyDtos(t).keys()].filter((name) => !(name in WRITES));
    expect(unknown).toEqual([]);
  });

  it("bounds every text a body writes, and a varchar column's length is the DTO's MaxLength", () => {
    const entities = new Map([...t.app.get(MikroORM).getMetadata()].map((meta) => [meta.className, meta]));
    const problems: string[] = [];
    let checked = 0;
    for (const [name, dto] of bodyDtos(t)) {
      const entity = WRITES[name] ? entities.get(WRITES[name]) : undefined;
      if (WRITES[name] && !entity) problems.push(`${name}: no entity ${WRITES[name]}`);
      if (!entity) continue;
      const rules = rulesOf(dto);
      for (const property of new Set(rules.map((rule) => rule.propertyName))) {
        if (NOT_STORED_AS_IS[name]?.includes(property)) continue;
        const limit = textLimit(entity, property);
        if (limit === null) continue;
        checked++;
        const own = rules.filter((rule) => rule.propertyName === property && !rule.each);
        const maxLength = own.find((rule) => rule.name === 'maxLength')?.constraints?.[0] as number | undefined;
        const allowed = own.find((rule) => rule.name === 'isIn')?.constraints?.[0] as readonly string[] | undefined;
        const bounded = own.find((rule) => rule.name && rule.name in BOUNDED_RULES);
        const pattern = own.find((rule) => rule.name === 'matches')?.constraints?.[0] as RegExp | string | undefined;
        const patternLongest = pattern === undefined ? Infinity : longestMatch(pattern);
        const where = `${name}.${property} → ${entity.className}.${property} (${limit === Infinity ? 'text' : `varchar(${limit})`})`;
        if (maxLength !== undefined) {
          if (limit !== Infinity && maxLength !== limit) problems.push(`${where}: MaxLength ${maxLength}`);
        } else if (bounded) {
          if (limit !== Infinity && BOUNDED_RULES[bounded.name!] !== limit) problems.push(`${where}: ${bounded.name} allows ${BOUNDED_RULES[bounded.name!]}`);
        } else if (patternLongest !== Infinity) {
          if (patternLongest > limit) problems.push(`${where}: its pattern allows ${patternLongest} characters`);
        } else if (allowed) {
          const longest = Math.max(...allowed.map((value) => String(value).length));
          if (longest > limit) problems.push(`${where}: allowed value of ${longest} characters`);
        } else if (own.some((rule) => rule.name === 'isBoolean' || rule.name === 'isNumber' || rule.name === 'isInt')) {
          continue;
        } else {
          problems.push(`${where}: no MaxLength`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
