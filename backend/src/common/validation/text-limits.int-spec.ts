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
  AssignHabitDto: null,
  AssignMealPlanDto: null,
  AssignRecipePackDto: null,
  AssignWorkoutDto: null,
  // The new password is stored as its argon2 hash; the current one and the confirmation are only compared.
  ChangePasswordDto: 'User',
  // The health profile's emergency contact is one JSON column.
  EmergencyContactDto: null,
  // Logged sets and exercises hold numbers and ids; meal ingredients ids and quantities.
  LoggedExerciseDto: null,
  LoggedSetDto: null,
  MealIngredientInput: null,
  PackMealInput: 'RecipePackMeal',
  PlanMealInput: 'MealPlanMeal',
  CreateClientDto: 'Client',
  CreateCommunityDto: 'Community',
  CreateCommunityPostDto: 'CommunityPost',
  CreateExerciseDto: 'Exercise',
  CreateFoodDto: 'Food',
  CreateFoodLogDto: 'FoodLogEntry',
  CreateFoodPreferenceDto: 'ClientFoodPreference',
  CreateGoalDto: 'Goal',
  CreateHabitTemplateDto: 'HabitTemplate',
  CreateMacroGoalDto: 'ClientMacroGoal',
  CreateMealDto: 'Meal',
  CreateMealPlanDto: 'MealPlan',
  CreateMeetingDto: 'Meeting',
  CreateMeasurementDto: 'Measurement',
  CreateProgressPhotoDto: 'ProgressPhoto',
  CreateRecipePackDto: 'RecipePack',
  CreateWellnessLogDto: 'WellnessLog',
  CreateWorkoutDto: 'Workout',
  GenerateShoppingListDto: null,
  HealthProfileDto: 'ClientHealthProfile',
  LogHabitDto: 'HabitLog',
  LogWorkoutDto: 'WorkoutLog',
  InviteStaffDto: 'BusinessStaff',
  LoginDto: null,
  RegisterDto: 'User',
  SendAttachmentFieldsDto: 'Message',
  SendMessageDto: 'Message',
  StaffSignUpDto: 'User',
  UpdateAdminProfileDto: 'User',
  UpdateClientDto: 'Client',
  UpdateClientRecipePackDto: 'ClientRecipePack',
  UpdateCommunityDto: 'Community',
  UpdateExerciseDto: 'Exercise',
  UpdateGoalDto: 'Goal',
  // The client's progress update: the goal's current value, and a progress entry with the notes.
  UpdateGoalProgressDto: 'ProgressEntry',
  UpdateHabitTemplateDto: 'HabitTemplate',
  UpdateMealDto: 'Meal',
  UpdateMealPlanDto: 'MealPlan',
  UpdateMeetingDto: 'Meeting',
  UpdateProfileDto: 'User',
  UpdateRecipePackDto: 'RecipePack',
  UpdateShoppingListItemDto: 'ShoppingListItem',
  UpdateStaffPermissionsDto: 'BusinessStaff',
  UpdateWorkoutDto: 'Workout',
  WorkoutExerciseInputDto: 'WorkoutExercise',
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
        const where = `${name}.${property} → ${entity.className}.${property} (${limit === Infinity ? 'text' : `varchar(${limit})`})`;
        if (maxLength !== undefined) {
          if (limit !== Infinity && maxLength !== limit) problems.push(`${where}: MaxLength ${maxLength}`);
        } else if (bounded) {
          if (limit !== Infinity && BOUNDED_RULES[bounded.name!] !== limit) problems.push(`${where}: ${bounded.name} allows ${BOUNDED_RULES[bounded.name!]}`);
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
