import { baseApi as api } from './base-api';
export const addTagTypes = [
  'admin',
  'auth',
  'habits',
  'meal-plans',
  'client-portal',
  'recipe-packs',
  'shopping-lists',
  'clients',
  'nutrition',
  'goals',
  'progress-photos',
  'workouts',
  'communities',
  'dashboard',
  'exercises',
  'foods',
  'health',
  'invitations',
  'meals',
  'meetings',
  'messages',
  'staff',
  'staff-invitations',
  'user',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminProfileUpdate: build.mutation<AdminProfileUpdateApiResponse, AdminProfileUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/admin/profile`, method: 'PUT', body: queryArg.updateAdminProfileDto }),
        invalidatesTags: ['admin'],
      }),
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      authMe: build.query<AuthMeApiResponse, AuthMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      authRegister: build.mutation<AuthRegisterApiResponse, AuthRegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerDto }),
        invalidatesTags: ['auth'],
      }),
      habitsEnd: build.mutation<HabitsEndApiResponse, HabitsEndApiArg>({
        query: (queryArg) => ({ url: `/api/client-habits/${queryArg.id}/end`, method: 'POST' }),
        invalidatesTags: ['habits'],
      }),
      mealPlansUnassign: build.mutation<MealPlansUnassignApiResponse, MealPlansUnassignApiArg>({
        query: (queryArg) => ({ url: `/api/client-meal-plans/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meal-plans'],
      }),
      clientCommunitiesList: build.query<ClientCommunitiesListApiResponse, ClientCommunitiesListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/communities`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogDay: build.query<ClientFoodLogDayApiResponse, ClientFoodLogDayApiArg>({
        query: (queryArg) => ({
          url: `/api/client/food-log`,
          params: {
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogAdd: build.mutation<ClientFoodLogAddApiResponse, ClientFoodLogAddApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log`, method: 'POST', body: queryArg.createFoodLogDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogRemove: build.mutation<ClientFoodLogRemoveApiResponse, ClientFoodLogRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogFrequent: build.query<ClientFoodLogFrequentApiResponse, ClientFoodLogFrequentApiArg>({
        query: () => ({ url: `/api/client/foods/frequent` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogRecent: build.query<ClientFoodLogRecentApiResponse, ClientFoodLogRecentApiArg>({
        query: () => ({ url: `/api/client/foods/recent` }),
        providesTags: ['client-portal'],
      }),
      clientPortalGoalsList: build.query<ClientPortalGoalsListApiResponse, ClientPortalGoalsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            active: queryArg.active,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalGoalsUpdateProgress: build.mutation<ClientPortalGoalsUpdateProgressApiResponse, ClientPortalGoalsUpdateProgressApiArg>({
        query: (queryArg) => ({ url: `/api/client/goals/${queryArg.id}/progress`, method: 'PATCH', body: queryArg.updateGoalProgressDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalHabitsList: build.query<ClientPortalHabitsListApiResponse, ClientPortalHabitsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/habits`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalHabitsLog: build.mutation<ClientPortalHabitsLogApiResponse, ClientPortalHabitsLogApiArg>({
        query: (queryArg) => ({ url: `/api/client/habits/${queryArg.clientHabitId}/log`, method: 'POST', body: queryArg.logHabitDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientLinkGet: build.query<ClientLinkGetApiResponse, ClientLinkGetApiArg>({
        query: () => ({ url: `/api/client/link` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogMealPlan: build.query<ClientFoodLogMealPlanApiResponse, ClientFoodLogMealPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/client/meal-plan`,
          params: {
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalMeasurementsList: build.query<ClientPortalMeasurementsListApiResponse, ClientPortalMeasurementsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/measurements`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalMeasurementsAdd: build.mutation<ClientPortalMeasurementsAddApiResponse, ClientPortalMeasurementsAddApiArg>({
        query: (queryArg) => ({ url: `/api/client/measurements`, method: 'POST', body: queryArg.createMeasurementDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalProgressList: build.query<ClientPortalProgressListApiResponse, ClientPortalProgressListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/progress`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalProgressUpload: build.mutation<ClientPortalProgressUploadApiResponse, ClientPortalProgressUploadApiArg>({
        query: (queryArg) => ({ url: `/api/client/progress`, method: 'POST', body: queryArg.uploadProgressPhotoDto }),
        invalidatesTags: ['client-portal'],
      }),
      recipePacksOwn: build.query<RecipePacksOwnApiResponse, RecipePacksOwnApiArg>({
        query: (queryArg) => ({
          url: `/api/client/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs', 'client-portal'],
      }),
      recipePacksUpdateOwn: build.mutation<RecipePacksUpdateOwnApiResponse, RecipePacksUpdateOwnApiArg>({
        query: (queryArg) => ({ url: `/api/client/recipe-packs/${queryArg.id}`, method: 'PATCH', body: queryArg.updateClientRecipePackDto }),
        invalidatesTags: ['recipe-packs', 'client-portal'],
      }),
      shoppingListsSetPurchased: build.mutation<ShoppingListsSetPurchasedApiResponse, ShoppingListsSetPurchasedApiArg>({
        query: (queryArg) => ({ url: `/api/client/shopping-list-items/${queryArg.id}`, method: 'PATCH', body: queryArg.updateShoppingListItemDto }),
        invalidatesTags: ['shopping-lists', 'client-portal'],
      }),
      shoppingListsOwn: build.query<ShoppingListsOwnApiResponse, ShoppingListsOwnApiArg>({
        query: (queryArg) => ({
          url: `/api/client/shopping-lists`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['shopping-lists', 'client-portal'],
      }),
      clientPortalWorkoutsPlan: build.query<ClientPortalWorkoutsPlanApiResponse, ClientPortalWorkoutsPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/client/workout-plan`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalWorkoutsWeek: build.query<ClientPortalWorkoutsWeekApiResponse, ClientPortalWorkoutsWeekApiArg>({
        query: () => ({ url: `/api/client/workouts/this-week` }),
        providesTags: ['client-portal'],
      }),
      clientPortalWorkoutsLog: build.mutation<ClientPortalWorkoutsLogApiResponse, ClientPortalWorkoutsLogApiArg>({
        query: (queryArg) => ({ url: `/api/client/workouts/${queryArg.clientWorkoutId}/log`, method: 'POST', body: queryArg.logWorkoutDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientsList: build.query<ClientsListApiResponse, ClientsListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            isActive: queryArg.isActive,
          },
        }),
        providesTags: ['clients'],
      }),
      clientsCreate: build.mutation<ClientsCreateApiResponse, ClientsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/clients`, method: 'POST', body: queryArg.createClientDto }),
        invalidatesTags: ['clients'],
      }),
      clientsExport: build.query<ClientsExportApiResponse, ClientsExportApiArg>({
        query: () => ({ url: `/api/clients/export` }),
        providesTags: ['clients'],
      }),
      clientsImport: build.mutation<ClientsImportApiResponse, ClientsImportApiArg>({
        query: (queryArg) => ({ url: `/api/clients/import`, method: 'POST', body: queryArg.importClientsDto }),
        invalidatesTags: ['clients'],
      }),
      clientsRemove: build.mutation<ClientsRemoveApiResponse, ClientsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['clients'],
      }),
      clientsGet: build.query<ClientsGetApiResponse, ClientsGetApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}` }),
        providesTags: ['clients'],
      }),
      clientsUpdate: build.mutation<ClientsUpdateApiResponse, ClientsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}`, method: 'PATCH', body: queryArg.updateClientDto }),
        invalidatesTags: ['clients'],
      }),
      clientsDeactivate: build.mutation<ClientsDeactivateApiResponse, ClientsDeactivateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/deactivate`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      foodPreferencesList: build.query<FoodPreferencesListApiResponse, FoodPreferencesListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/food-preferences`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['nutrition'],
      }),
      foodPreferencesCreate: build.mutation<FoodPreferencesCreateApiResponse, FoodPreferencesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/food-preferences`, method: 'POST', body: queryArg.createFoodPreferenceDto }),
        invalidatesTags: ['nutrition'],
      }),
      goalsListForClient: build.query<GoalsListForClientApiResponse, GoalsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            active: queryArg.active,
          },
        }),
        providesTags: ['goals'],
      }),
      habitsListForClient: build.query<HabitsListForClientApiResponse, HabitsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/habits`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['habits'],
      }),
      clientHealthGetHealthProfile: build.query<ClientHealthGetHealthProfileApiResponse, ClientHealthGetHealthProfileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/health-profile` }),
        providesTags: ['clients'],
      }),
      clientHealthSaveHealthProfile: build.mutation<ClientHealthSaveHealthProfileApiResponse, ClientHealthSaveHealthProfileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/health-profile`, method: 'POST', body: queryArg.healthProfileDto }),
        invalidatesTags: ['clients'],
      }),
      clientInvitationsInvite: build.mutation<ClientInvitationsInviteApiResponse, ClientInvitationsInviteApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/invite`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      clientNutritionListGoals: build.query<ClientNutritionListGoalsApiResponse, ClientNutritionListGoalsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/macro-goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['nutrition'],
      }),
      clientNutritionCreateGoal: build.mutation<ClientNutritionCreateGoalApiResponse, ClientNutritionCreateGoalApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/macro-goals`, method: 'POST', body: queryArg.createMacroGoalDto }),
        invalidatesTags: ['nutrition'],
      }),
      mealPlansAssignments: build.query<MealPlansAssignmentsApiResponse, MealPlansAssignmentsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/meal-plans`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['meal-plans'],
      }),
      clientHealthListMeasurements: build.query<ClientHealthListMeasurementsApiResponse, ClientHealthListMeasurementsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/measurements`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['clients'],
      }),
      clientHealthAddMeasurement: build.mutation<ClientHealthAddMeasurementApiResponse, ClientHealthAddMeasurementApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/measurements`, method: 'POST', body: queryArg.createMeasurementDto }),
        invalidatesTags: ['clients'],
      }),
      clientNutritionForClient: build.query<ClientNutritionForClientApiResponse, ClientNutritionForClientApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/nutrition` }),
        providesTags: ['nutrition'],
      }),
      clientProgressPhotosList: build.query<ClientProgressPhotosListApiResponse, ClientProgressPhotosListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/progress-photos`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['progress-photos'],
      }),
      clientProgressPhotosUpload: build.mutation<ClientProgressPhotosUploadApiResponse, ClientProgressPhotosUploadApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/progress-photos`, method: 'POST', body: queryArg.uploadProgressPhotoDto }),
        invalidatesTags: ['progress-photos'],
      }),
      clientsReactivate: build.mutation<ClientsReactivateApiResponse, ClientsReactivateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/reactivate`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      recipePacksForClient: build.query<RecipePacksForClientApiResponse, RecipePacksForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs'],
      }),
      shoppingListsListForClient: build.query<ShoppingListsListForClientApiResponse, ShoppingListsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/shopping-lists`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['shopping-lists'],
      }),
      shoppingListsGenerate: build.mutation<ShoppingListsGenerateApiResponse, ShoppingListsGenerateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/shopping-lists`, method: 'POST', body: queryArg.generateShoppingListDto }),
        invalidatesTags: ['shopping-lists'],
      }),
      clientHealthListWellness: build.query<ClientHealthListWellnessApiResponse, ClientHealthListWellnessApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/wellness`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['clients'],
      }),
      clientHealthAddWellness: build.mutation<ClientHealthAddWellnessApiResponse, ClientHealthAddWellnessApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/wellness`, method: 'POST', body: queryArg.createWellnessLogDto }),
        invalidatesTags: ['clients'],
      }),
      clientWorkoutsProgress: build.query<ClientWorkoutsProgressApiResponse, ClientWorkoutsProgressApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/workout-progress`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['workouts'],
      }),
      clientWorkoutsList: build.query<ClientWorkoutsListApiResponse, ClientWorkoutsListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/workouts`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['workouts'],
      }),
      communitiesList: build.query<CommunitiesListApiResponse, CommunitiesListApiArg>({
        query: (queryArg) => ({
          url: `/api/communities`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communitiesCreate: build.mutation<CommunitiesCreateApiResponse, CommunitiesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/communities`, method: 'POST', body: queryArg.createCommunityDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesRemove: build.mutation<CommunitiesRemoveApiResponse, CommunitiesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communitiesGet: build.query<CommunitiesGetApiResponse, CommunitiesGetApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}` }),
        providesTags: ['communities'],
      }),
      communitiesUpdate: build.mutation<CommunitiesUpdateApiResponse, CommunitiesUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}`, method: 'PATCH', body: queryArg.updateCommunityDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesJoin: build.mutation<CommunitiesJoinApiResponse, CommunitiesJoinApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/join`, method: 'POST' }),
        invalidatesTags: ['communities'],
      }),
      communitiesMembers: build.query<CommunitiesMembersApiResponse, CommunitiesMembersApiArg>({
        query: (queryArg) => ({
          url: `/api/communities/${queryArg.id}/members`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communitiesAddMember: build.mutation<CommunitiesAddMemberApiResponse, CommunitiesAddMemberApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/members`, method: 'POST', body: queryArg.addCommunityMemberDto }),
        invalidatesTags: ['communities'],
      }),
      communitiesRemoveMember: build.mutation<CommunitiesRemoveMemberApiResponse, CommunitiesRemoveMemberApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/members/${queryArg.clientId}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communityPostsList: build.query<CommunityPostsListApiResponse, CommunityPostsListApiArg>({
        query: (queryArg) => ({
          url: `/api/communities/${queryArg.id}/posts`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['communities'],
      }),
      communityPostsCreate: build.mutation<CommunityPostsCreateApiResponse, CommunityPostsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts`, method: 'POST', body: queryArg.createCommunityPostDto }),
        invalidatesTags: ['communities'],
      }),
      communityPostsUnreact: build.mutation<CommunityPostsUnreactApiResponse, CommunityPostsUnreactApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts/${queryArg.postId}/reactions/${queryArg.reaction}`, method: 'DELETE' }),
        invalidatesTags: ['communities'],
      }),
      communityPostsReact: build.mutation<CommunityPostsReactApiResponse, CommunityPostsReactApiArg>({
        query: (queryArg) => ({ url: `/api/communities/${queryArg.id}/posts/${queryArg.postId}/reactions/${queryArg.reaction}`, method: 'PUT' }),
        invalidatesTags: ['communities'],
      }),
      dashboardActivity: build.query<DashboardActivityApiResponse, DashboardActivityApiArg>({
        query: () => ({ url: `/api/dashboard/activity` }),
        providesTags: ['dashboard'],
      }),
      dashboardMessages: build.query<DashboardMessagesApiResponse, DashboardMessagesApiArg>({
        query: () => ({ url: `/api/dashboard/messages` }),
        providesTags: ['dashboard'],
      }),
      dashboardNutrition: build.query<DashboardNutritionApiResponse, DashboardNutritionApiArg>({
        query: () => ({ url: `/api/dashboard/nutrition` }),
        providesTags: ['dashboard'],
      }),
      dashboardStats: build.query<DashboardStatsApiResponse, DashboardStatsApiArg>({
        query: () => ({ url: `/api/dashboard/stats` }),
        providesTags: ['dashboard'],
      }),
      exercisesList: build.query<ExercisesListApiResponse, ExercisesListApiArg>({
        query: (queryArg) => ({
          url: `/api/exercises`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            difficulty: queryArg.difficulty,
            search: queryArg.search,
            muscleGroup: queryArg.muscleGroup,
            equipment: queryArg.equipment,
          },
        }),
        providesTags: ['exercises'],
      }),
      exercisesCreate: build.mutation<ExercisesCreateApiResponse, ExercisesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/exercises`, method: 'POST', body: queryArg.createExerciseDto }),
        invalidatesTags: ['exercises'],
      }),
      exercisesCategories: build.query<ExercisesCategoriesApiResponse, ExercisesCategoriesApiArg>({
        query: () => ({ url: `/api/exercises/categories` }),
        providesTags: ['exercises'],
      }),
      exercisesRemove: build.mutation<ExercisesRemoveApiResponse, ExercisesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['exercises'],
      }),
      exercisesGet: build.query<ExercisesGetApiResponse, ExercisesGetApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}` }),
        providesTags: ['exercises'],
      }),
      exercisesUpdate: build.mutation<ExercisesUpdateApiResponse, ExercisesUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}`, method: 'PATCH', body: queryArg.updateExerciseDto }),
        invalidatesTags: ['exercises'],
      }),
      exercisesImage: build.query<ExercisesImageApiResponse, ExercisesImageApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}/image` }),
        providesTags: ['exercises'],
      }),
      exercisesUploadImage: build.mutation<ExercisesUploadImageApiResponse, ExercisesUploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}/image`, method: 'POST', body: queryArg.exerciseImageUploadDto }),
        invalidatesTags: ['exercises'],
      }),
      foodPreferencesRemove: build.mutation<FoodPreferencesRemoveApiResponse, FoodPreferencesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/food-preferences/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['nutrition'],
      }),
      foodsSearch: build.query<FoodsSearchApiResponse, FoodsSearchApiArg>({
        query: (queryArg) => ({
          url: `/api/foods`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['foods'],
      }),
      foodsCreate: build.mutation<FoodsCreateApiResponse, FoodsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/foods`, method: 'POST', body: queryArg.createFoodDto }),
        invalidatesTags: ['foods'],
      }),
      foodsByBarcode: build.query<FoodsByBarcodeApiResponse, FoodsByBarcodeApiArg>({
        query: (queryArg) => ({ url: `/api/foods/barcode/${queryArg.code}` }),
        providesTags: ['foods'],
      }),
      foodsGet: build.query<FoodsGetApiResponse, FoodsGetApiArg>({
        query: (queryArg) => ({ url: `/api/foods/${queryArg.id}` }),
        providesTags: ['foods'],
      }),
      goalsCreate: build.mutation<GoalsCreateApiResponse, GoalsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/goals`, method: 'POST', body: queryArg.createGoalDto }),
        invalidatesTags: ['goals'],
      }),
      goalsRemove: build.mutation<GoalsRemoveApiResponse, GoalsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/goals/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['goals'],
      }),
      goalsUpdate: build.mutation<GoalsUpdateApiResponse, GoalsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/goals/${queryArg.id}`, method: 'PATCH', body: queryArg.updateGoalDto }),
        invalidatesTags: ['goals'],
      }),
      habitsList: build.query<HabitsListApiResponse, HabitsListApiArg>({
        query: (queryArg) => ({
          url: `/api/habit-templates`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['habits'],
      }),
      habitsCreate: build.mutation<HabitsCreateApiResponse, HabitsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates`, method: 'POST', body: queryArg.createHabitTemplateDto }),
        invalidatesTags: ['habits'],
      }),
      habitsRemove: build.mutation<HabitsRemoveApiResponse, HabitsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['habits'],
      }),
      habitsUpdate: build.mutation<HabitsUpdateApiResponse, HabitsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}`, method: 'PATCH', body: queryArg.updateHabitTemplateDto }),
        invalidatesTags: ['habits'],
      }),
      habitsAssign: build.mutation<HabitsAssignApiResponse, HabitsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignHabitDto }),
        invalidatesTags: ['habits'],
      }),
      healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['health'],
      }),
      healthLive: build.query<HealthLiveApiResponse, HealthLiveApiArg>({
        query: () => ({ url: `/api/health/live` }),
        providesTags: ['health'],
      }),
      healthReady: build.query<HealthReadyApiResponse, HealthReadyApiArg>({
        query: () => ({ url: `/api/health/ready` }),
        providesTags: ['health'],
      }),
      invitationsPreview: build.query<InvitationsPreviewApiResponse, InvitationsPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.code}` }),
        providesTags: ['invitations'],
      }),
      invitationsAccept: build.mutation<InvitationsAcceptApiResponse, InvitationsAcceptApiArg>({
        query: (queryArg) => ({ url: `/api/invitations/${queryArg.code}/accept`, method: 'POST' }),
        invalidatesTags: ['invitations'],
      }),
      mealPlansList: build.query<MealPlansListApiResponse, MealPlansListApiArg>({
        query: (queryArg) => ({
          url: `/api/meal-plans`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            isTemplate: queryArg.isTemplate,
          },
        }),
        providesTags: ['meal-plans'],
      }),
      mealPlansCreate: build.mutation<MealPlansCreateApiResponse, MealPlansCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans`, method: 'POST', body: queryArg.createMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansFeatured: build.query<MealPlansFeaturedApiResponse, MealPlansFeaturedApiArg>({
        query: () => ({ url: `/api/meal-plans/featured` }),
        providesTags: ['meal-plans'],
      }),
      mealPlansRemove: build.mutation<MealPlansRemoveApiResponse, MealPlansRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansGet: build.query<MealPlansGetApiResponse, MealPlansGetApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}` }),
        providesTags: ['meal-plans'],
      }),
      mealPlansUpdate: build.mutation<MealPlansUpdateApiResponse, MealPlansUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansAssign: build.mutation<MealPlansAssignApiResponse, MealPlansAssignApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansDuplicate: build.mutation<MealPlansDuplicateApiResponse, MealPlansDuplicateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}/duplicate`, method: 'POST' }),
        invalidatesTags: ['meal-plans'],
      }),
      mealsList: build.query<MealsListApiResponse, MealsListApiArg>({
        query: (queryArg) => ({
          url: `/api/meals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            search: queryArg.search,
          },
        }),
        providesTags: ['meals'],
      }),
      mealsCreate: build.mutation<MealsCreateApiResponse, MealsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meals`, method: 'POST', body: queryArg.createMealDto }),
        invalidatesTags: ['meals'],
      }),
      mealsCategories: build.query<MealsCategoriesApiResponse, MealsCategoriesApiArg>({
        query: () => ({ url: `/api/meals/categories` }),
        providesTags: ['meals'],
      }),
      mealsRemove: build.mutation<MealsRemoveApiResponse, MealsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meals'],
      }),
      mealsGet: build.query<MealsGetApiResponse, MealsGetApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}` }),
        providesTags: ['meals'],
      }),
      mealsUpdate: build.mutation<MealsUpdateApiResponse, MealsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMealDto }),
        invalidatesTags: ['meals'],
      }),
      mealsImage: build.query<MealsImageApiResponse, MealsImageApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}/image` }),
        providesTags: ['meals'],
      }),
      mealsUploadImage: build.mutation<MealsUploadImageApiResponse, MealsUploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}/image`, method: 'POST', body: queryArg.uploadMealImageDto }),
        invalidatesTags: ['meals'],
      }),
      meetingsList: build.query<MeetingsListApiResponse, MeetingsListApiArg>({
        query: (queryArg) => ({
          url: `/api/meetings`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            from: queryArg['from'],
            to: queryArg.to,
            timeframe: queryArg.timeframe,
          },
        }),
        providesTags: ['meetings'],
      }),
      meetingsCreate: build.mutation<MeetingsCreateApiResponse, MeetingsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meetings`, method: 'POST', body: queryArg.createMeetingDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingsStats: build.query<MeetingsStatsApiResponse, MeetingsStatsApiArg>({
        query: () => ({ url: `/api/meetings/stats` }),
        providesTags: ['meetings'],
      }),
      meetingsGet: build.query<MeetingsGetApiResponse, MeetingsGetApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}` }),
        providesTags: ['meetings'],
      }),
      meetingsUpdate: build.mutation<MeetingsUpdateApiResponse, MeetingsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMeetingDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingsCancel: build.mutation<MeetingsCancelApiResponse, MeetingsCancelApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['meetings'],
      }),
      messagesList: build.query<MessagesListApiResponse, MessagesListApiArg>({
        query: (queryArg) => ({
          url: `/api/messages`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
            withUser: queryArg.withUser,
          },
        }),
        providesTags: ['messages'],
      }),
      messagesSend: build.mutation<MessagesSendApiResponse, MessagesSendApiArg>({
        query: (queryArg) => ({ url: `/api/messages`, method: 'POST', body: queryArg.sendMessageDto }),
        invalidatesTags: ['messages'],
      }),
      messagesSendAttachment: build.mutation<MessagesSendAttachmentApiResponse, MessagesSendAttachmentApiArg>({
        query: (queryArg) => ({ url: `/api/messages/attachments`, method: 'POST', body: queryArg.sendAttachmentDto }),
        invalidatesTags: ['messages'],
      }),
      messagesConversations: build.query<MessagesConversationsApiResponse, MessagesConversationsApiArg>({
        query: (queryArg) => ({
          url: `/api/messages/conversations`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['messages'],
      }),
      messagesUnreadCount: build.query<MessagesUnreadCountApiResponse, MessagesUnreadCountApiArg>({
        query: () => ({ url: `/api/messages/unread-count` }),
        providesTags: ['messages'],
      }),
      messagesAttachment: build.query<MessagesAttachmentApiResponse, MessagesAttachmentApiArg>({
        query: (queryArg) => ({ url: `/api/messages/${queryArg.id}/attachment` }),
        providesTags: ['messages'],
      }),
      clientNutritionOverview: build.query<ClientNutritionOverviewApiResponse, ClientNutritionOverviewApiArg>({
        query: () => ({ url: `/api/nutrition/overview` }),
        providesTags: ['nutrition'],
      }),
      clientNutritionStats: build.query<ClientNutritionStatsApiResponse, ClientNutritionStatsApiArg>({
        query: () => ({ url: `/api/nutrition/stats` }),
        providesTags: ['nutrition'],
      }),
      progressPhotosRemove: build.mutation<ProgressPhotosRemoveApiResponse, ProgressPhotosRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/progress-photos/${queryArg.photoId}`, method: 'DELETE' }),
        invalidatesTags: ['progress-photos'],
      }),
      progressPhotosImage: build.query<ProgressPhotosImageApiResponse, ProgressPhotosImageApiArg>({
        query: (queryArg) => ({ url: `/api/progress-photos/${queryArg.photoId}/image` }),
        providesTags: ['progress-photos'],
      }),
      recipePacksList: build.query<RecipePacksListApiResponse, RecipePacksListApiArg>({
        query: (queryArg) => ({
          url: `/api/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs'],
      }),
      recipePacksCreate: build.mutation<RecipePacksCreateApiResponse, RecipePacksCreateApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs`, method: 'POST', body: queryArg.createRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksRemove: build.mutation<RecipePacksRemoveApiResponse, RecipePacksRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksGet: build.query<RecipePacksGetApiResponse, RecipePacksGetApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}` }),
        providesTags: ['recipe-packs'],
      }),
      recipePacksUpdate: build.mutation<RecipePacksUpdateApiResponse, RecipePacksUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}`, method: 'PATCH', body: queryArg.updateRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksAssign: build.mutation<RecipePacksAssignApiResponse, RecipePacksAssignApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      shoppingListsRemove: build.mutation<ShoppingListsRemoveApiResponse, ShoppingListsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/shopping-lists/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['shopping-lists'],
      }),
      staffList: build.query<StaffListApiResponse, StaffListApiArg>({
        query: (queryArg) => ({
          url: `/api/staff`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['staff'],
      }),
      staffInvitationsPreview: build.query<StaffInvitationsPreviewApiResponse, StaffInvitationsPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}` }),
        providesTags: ['staff-invitations'],
      }),
      staffInvitationsAccept: build.mutation<StaffInvitationsAcceptApiResponse, StaffInvitationsAcceptApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}/accept`, method: 'POST' }),
        invalidatesTags: ['staff-invitations'],
      }),
      staffInvitationsSignUp: build.mutation<StaffInvitationsSignUpApiResponse, StaffInvitationsSignUpApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}/sign-up`, method: 'POST', body: queryArg.staffSignUpDto }),
        invalidatesTags: ['staff-invitations'],
      }),
      staffInvite: build.mutation<StaffInviteApiResponse, StaffInviteApiArg>({
        query: (queryArg) => ({ url: `/api/staff/invite`, method: 'POST', body: queryArg.inviteStaffDto }),
        invalidatesTags: ['staff'],
      }),
      ownStaffGet: build.query<OwnStaffGetApiResponse, OwnStaffGetApiArg>({
        query: () => ({ url: `/api/staff/me` }),
        providesTags: ['staff'],
      }),
      staffSummary: build.query<StaffSummaryApiResponse, StaffSummaryApiArg>({
        query: () => ({ url: `/api/staff/summary` }),
        providesTags: ['staff'],
      }),
      staffRemove: build.mutation<StaffRemoveApiResponse, StaffRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['staff'],
      }),
      staffUpdatePermissions: build.mutation<StaffUpdatePermissionsApiResponse, StaffUpdatePermissionsApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/permissions`, method: 'PATCH', body: queryArg.updateStaffPermissionsDto }),
        invalidatesTags: ['staff'],
      }),
      usersCompleteOnboarding: build.mutation<UsersCompleteOnboardingApiResponse, UsersCompleteOnboardingApiArg>({
        query: () => ({ url: `/api/user/complete-onboarding`, method: 'POST' }),
        invalidatesTags: ['user'],
      }),
      usersChangePassword: build.mutation<UsersChangePasswordApiResponse, UsersChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/user/password`, method: 'PUT', body: queryArg.changePasswordDto }),
        invalidatesTags: ['user'],
      }),
      usersUpdateProfile: build.mutation<UsersUpdateProfileApiResponse, UsersUpdateProfileApiArg>({
        query: (queryArg) => ({ url: `/api/user/profile`, method: 'PUT', body: queryArg.updateProfileDto }),
        invalidatesTags: ['user'],
      }),
      workoutsList: build.query<WorkoutsListApiResponse, WorkoutsListApiArg>({
        query: (queryArg) => ({
          url: `/api/workouts`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['workouts'],
      }),
      workoutsCreate: build.mutation<WorkoutsCreateApiResponse, WorkoutsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts`, method: 'POST', body: queryArg.createWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsRemove: build.mutation<WorkoutsRemoveApiResponse, WorkoutsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['workouts'],
      }),
      workoutsGet: build.query<WorkoutsGetApiResponse, WorkoutsGetApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}` }),
        providesTags: ['workouts'],
      }),
      workoutsUpdate: build.mutation<WorkoutsUpdateApiResponse, WorkoutsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}`, method: 'PATCH', body: queryArg.updateWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsAssign: build.mutation<WorkoutsAssignApiResponse, WorkoutsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsDuplicate: build.mutation<WorkoutsDuplicateApiResponse, WorkoutsDuplicateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}/duplicate`, method: 'POST' }),
        invalidatesTags: ['workouts'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type AdminProfileUpdateApiResponse = /** status 200 The updated admin */ UserResponseDto;
export type AdminProfileUpdateApiArg = {
  updateAdminProfileDto: UpdateAdminProfileDto;
};
export type AuthLoginApiResponse = /** status 200 Signed in */ AuthResponseDto;
export type AuthLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthLogoutApiResponse = /** status 200 Signed out */ LogoutResponseDto;
export type AuthLogoutApiArg = void;
export type AuthMeApiResponse = /** status 200 The signed-in user */ UserResponseDto;
export type AuthMeApiArg = void;
export type AuthRegisterApiResponse = /** status 201 The new account, signed in */ AuthResponseDto;
export type AuthRegisterApiArg = {
  registerDto: RegisterDto;
};
export type HabitsEndApiResponse = /** status 200 The habit, ended */ ClientHabitResponseDto;
export type HabitsEndApiArg = {
  id: string;
};
export type MealPlansUnassignApiResponse = unknown;
export type MealPlansUnassignApiArg = {
  id: string;
};
export type ClientCommunitiesListApiResponse = /** status 200 The communities, by name */ ClientCommunityResponseDto[];
export type ClientCommunitiesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientFoodLogDayApiResponse = /** status 200 The day */ FoodLogDayDto;
export type ClientFoodLogDayApiArg = {
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientFoodLogAddApiResponse = /** status 201 The entry */ FoodLogEntryDto;
export type ClientFoodLogAddApiArg = {
  createFoodLogDto: CreateFoodLogDto;
};
export type ClientFoodLogRemoveApiResponse = unknown;
export type ClientFoodLogRemoveApiArg = {
  id: string;
};
export type ClientFoodLogFrequentApiResponse = /** status 200 Up to 10 foods */ LoggedFoodDto[];
export type ClientFoodLogFrequentApiArg = void;
export type ClientFoodLogRecentApiResponse = /** status 200 Up to 10 foods */ LoggedFoodDto[];
export type ClientFoodLogRecentApiArg = void;
export type ClientPortalGoalsListApiResponse = /** status 200 The goals, newest first */ GoalResponseDto[];
export type ClientPortalGoalsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** true: only the active goals; false: only the others (achieved, paused, cancelled); left out: all. */
  active?: boolean;
};
export type ClientPortalGoalsUpdateProgressApiResponse = /** status 200 The goal with its new current value and progress */ GoalResponseDto;
export type ClientPortalGoalsUpdateProgressApiArg = {
  id: string;
  updateGoalProgressDto: UpdateGoalProgressDto;
};
export type ClientPortalHabitsListApiResponse = /** status 200 The page of habits, oldest first */ ClientHabitResponseDto[];
export type ClientPortalHabitsListApiArg = {
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
  /** The client's calendar date (YYYY-MM-DD); the server's UTC date when left out. */
  date?: string;
};
export type ClientPortalHabitsLogApiResponse = /** status 200 The habit with its new figures */ ClientHabitResponseDto;
export type ClientPortalHabitsLogApiArg = {
  clientHabitId: string;
  logHabitDto: LogHabitDto;
};
export type ClientLinkGetApiResponse = /** status 200 The link, or linked false */ ClientLinkResponseDto;
export type ClientLinkGetApiArg = void;
export type ClientFoodLogMealPlanApiResponse = /** status 200 The plan of the day */ ClientMealPlanViewDto;
export type ClientFoodLogMealPlanApiArg = {
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientPortalMeasurementsListApiResponse = /** status 200 The page of measurements, newest first */ MeasurementResponseDto[];
export type ClientPortalMeasurementsListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalMeasurementsAddApiResponse = /** status 201 The recorded measurement */ MeasurementResponseDto;
export type ClientPortalMeasurementsAddApiArg = {
  createMeasurementDto: CreateMeasurementDto;
};
export type ClientPortalProgressListApiResponse = /** status 200 The page of the progress photos, newest first */ ProgressPhotoResponseDto[];
export type ClientPortalProgressListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalProgressUploadApiResponse = /** status 201 The photo as saved */ ProgressPhotoResponseDto;
export type ClientPortalProgressUploadApiArg = {
  uploadProgressPhotoDto: UploadProgressPhotoDto;
};
export type RecipePacksOwnApiResponse = /** status 200 The packs, latest first */ ClientRecipePackDto[];
export type RecipePacksOwnApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type RecipePacksUpdateOwnApiResponse = /** status 200 The assignment */ ClientRecipePackDto;
export type RecipePacksUpdateOwnApiArg = {
  id: string;
  updateClientRecipePackDto: UpdateClientRecipePackDto;
};
export type ShoppingListsSetPurchasedApiResponse = /** status 200 The item */ ShoppingListItemDto;
export type ShoppingListsSetPurchasedApiArg = {
  id: string;
  updateShoppingListItemDto: UpdateShoppingListItemDto;
};
export type ShoppingListsOwnApiResponse = /** status 200 The page of lists, newest week first */ ShoppingListDto[];
export type ShoppingListsOwnApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalWorkoutsPlanApiResponse = /** status 200 The page of the plan, soonest first */ ClientWorkoutResponseDto[];
export type ClientPortalWorkoutsPlanApiArg = {
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalWorkoutsWeekApiResponse = /** status 200 Planned and completed workouts of this week */ ClientWeekResponseDto;
export type ClientPortalWorkoutsWeekApiArg = void;
export type ClientPortalWorkoutsLogApiResponse = /** status 200 The workout, completed, with the logged session */ ClientWorkoutResponseDto;
export type ClientPortalWorkoutsLogApiArg = {
  clientWorkoutId: string;
  logWorkoutDto: LogWorkoutDto;
};
export type ClientsListApiResponse = /** status 200 The page of clients, newest first */ ClientResponseDto[];
export type ClientsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Matches the full name or the e-mail, case-insensitively. */
  search?: string;
  isActive?: boolean;
};
export type ClientsCreateApiResponse = /** status 201 The new client */ ClientResponseDto;
export type ClientsCreateApiArg = {
  createClientDto: CreateClientDto;
};
export type ClientsExportApiResponse = /** status 200 The CSV file (clients.csv) */ string;
export type ClientsExportApiArg = void;
export type ClientsImportApiResponse = /** status 200 What was read, created and refused, row by row */ ImportClientsResponseDto;
export type ClientsImportApiArg = {
  importClientsDto: ImportClientsDto;
};
export type ClientsRemoveApiResponse = unknown;
export type ClientsRemoveApiArg = {
  id: string;
};
export type ClientsGetApiResponse = /** status 200 The client */ ClientResponseDto;
export type ClientsGetApiArg = {
  id: string;
};
export type ClientsUpdateApiResponse = /** status 200 The updated client */ ClientResponseDto;
export type ClientsUpdateApiArg = {
  id: string;
  updateClientDto: UpdateClientDto;
};
export type ClientsDeactivateApiResponse = /** status 200 The client, inactive */ ClientResponseDto;
export type ClientsDeactivateApiArg = {
  id: string;
};
export type FoodPreferencesListApiResponse = /** status 200 The preferences, newest first */ FoodPreferenceDto[];
export type FoodPreferencesListApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type FoodPreferencesCreateApiResponse = /** status 201 The preference */ FoodPreferenceDto;
export type FoodPreferencesCreateApiArg = {
  id: string;
  createFoodPreferenceDto: CreateFoodPreferenceDto;
};
export type GoalsListForClientApiResponse = /** status 200 The goals, newest first */ GoalResponseDto[];
export type GoalsListForClientApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** true: only the active goals; false: only the others (achieved, paused, cancelled); left out: all. */
  active?: boolean;
};
export type HabitsListForClientApiResponse = /** status 200 The page of the client's habits, oldest first */ ClientHabitResponseDto[];
export type HabitsListForClientApiArg = {
  id: string;
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthGetHealthProfileApiResponse = /** status 200 The health profile (empty until first saved) */ HealthProfileResponseDto;
export type ClientHealthGetHealthProfileApiArg = {
  id: string;
};
export type ClientHealthSaveHealthProfileApiResponse = /** status 201 The saved health profile */ HealthProfileResponseDto;
export type ClientHealthSaveHealthProfileApiArg = {
  id: string;
  healthProfileDto: HealthProfileDto;
};
export type ClientInvitationsInviteApiResponse = /** status 201 The invitation sent */ ClientInvitationResponseDto;
export type ClientInvitationsInviteApiArg = {
  id: string;
};
export type ClientNutritionListGoalsApiResponse = /** status 200 The goals, newest effective date first */ MacroGoalResponseDto[];
export type ClientNutritionListGoalsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientNutritionCreateGoalApiResponse = /** status 201 The new goal */ MacroGoalResponseDto;
export type ClientNutritionCreateGoalApiArg = {
  id: string;
  createMacroGoalDto: CreateMacroGoalDto;
};
export type MealPlansAssignmentsApiResponse = /** status 200 The assignments, newest start first */ ClientMealPlanResponseDto[];
export type MealPlansAssignmentsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthListMeasurementsApiResponse = /** status 200 The page of measurements, newest first */ MeasurementResponseDto[];
export type ClientHealthListMeasurementsApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthAddMeasurementApiResponse = /** status 201 The recorded measurement */ MeasurementResponseDto;
export type ClientHealthAddMeasurementApiArg = {
  id: string;
  createMeasurementDto: CreateMeasurementDto;
};
export type ClientNutritionForClientApiResponse = /** status 200 The client's nutrition */ ClientNutritionDto;
export type ClientNutritionForClientApiArg = {
  id: string;
};
export type ClientProgressPhotosListApiResponse = /** status 200 The page of the client's progress photos, newest first */ ProgressPhotoResponseDto[];
export type ClientProgressPhotosListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientProgressPhotosUploadApiResponse = /** status 201 The photo as saved */ ProgressPhotoResponseDto;
export type ClientProgressPhotosUploadApiArg = {
  id: string;
  uploadProgressPhotoDto: UploadProgressPhotoDto;
};
export type ClientsReactivateApiResponse = /** status 200 The client, active */ ClientResponseDto;
export type ClientsReactivateApiArg = {
  id: string;
};
export type RecipePacksForClientApiResponse = /** status 200 The assignments, latest first */ ClientRecipePackDto[];
export type RecipePacksForClientApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ShoppingListsListForClientApiResponse = /** status 200 The page of lists, newest week first */ ShoppingListDto[];
export type ShoppingListsListForClientApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ShoppingListsGenerateApiResponse = /** status 201 The list */ ShoppingListDto;
export type ShoppingListsGenerateApiArg = {
  id: string;
  generateShoppingListDto: GenerateShoppingListDto;
};
export type ClientHealthListWellnessApiResponse = /** status 200 The page of check-ins, newest day first */ WellnessLogResponseDto[];
export type ClientHealthListWellnessApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthAddWellnessApiResponse = /** status 201 The recorded check-in */ WellnessLogResponseDto;
export type ClientHealthAddWellnessApiArg = {
  id: string;
  createWellnessLogDto: CreateWellnessLogDto;
};
export type ClientWorkoutsProgressApiResponse = /** status 200 The page of exercises by name, each with its days in order */ ExerciseProgressDto[];
export type ClientWorkoutsProgressApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientWorkoutsListApiResponse = /** status 200 The page of client workouts, latest day first */ ClientWorkoutResponseDto[];
export type ClientWorkoutsListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type CommunitiesListApiResponse = /** status 200 The communities, newest first */ CommunityResponseDto[];
export type CommunitiesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type CommunitiesCreateApiResponse = /** status 201 The new community */ CommunityResponseDto;
export type CommunitiesCreateApiArg = {
  createCommunityDto: CreateCommunityDto;
};
export type CommunitiesRemoveApiResponse = unknown;
export type CommunitiesRemoveApiArg = {
  id: string;
};
export type CommunitiesGetApiResponse = /** status 200 The community */ CommunityResponseDto;
export type CommunitiesGetApiArg = {
  id: string;
};
export type CommunitiesUpdateApiResponse = /** status 200 The updated community */ CommunityResponseDto;
export type CommunitiesUpdateApiArg = {
  id: string;
  updateCommunityDto: UpdateCommunityDto;
};
export type CommunitiesJoinApiResponse = /** status 201 The caller, now a member */ CommunityMemberResponseDto;
export type CommunitiesJoinApiArg = {
  id: string;
};
export type CommunitiesMembersApiResponse = /** status 200 The page of members, oldest first */ CommunityMemberResponseDto[];
export type CommunitiesMembersApiArg = {
  id: string;
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type CommunitiesAddMemberApiResponse = /** status 201 The new member */ CommunityMemberResponseDto;
export type CommunitiesAddMemberApiArg = {
  id: string;
  addCommunityMemberDto: AddCommunityMemberDto;
};
export type CommunitiesRemoveMemberApiResponse = unknown;
export type CommunitiesRemoveMemberApiArg = {
  id: string;
  clientId: string;
};
export type CommunityPostsListApiResponse = /** status 200 The page of posts, newest first */ CommunityPostResponseDto[];
export type CommunityPostsListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type CommunityPostsCreateApiResponse = /** status 201 The post as saved */ CommunityReplyResponseDto;
export type CommunityPostsCreateApiArg = {
  id: string;
  createCommunityPostDto: CreateCommunityPostDto;
};
export type CommunityPostsUnreactApiResponse = /** status 200 The post with its reactions */ CommunityReplyResponseDto;
export type CommunityPostsUnreactApiArg = {
  id: string;
  postId: string;
  reaction: CommunityReaction;
};
export type CommunityPostsReactApiResponse = /** status 200 The post with its reactions */ CommunityReplyResponseDto;
export type CommunityPostsReactApiArg = {
  id: string;
  postId: string;
  reaction: CommunityReaction;
};
export type DashboardActivityApiResponse = /** status 200 Up to 10 events, newest first */ ActivityItemDto[];
export type DashboardActivityApiArg = void;
export type DashboardMessagesApiResponse = /** status 200 Up to 5 messages, newest first, and the unread count */ RecentMessagesDto;
export type DashboardMessagesApiArg = void;
export type DashboardNutritionApiResponse = /** status 200 Categories and featured plans */ NutritionOverviewDto;
export type DashboardNutritionApiArg = void;
export type DashboardStatsApiResponse = /** status 200 The stat cards */ DashboardStatsDto;
export type DashboardStatsApiArg = void;
export type ExercisesListApiResponse = /** status 200 The page of exercises, by name */ ExerciseResponseDto[];
export type ExercisesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  category?: ExerciseCategory;
  difficulty?: Difficulty;
  /** Matches the name or the description, case-insensitively. */
  search?: string;
  /** An exercise matches when it trains this muscle group (case-insensitive). */
  muscleGroup?: string;
  /** Exact equipment, case-insensitive. */
  equipment?: string;
};
export type ExercisesCreateApiResponse = /** status 201 The new exercise */ ExerciseResponseDto;
export type ExercisesCreateApiArg = {
  createExerciseDto: CreateExerciseDto;
};
export type ExercisesCategoriesApiResponse = /** status 200 The four categories, in the spec order */ ExerciseCategoryDto[];
export type ExercisesCategoriesApiArg = void;
export type ExercisesRemoveApiResponse = unknown;
export type ExercisesRemoveApiArg = {
  id: string;
};
export type ExercisesGetApiResponse = /** status 200 The exercise */ ExerciseResponseDto;
export type ExercisesGetApiArg = {
  id: string;
};
export type ExercisesUpdateApiResponse = /** status 200 The updated exercise */ ExerciseResponseDto;
export type ExercisesUpdateApiArg = {
  id: string;
  updateExerciseDto: UpdateExerciseDto;
};
export type ExercisesImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type ExercisesImageApiArg = {
  id: string;
};
export type ExercisesUploadImageApiResponse = /** status 200 The exercise with its image */ ExerciseResponseDto;
export type ExercisesUploadImageApiArg = {
  id: string;
  exerciseImageUploadDto: ExerciseImageUploadDto;
};
export type FoodPreferencesRemoveApiResponse = unknown;
export type FoodPreferencesRemoveApiArg = {
  id: string;
};
export type FoodsSearchApiResponse = /** status 200 The page of foods, best match first */ FoodResponseDto[];
export type FoodsSearchApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Words or beginnings of words of the name or brand. */
  search?: string;
};
export type FoodsCreateApiResponse = /** status 201 The new food */ FoodResponseDto;
export type FoodsCreateApiArg = {
  createFoodDto: CreateFoodDto;
};
export type FoodsByBarcodeApiResponse = /** status 200 The food */ FoodResponseDto;
export type FoodsByBarcodeApiArg = {
  code: string;
};
export type FoodsGetApiResponse = /** status 200 The food */ FoodResponseDto;
export type FoodsGetApiArg = {
  id: string;
};
export type GoalsCreateApiResponse = /** status 201 The new goal */ GoalResponseDto;
export type GoalsCreateApiArg = {
  createGoalDto: CreateGoalDto;
};
export type GoalsRemoveApiResponse = unknown;
export type GoalsRemoveApiArg = {
  id: string;
};
export type GoalsUpdateApiResponse = /** status 200 The updated goal */ GoalResponseDto;
export type GoalsUpdateApiArg = {
  id: string;
  updateGoalDto: UpdateGoalDto;
};
export type HabitsListApiResponse = /** status 200 The habits, by name */ HabitTemplateResponseDto[];
export type HabitsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type HabitsCreateApiResponse = /** status 201 The new habit */ HabitTemplateResponseDto;
export type HabitsCreateApiArg = {
  createHabitTemplateDto: CreateHabitTemplateDto;
};
export type HabitsRemoveApiResponse = unknown;
export type HabitsRemoveApiArg = {
  id: string;
};
export type HabitsUpdateApiResponse = /** status 200 The updated habit */ HabitTemplateResponseDto;
export type HabitsUpdateApiArg = {
  id: string;
  updateHabitTemplateDto: UpdateHabitTemplateDto;
};
export type HabitsAssignApiResponse = /** status 201 How many clients got it and how many had it already */ AssignHabitResponseDto;
export type HabitsAssignApiArg = {
  id: string;
  assignHabitDto: AssignHabitDto;
};
export type HealthCheckApiResponse = /** status 200 PostgreSQL and Redis answer */ HealthResponseDto;
export type HealthCheckApiArg = void;
export type HealthLiveApiResponse = /** status 200 The process serves HTTP */ LivenessResponseDto;
export type HealthLiveApiArg = void;
export type HealthReadyApiResponse = /** status 200 PostgreSQL and Redis answer */ HealthResponseDto;
export type HealthReadyApiArg = void;
export type InvitationsPreviewApiResponse = /** status 200 The invitation */ InvitationPreviewResponseDto;
export type InvitationsPreviewApiArg = {
  code: string;
};
export type InvitationsAcceptApiResponse = /** status 200 Linked */ InvitationAcceptedResponseDto;
export type InvitationsAcceptApiArg = {
  code: string;
};
export type MealPlansListApiResponse = /** status 200 The page of meal plans, newest first */ MealPlanResponseDto[];
export type MealPlansListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Part of the name or description, case-insensitive. */
  search?: string;
  /** Only templates (true) or only the other plans (false). */
  isTemplate?: boolean;
};
export type MealPlansCreateApiResponse = /** status 201 The new plan */ MealPlanDetailDto;
export type MealPlansCreateApiArg = {
  createMealPlanDto: CreateMealPlanDto;
};
export type MealPlansFeaturedApiResponse = /** status 200 Up to 4 featured plans */ FeaturedPlanDto[];
export type MealPlansFeaturedApiArg = void;
export type MealPlansRemoveApiResponse = unknown;
export type MealPlansRemoveApiArg = {
  id: string;
};
export type MealPlansGetApiResponse = /** status 200 The plan */ MealPlanDetailDto;
export type MealPlansGetApiArg = {
  id: string;
};
export type MealPlansUpdateApiResponse = /** status 200 The updated plan */ MealPlanDetailDto;
export type MealPlansUpdateApiArg = {
  id: string;
  updateMealPlanDto: UpdateMealPlanDto;
};
export type MealPlansAssignApiResponse = /** status 201 The assignment */ ClientMealPlanResponseDto;
export type MealPlansAssignApiArg = {
  id: string;
  assignMealPlanDto: AssignMealPlanDto;
};
export type MealPlansDuplicateApiResponse = /** status 201 The copy */ MealPlanDetailDto;
export type MealPlansDuplicateApiArg = {
  id: string;
};
export type MealsListApiResponse = /** status 200 The page of meals, newest first */ MealResponseDto[];
export type MealsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  category?: MealCategory;
  /** Part of the name or description, case-insensitive. */
  search?: string;
};
export type MealsCreateApiResponse = /** status 201 The new meal */ MealResponseDto;
export type MealsCreateApiArg = {
  createMealDto: CreateMealDto;
};
export type MealsCategoriesApiResponse = /** status 200 The four categories, in that order */ MealCategoryDto[];
export type MealsCategoriesApiArg = void;
export type MealsRemoveApiResponse = unknown;
export type MealsRemoveApiArg = {
  id: string;
};
export type MealsGetApiResponse = /** status 200 The meal */ MealResponseDto;
export type MealsGetApiArg = {
  id: string;
};
export type MealsUpdateApiResponse = /** status 200 The updated meal */ MealResponseDto;
export type MealsUpdateApiArg = {
  id: string;
  updateMealDto: UpdateMealDto;
};
export type MealsImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type MealsImageApiArg = {
  id: string;
};
export type MealsUploadImageApiResponse = /** status 200 The meal with its image */ MealResponseDto;
export type MealsUploadImageApiArg = {
  id: string;
  uploadMealImageDto: UploadMealImageDto;
};
export type MeetingsListApiResponse = /** status 200 The page of meetings */ MeetingResponseDto[];
export type MeetingsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Meetings that end after this instant. */
  from?: string;
  /** Meetings that start before this instant. */
  to?: string;
  /** upcoming: in the future and scheduled, soonest first; past: everything else, latest first. */
  timeframe?: MeetingTimeframe;
};
export type MeetingsCreateApiResponse = /** status 201 The new meeting */ MeetingResponseDto;
export type MeetingsCreateApiArg = {
  createMeetingDto: CreateMeetingDto;
};
export type MeetingsStatsApiResponse = /** status 200 The counts and the time zone */ MeetingStatsResponseDto;
export type MeetingsStatsApiArg = void;
export type MeetingsGetApiResponse = /** status 200 The meeting */ MeetingResponseDto;
export type MeetingsGetApiArg = {
  id: string;
};
export type MeetingsUpdateApiResponse = /** status 200 The updated meeting */ MeetingResponseDto;
export type MeetingsUpdateApiArg = {
  id: string;
  updateMeetingDto: UpdateMeetingDto;
};
export type MeetingsCancelApiResponse = /** status 200 The cancelled meeting */ MeetingResponseDto;
export type MeetingsCancelApiArg = {
  id: string;
};
export type MessagesListApiResponse = /** status 200 The page of messages, newest first */ MessageResponseDto[];
export type MessagesListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
  /** The other party: a client's id (business side; a linked client's user id also works) or the coach's id (client side). Absent: every conversation. */
  withUser?: string;
};
export type MessagesSendApiResponse = /** status 201 The message as saved */ MessageResponseDto;
export type MessagesSendApiArg = {
  sendMessageDto: SendMessageDto;
};
export type MessagesSendAttachmentApiResponse = /** status 201 The attachment message as saved */ MessageResponseDto;
export type MessagesSendAttachmentApiArg = {
  sendAttachmentDto: SendAttachmentDto;
};
export type MessagesConversationsApiResponse = /** status 200 The conversations, most recent first */ ConversationResponseDto[];
export type MessagesConversationsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Part of the client's name or e-mail, case-insensitive. */
  search?: string;
};
export type MessagesUnreadCountApiResponse = /** status 200 The unread count */ UnreadCountResponseDto;
export type MessagesUnreadCountApiArg = void;
export type MessagesAttachmentApiResponse = /** status 200 The file, with its detected Content-Type */ Blob;
export type MessagesAttachmentApiArg = {
  id: string;
};
export type ClientNutritionOverviewApiResponse = /** status 200 Categories and featured plans */ NutritionOverviewDto;
export type ClientNutritionOverviewApiArg = void;
export type ClientNutritionStatsApiResponse = /** status 200 The figures */ NutritionStatsDto;
export type ClientNutritionStatsApiArg = void;
export type ProgressPhotosRemoveApiResponse = unknown;
export type ProgressPhotosRemoveApiArg = {
  photoId: string;
};
export type ProgressPhotosImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type ProgressPhotosImageApiArg = {
  photoId: string;
};
export type RecipePacksListApiResponse = /** status 200 The packs, newest first */ RecipePackDto[];
export type RecipePacksListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type RecipePacksCreateApiResponse = /** status 201 The new pack */ RecipePackDto;
export type RecipePacksCreateApiArg = {
  createRecipePackDto: CreateRecipePackDto;
};
export type RecipePacksRemoveApiResponse = unknown;
export type RecipePacksRemoveApiArg = {
  id: string;
};
export type RecipePacksGetApiResponse = /** status 200 The pack */ RecipePackDto;
export type RecipePacksGetApiArg = {
  id: string;
};
export type RecipePacksUpdateApiResponse = /** status 200 The updated pack */ RecipePackDto;
export type RecipePacksUpdateApiArg = {
  id: string;
  updateRecipePackDto: UpdateRecipePackDto;
};
export type RecipePacksAssignApiResponse = /** status 201 The assignment */ ClientRecipePackDto;
export type RecipePacksAssignApiArg = {
  id: string;
  assignRecipePackDto: AssignRecipePackDto;
};
export type ShoppingListsRemoveApiResponse = unknown;
export type ShoppingListsRemoveApiArg = {
  id: string;
};
export type StaffListApiResponse = /** status 200 The page of staff entries */ StaffEntryResponseDto[];
export type StaffListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type StaffInvitationsPreviewApiResponse = /** status 200 The invitation */ StaffInvitationPreviewResponseDto;
export type StaffInvitationsPreviewApiArg = {
  code: string;
};
export type StaffInvitationsAcceptApiResponse = /** status 200 Joined */ StaffInvitationAcceptedResponseDto;
export type StaffInvitationsAcceptApiArg = {
  code: string;
};
export type StaffInvitationsSignUpApiResponse = /** status 201 The new staff account, signed in */ AuthResponseDto;
export type StaffInvitationsSignUpApiArg = {
  code: string;
  staffSignUpDto: StaffSignUpDto;
};
export type StaffInviteApiResponse = /** status 201 The pending invitation */ StaffEntryResponseDto;
export type StaffInviteApiArg = {
  inviteStaffDto: InviteStaffDto;
};
export type OwnStaffGetApiResponse = /** status 200 The membership */ OwnStaffMembershipResponseDto;
export type OwnStaffGetApiArg = void;
export type StaffSummaryApiResponse = /** status 200 The counts */ StaffSummaryResponseDto;
export type StaffSummaryApiArg = void;
export type StaffRemoveApiResponse = unknown;
export type StaffRemoveApiArg = {
  id: string;
};
export type StaffUpdatePermissionsApiResponse = /** status 200 The entry with its new permissions */ StaffEntryResponseDto;
export type StaffUpdatePermissionsApiArg = {
  id: string;
  updateStaffPermissionsDto: UpdateStaffPermissionsDto;
};
export type UsersCompleteOnboardingApiResponse = /** status 200 The user, with onboardingCompleted true */ UserResponseDto;
export type UsersCompleteOnboardingApiArg = void;
export type UsersChangePasswordApiResponse = unknown;
export type UsersChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type UsersUpdateProfileApiResponse = /** status 200 The updated user */ UserResponseDto;
export type UsersUpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type WorkoutsListApiResponse = /** status 200 The page of workouts, newest first */ WorkoutResponseDto[];
export type WorkoutsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Matches the name or the description, case-insensitively. */
  search?: string;
};
export type WorkoutsCreateApiResponse = /** status 201 The new workout */ WorkoutResponseDto;
export type WorkoutsCreateApiArg = {
  createWorkoutDto: CreateWorkoutDto;
};
export type WorkoutsRemoveApiResponse = unknown;
export type WorkoutsRemoveApiArg = {
  id: string;
};
export type WorkoutsGetApiResponse = /** status 200 The workout */ WorkoutResponseDto;
export type WorkoutsGetApiArg = {
  id: string;
};
export type WorkoutsUpdateApiResponse = /** status 200 The updated workout */ WorkoutResponseDto;
export type WorkoutsUpdateApiArg = {
  id: string;
  updateWorkoutDto: UpdateWorkoutDto;
};
export type WorkoutsAssignApiResponse = /** status 201 What was created and skipped */ AssignWorkoutResponseDto;
export type WorkoutsAssignApiArg = {
  id: string;
  assignWorkoutDto: AssignWorkoutDto;
};
export type WorkoutsDuplicateApiResponse = /** status 201 The copy */ WorkoutResponseDto;
export type WorkoutsDuplicateApiArg = {
  id: string;
};
export type Role = 'admin' | 'business' | 'staff' | 'client';
export type UnitSystem = 'imperial' | 'metric';
export type UserResponseDto = {
  avatar: string | null;
  /** The business's name, for business accounts. */
  businessName: string | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  /** Whether the setup wizard was finished (or skipped). */
  onboardingCompleted: boolean;
  phone: string | null;
  role: Role;
  subscriptionPlan: string | null;
  subscriptionStatus: string | null;
  /** IANA time zone of the business's days (default UTC). */
  timeZone: string;
  /** The units the user reads their figures in. */
  units: UnitSystem;
  username: string | null;
};
export type FieldErrorDto = {
  /** The request field, as named in the body or query. */
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  /** The status's reason phrase. */
  error: string;
  /** Validation failures only: every field's problem, in the order they were checked. */
  errors?: FieldErrorDto[];
  /** The text a person reads. */
  message: string;
  /** The HTTP status, repeated. */
  statusCode: number;
};
export type UpdateAdminProfileDto = {
  /** Required with newPassword. */
  currentPassword?: string | null;
  /** Unchanged when left out. */
  email?: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters; leave out to keep the password. */
  newPassword?: string | null;
};
export type AuthResponseDto = {
  /** Opaque session token: send it as `Authorization: Bearer <token>`. Not a JWT; do not decode it. */
  token: string;
  user: UserResponseDto;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type LogoutResponseDto = {
  success: boolean;
};
export type SelfSignupRole = 'business' | 'client';
export type RegisterDto = {
  /** Required for business accounts, including when `role` is left out. */
  businessName?: string | null;
  /** Must equal password. */
  confirmPassword: string;
  email: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters. */
  password: string;
  /** Self-signup offers business (the default) and client only. */
  role?: SelfSignupRole;
};
export type HabitCategory = 'fitness' | 'nutrition' | 'hydration' | 'sleep' | 'mindfulness' | 'lifestyle';
export type HabitFrequency = 'daily' | 'weekly';
export type HabitDayDto = {
  actualValue: number | null;
  completed: boolean;
  energy: number | null;
  logDate: string;
  mood: number | null;
  notes: string | null;
};
export type HabitTrackingType = 'checkbox' | 'count' | 'duration';
export type ClientHabitResponseDto = {
  category: HabitCategory;
  clientId: string;
  description: string | null;
  endDate: string | null;
  frequency: HabitFrequency;
  habitTemplateId: string | null;
  id: string;
  isActive: boolean;
  longestStreak: number;
  name: string;
  reminderEnabled: boolean;
  reminderTime: string | null;
  startDate: string;
  /** Consecutive days (or weeks) completed up to the date asked for; 0 once one was missed. */
  streak: number;
  targetValue: number | null;
  /** The check-off of the date asked for, if any. */
  today: HabitDayDto | null;
  totalCompletions: number;
  trackingType: HabitTrackingType;
  unit: string | null;
};
export type ClientCommunityResponseDto = {
  description: string | null;
  id: string;
  isPrivate: boolean;
  memberCount: number;
  name: string;
};
export type MealCategory = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type ScanMethod = 'search' | 'barcode' | 'recent' | 'frequent' | 'manual' | 'meal_plan';
export type FoodLogEntryDto = {
  actualCalories: number;
  actualCarbs: number;
  actualFat: number;
  actualProtein: number;
  barcode: string | null;
  createdAt: string;
  foodId: string | null;
  foodName: string;
  id: string;
  logDate: string;
  mealType: MealCategory;
  notes: string | null;
  scanMethod: ScanMethod;
  servingSize: number;
  servingUnit: string;
};
export type MacroGoalResponseDto = {
  clientId: string;
  createdAt: string;
  dailyCalories: number;
  dailyCarbs: number;
  dailyFat: number;
  dailyProtein: number;
  effectiveDate: string;
  id: string;
  isActive: boolean;
  notes: string | null;
  weeklyCalories: number | null;
};
export type NutrientTotalsDto = {
  calories: number;
  carbs: number;
  fat: number;
  protein: number;
};
export type FoodLogDayDto = {
  date: string;
  entries: FoodLogEntryDto[];
  goal: MacroGoalResponseDto | null;
  totals: NutrientTotalsDto;
};
export type CreateFoodLogDto = {
  /** The scanned code, when found by barcode. */
  barcode?: string | null;
  foodId: string;
  /** Default today (UTC). */
  logDate?: string;
  mealType: MealCategory;
  notes?: string | null;
  /** How the food was found (default search). */
  scanMethod?: ScanMethod;
  /** How much, in the food's serving unit. */
  servingSize: number;
};
export type LoggedFoodDto = {
  foodId: string;
  foodName: string;
  lastLoggedAt: string;
  servingSize: number;
  servingUnit: string;
  times: number;
};
export type GoalCategory = 'fitness' | 'nutrition' | 'lifestyle';
export type GoalStatus = 'active' | 'achieved' | 'paused' | 'cancelled';
export type GoalResponseDto = {
  /** When the goal was achieved; null unless achieved. */
  achievedAt: string | null;
  category: GoalCategory;
  clientId: string;
  createdAt: string;
  currentValue: number | null;
  description: string | null;
  id: string;
  /** From the start value towards the target, in whole percent (0–100). */
  progress: number;
  /** The current value when the goal was set. */
  startValue: number | null;
  status: GoalStatus;
  targetDate: string | null;
  targetValue: number | null;
  title: string;
  unit: string | null;
  updatedAt: string;
};
export type UpdateGoalProgressDto = {
  /** The goal's new current value, in its unit; null clears it. */
  currentValue?: number | null;
  /** What the client wants their coach to know about this step. */
  notes?: string | null;
};
export type LogHabitDto = {
  actualValue?: number | null;
  /** Done (checkbox habits), or the target reached (count and duration habits, worked out from `actualValue` when left out). */
  completed?: boolean;
  energy?: number | null;
  /** The client's own calendar day (YYYY-MM-DD): today or up to 60 days back. */
  logDate: string;
  mood?: number | null;
  notes?: string | null;
};
export type ClientLinkResponseDto = {
  businessName: string | null;
  /** The linked client record; null when not linked. */
  clientId: string | null;
  firstName: string | null;
  lastName: string | null;
  linked: boolean;
};
export type PlanMealSummaryDto = {
  calories: number;
  carbs: number;
  category: MealCategory;
  fat: number;
  fiber: number;
  id: string;
  /** The authorised route serving the meal's image; null without one. */
  imageUrl: string | null;
  name: string;
  protein: number;
};
export type PlanMealDto = {
  day: number;
  id: string;
  meal: PlanMealSummaryDto;
  mealId: string;
  mealType: MealCategory;
  orderIndex: number;
};
export type ClientMealPlanViewDto = {
  assignmentId: string | null;
  date: string;
  /** Which day of the plan `date` is (1 to duration; the plan repeats); null without a plan. */
  dayNumber: number | null;
  description: string | null;
  endDate: string | null;
  macroGoal: MacroGoalResponseDto | null;
  mealPlanId: string | null;
  mealPlanName: string | null;
  startDate: string | null;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  todaysMeals: PlanMealDto[];
};
export type MeasurementResponseDto = {
  arms: number | null;
  bodyFat: number | null;
  calves: number | null;
  chest: number | null;
  clientId: string;
  /** When the measurement was recorded. */
  createdAt: string;
  forearms: number | null;
  hips: number | null;
  id: string;
  muscleMass: number | null;
  neck: number | null;
  notes: string | null;
  shoulders: number | null;
  thighs: number | null;
  waist: number | null;
  weight: number | null;
};
export type CreateMeasurementDto = {
  arms?: ((number | null) | (string | null)) | null;
  /** % */
  bodyFat?: ((number | null) | (string | null)) | null;
  calves?: ((number | null) | (string | null)) | null;
  /** inches */
  chest?: ((number | null) | (string | null)) | null;
  forearms?: ((number | null) | (string | null)) | null;
  hips?: ((number | null) | (string | null)) | null;
  /** lbs */
  muscleMass?: ((number | null) | (string | null)) | null;
  neck?: ((number | null) | (string | null)) | null;
  notes?: string | null;
  shoulders?: ((number | null) | (string | null)) | null;
  thighs?: ((number | null) | (string | null)) | null;
  waist?: ((number | null) | (string | null)) | null;
  /** lbs. */
  weight?: ((number | null) | (string | null)) | null;
};
export type ProgressPhotoPose = 'front' | 'side' | 'back';
export type ProgressPhotoResponseDto = {
  bodyFat: number | null;
  clientId: string;
  createdAt: string;
  id: string;
  /** The route that serves the image to signed-in users allowed to see it (session cookie or bearer token). */
  imageUrl: string;
  notes: string | null;
  pose: ProgressPhotoPose | null;
  weight: number | null;
};
export type UploadProgressPhotoDto = {
  /** % on the day of the photo. */
  bodyFat?: ((number | null) | (string | null)) | null;
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
  notes?: string | null;
  /** Which view of the body the photo shows; left out for a photo of no particular pose. */
  pose?: ProgressPhotoPose | null;
  /** lbs on the day of the photo. */
  weight?: ((number | null) | (string | null)) | null;
};
export type RecipePackDifficulty = 'beginner' | 'intermediate' | 'advanced';
export type PackMealDto = {
  dayNumber: number;
  id: string;
  meal: PlanMealSummaryDto;
  mealType: MealCategory;
  orderIndex: number;
};
export type RecipePackDto = {
  createdAt: string;
  description: string | null;
  difficulty: RecipePackDifficulty;
  id: string;
  imageUrl: string | null;
  isPublic: boolean;
  meals: PackMealDto[];
  name: string;
  /** Minutes: the prep and cook times of its recipes added up. */
  prepTimeTotal: number | null;
  servings: number;
  tags: string[];
  theme: string | null;
};
export type RecipePackStatus = 'assigned' | 'in_progress' | 'completed';
export type ClientRecipePackDto = {
  assignedDate: string;
  clientId: string;
  feedback: string | null;
  id: string;
  progress: number;
  recipePack: RecipePackDto;
  startDate: string | null;
  status: RecipePackStatus;
};
export type UpdateClientRecipePackDto = {
  feedback?: string | null;
  progress?: number;
  status?: RecipePackStatus;
};
export type ShoppingListItemDto = {
  barcode: string | null;
  brand: string | null;
  category: string | null;
  /** Where the food's price is known. */
  estimatedPrice: number | null;
  foodId: string | null;
  foodName: string;
  id: string;
  isPurchased: boolean;
  /** In `unit`, summed over the week's planned meals. */
  quantity: number;
  unit: string;
};
export type UpdateShoppingListItemDto = {
  isPurchased: boolean;
};
export type ShoppingListCategoryDto = {
  /** The foods' category ('other' when it has none). */
  category: string;
  items: ShoppingListItemDto[];
};
export type ShoppingListDto = {
  /** Items grouped by category, categories and foods by name. */
  categories: ShoppingListCategoryDto[];
  clientId: string;
  createdAt: string;
  id: string;
  status: string;
  totalEstimatedCost: number | null;
  weekEndDate: string;
  weekStartDate: string;
};
export type LoggedSetResponseDto = {
  reps: number;
  weight: number | null;
};
export type LoggedExerciseResponseDto = {
  exerciseId: string;
  exerciseName: string;
  sets: LoggedSetResponseDto[];
};
export type WorkoutSessionDto = {
  caloriesBurned: number | null;
  date: string;
  difficultyRating: number | null;
  exercises: LoggedExerciseResponseDto[];
  notes: string | null;
  /** Minutes. */
  totalDuration: number | null;
};
export type ClientWorkoutStatus = 'scheduled' | 'completed' | 'missed';
export type ExerciseCategory = 'strength' | 'cardio' | 'flexibility' | 'functional';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type WorkoutExerciseResponseDto = {
  exerciseCategory: ExerciseCategory;
  exerciseId: string;
  exerciseName: string;
  id: string;
  notes: string | null;
  orderIndex: number;
  reps: string | null;
  /** Seconds. */
  restTime: number | null;
  sets: number | null;
  supersetGroup: number | null;
  tempo: string | null;
  weight: number | null;
};
export type WorkoutResponseDto = {
  category: ExerciseCategory | null;
  coachId: string;
  createdAt: string;
  description: string | null;
  difficulty: Difficulty | null;
  /** Minutes. */
  duration: number | null;
  /** In order. */
  exercises: WorkoutExerciseResponseDto[];
  id: string;
  isTemplate: boolean;
  name: string;
  updatedAt: string;
};
export type ClientWorkoutResponseDto = {
  clientId: string;
  completedAt: string | null;
  createdAt: string;
  id: string;
  /** When the day passed without a log. */
  missedAt: string | null;
  notes: string | null;
  scheduledDate: string;
  /** The logged session; null until completed. */
  session: WorkoutSessionDto | null;
  status: ClientWorkoutStatus;
  workout: WorkoutResponseDto;
  workoutId: string;
};
export type ClientWeekResponseDto = {
  /** Of those, the ones logged. */
  completed: number;
  /** Workouts the coach planned for this week. */
  planned: number;
  /** The Sunday the week starts on, in the business's time zone. */
  weekStart: string;
};
export type LoggedSetDto = {
  reps: number;
  /** lbs; empty for bodyweight. */
  weight?: number | null;
};
export type LoggedExerciseDto = {
  exerciseId: string;
  sets: LoggedSetDto[];
};
export type LogWorkoutDto = {
  caloriesBurned?: number | null;
  /** 1 (easy) to 10 (hardest). */
  difficultyRating?: number | null;
  /** The exercises done, each with its sets. */
  exercises: LoggedExerciseDto[];
  notes?: string | null;
  /** Minutes. */
  totalDuration?: number | null;
};
export type FitnessGoal = 'weight_loss' | 'muscle_building' | 'general_fitness' | 'athletic_performance';
export type ClientInvitationState = 'not_invited' | 'invited' | 'linked';
export type ClientInvitationStateDto = {
  /** When the pending invitation's link stops working; null unless invited. */
  expiresAt: string | null;
  /** When the pending invitation was sent; null unless invited. */
  sentAt: string | null;
  status: ClientInvitationState;
};
export type ClientResponseDto = {
  activityLevel: string | null;
  age: number | null;
  /** The business (coach) the client belongs to. */
  coachId: string;
  createdAt: string;
  currentWeight: number | null;
  email: string;
  firstName: string;
  fitnessGoal: FitnessGoal | null;
  height: number | null;
  id: string;
  invitation: ClientInvitationStateDto;
  isActive: boolean;
  lastName: string;
  /** When the client last completed a workout. */
  lastWorkout: string | null;
  notes: string | null;
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
  phone: string | null;
  source: string | null;
  targetWeight: number | null;
  updatedAt: string;
  /** The client's own sign-in, when they have one. */
  userId: string | null;
};
export type CreateClientDto = {
  /** Ignored: the business always comes from the session. */
  coachId?: string;
  email: string;
  firstName: string;
  fitnessGoal?: FitnessGoal | null;
  lastName: string;
  phone?: string | null;
};
export type ImportRowErrorDto = {
  message: string;
  /** Line number in the file (the header is line 1). */
  row: number;
};
export type ImportClientsResponseDto = {
  /** Clients created. */
  created: number;
  errors: ImportRowErrorDto[];
  /** Rows refused (see errors). */
  failed: number;
  /** Data rows read. */
  total: number;
};
export type ImportClientsDto = {
  file: Blob;
};
export type ActivityLevel = 'sedentary' | 'lightly_active' | 'moderately_active' | 'very_active';
export type UpdateClientDto = {
  activityLevel?: ActivityLevel | null;
  age?: number | null;
  /** lbs */
  currentWeight?: number | null;
  email?: string;
  firstName?: string;
  fitnessGoal?: FitnessGoal | null;
  /** inches */
  height?: number | null;
  lastName?: string;
  notes?: string | null;
  phone?: string | null;
  /** lbs */
  targetWeight?: number | null;
};
export type FoodPreferenceType = 'like' | 'dislike' | 'avoid' | 'allergy';
export type FoodPreferenceDto = {
  clientId: string;
  createdAt: string;
  foodId: string | null;
  foodName: string;
  id: string;
  intensity: number;
  notes: string | null;
  preferenceType: FoodPreferenceType;
};
export type CreateFoodPreferenceDto = {
  foodId?: string | null;
  /** Needed without `foodId`. */
  foodName?: string;
  /** 1 (mild) to 10 (strong); default 5. */
  intensity?: number;
  notes?: string | null;
  preferenceType: FoodPreferenceType;
};
export type EmergencyContactResponseDto = {
  name: string | null;
  phone: string | null;
  relationship: string | null;
};
export type FitnessExperience = 'beginner' | 'intermediate' | 'advanced';
export type HealthProfileResponseDto = {
  activityLevel: ActivityLevel | null;
  allergies: string[];
  availableEquipment: string[];
  clientId: string;
  emergencyContact: EmergencyContactResponseDto | null;
  fitnessExperience: FitnessExperience | null;
  /** null until the first save. */
  id: string | null;
  injuries: string[];
  /** When the profile was last saved; null until the first save. */
  lastUpdated: string | null;
  medicalConditions: string[];
  medications: string[];
  preferredWorkoutTypes: string[];
  primaryGoals: string[];
  /** Workouts per week, 0–7. */
  workoutFrequency: number | null;
};
export type EmergencyContactDto = {
  name?: string | null;
  phone?: string | null;
  relationship?: string | null;
};
export type HealthProfileDto = {
  activityLevel?: ActivityLevel | null;
  allergies?: string[];
  availableEquipment?: string[];
  emergencyContact?: EmergencyContactDto | null;
  fitnessExperience?: FitnessExperience | null;
  injuries?: string[];
  medicalConditions?: string[];
  medications?: string[];
  preferredWorkoutTypes?: string[];
  primaryGoals?: string[];
  /** Workouts per week, 0–7. */
  workoutFrequency?: number | null;
};
export type InvitationStatus = 'pending' | 'accepted' | 'revoked';
export type ClientInvitationResponseDto = {
  /** Where the invitation was sent. */
  email: string;
  /** The link stops working after this moment (7 days after sending). */
  expiresAt: string;
  /** When the invitation was sent. */
  sentAt: string;
  status: InvitationStatus;
};
export type CreateMacroGoalDto = {
  dailyCalories: number;
  dailyCarbs: number;
  dailyFat: number;
  dailyProtein: number;
  effectiveDate?: string | null;
  notes?: string | null;
  weeklyCalories?: number | null;
};
export type ClientMealPlanResponseDto = {
  clientId: string;
  createdAt: string;
  endDate: string | null;
  id: string;
  isActive: boolean;
  mealPlanId: string;
  mealPlanName: string;
  startDate: string;
};
export type DailyIntakeDto = {
  calories: number;
  carbs: number;
  date: string;
  fat: number;
  goalCalories: number | null;
  /** Within 10 % of the calorie goal. */
  onTarget: boolean;
  protein: number;
};
export type WeeklyAdherenceDto = {
  /** Days on target out of the week's days so far, in whole percent. */
  adherence: number;
  daysLogged: number;
  daysOnTarget: number;
  /** The Monday the week starts. */
  weekStart: string;
};
export type ClientNutritionDto = {
  assignments: ClientMealPlanResponseDto[];
  currentPlan: ClientMealPlanResponseDto | null;
  /** The last 14 days, logged days only. */
  days: DailyIntakeDto[];
  macroGoal: MacroGoalResponseDto | null;
  recentEntries: FoodLogEntryDto[];
  /** The last 8 weeks, oldest first. */
  weeklyAdherence: WeeklyAdherenceDto[];
};
export type GenerateShoppingListDto = {
  /** The first day of the week (7 days from it). */
  weekStartDate: string;
};
export type WellnessLogResponseDto = {
  clientId: string;
  /** When the check-in was recorded. */
  createdAt: string;
  /** The day of the check-in. */
  date: string;
  /** 1–10 */
  energyLevel: number | null;
  id: string;
  /** 1–10 */
  mood: number | null;
  notes: string | null;
  sleepHours: number | null;
  /** 1–10 */
  sleepQuality: number | null;
  steps: number | null;
  /** 1–10 */
  stressLevel: number | null;
  /** Litres. */
  waterIntake: number | null;
};
export type CreateWellnessLogDto = {
  /** Day of the check-in (YYYY-MM-DD); today when left out. */
  date?: string;
  energyLevel?: number | null;
  mood?: number | null;
  notes?: string | null;
  sleepHours?: number | null;
  sleepQuality?: number | null;
  steps?: number | null;
  stressLevel?: number | null;
  /** Litres. */
  waterIntake?: number | null;
};
export type ExerciseProgressPointDto = {
  /** Reps of the best set (the heaviest, or the most reps without weight). */
  bestReps: number;
  /** The heaviest set's weight (lbs); null for bodyweight work. */
  bestWeight: number | null;
  date: string;
  /** Reps over the day's sets. */
  totalReps: number;
  /** Sum of reps × weight over the day's sets (lbs). */
  volume: number;
};
export type ExerciseProgressDto = {
  exerciseId: string;
  exerciseName: string;
  points: ExerciseProgressPointDto[];
};
export type CommunityResponseDto = {
  createdAt: string;
  description: string | null;
  id: string;
  /** For a client: whether they are a member (they post only where they are). Always true for the business side. */
  isMember: boolean;
  isPrivate: boolean;
  memberCount: number;
  memberLimit: number | null;
  /** Posts and replies written today (UTC). */
  messagesToday: number;
  name: string;
};
export type CreateCommunityDto = {
  description?: string | null;
  /** Private communities are seen only by their members (and the business). */
  isPrivate?: boolean;
  /** Blank or null: unlimited. */
  memberLimit?: number | null;
  name: string;
};
export type UpdateCommunityDto = {
  description?: string | null;
  /** Private communities are seen only by their members (and the business). */
  isPrivate?: boolean;
  /** Blank or null: unlimited. */
  memberLimit?: number | null;
  name?: string;
};
export type CommunityMemberResponseDto = {
  clientId: string;
  /** For the business and its staff only: never answered to a client. */
  email?: string;
  firstName: string;
  joinedAt: string;
  lastName: string;
  /** member (the default role). */
  role: string;
};
export type AddCommunityMemberDto = {
  /** A client of the business. */
  clientId: string;
};
export type CommunityReaction = 'like' | 'love' | 'celebrate' | 'strong';
export type ReactionCountsDto = {
  celebrate: number;
  like: number;
  love: number;
  strong: number;
};
export type CommunityReplyResponseDto = {
  /** The client's name for a client's post, the writer's name for the business's. */
  authorName: string;
  communityId: string;
  content: string;
  createdAt: string;
  /** True when a client wrote it. */
  fromClient: boolean;
  id: string;
  /** The caller's own reactions. */
  myReactions: CommunityReaction[];
  parentId: string | null;
  reactions: ReactionCountsDto;
};
export type CommunityPostResponseDto = {
  /** The client's name for a client's post, the writer's name for the business's. */
  authorName: string;
  communityId: string;
  content: string;
  createdAt: string;
  /** True when a client wrote it. */
  fromClient: boolean;
  id: string;
  /** The caller's own reactions. */
  myReactions: CommunityReaction[];
  parentId: string | null;
  reactions: ReactionCountsDto;
  /** Oldest first. */
  replies: CommunityReplyResponseDto[];
};
export type CreateCommunityPostDto = {
  content: string;
  /** Reply to this post of the community (replies are one level deep: a reply to a reply answers its post). */
  parentId?: string;
};
export type ActivityStatus = 'completed' | 'nutrition' | 'progress' | 'missed';
export type ActivityItemDto = {
  clientAvatar: string | null;
  clientId: string;
  clientName: string;
  description: string;
  /** The kind of event and the id of its record, unique in the list. */
  id: string;
  status: ActivityStatus;
  /** When the event happened. */
  time: string;
};
export type MessagePreviewDto = {
  clientAvatar: string | null;
  clientName: string;
  /** The message's id. */
  id: string;
  isUnread: boolean;
  preview: string;
  /** When the message was sent. */
  time: string;
};
export type RecentMessagesDto = {
  messages: MessagePreviewDto[];
  /** Unread messages addressed to the business. */
  unreadCount: number;
};
export type MealCategoryDto = {
  id: MealCategory;
  name: string;
  recipeCount: number;
};
export type FeaturedPlanDto = {
  description: string | null;
  duration: number;
  id: string | null;
  imageUrl: string | null;
  name: string;
  tag: string;
};
export type NutritionOverviewDto = {
  categories: MealCategoryDto[];
  featuredPlans: FeaturedPlanDto[];
};
export type DashboardStatsDto = {
  /** Clients marked active. */
  activeClients: number;
  /** Change of Active Clients over the last 30 days, in whole percent; null when there were none before. */
  activeClientsChange: number | null;
  /** Average session-feedback rating on a 0–10 scale; null when no feedback exists. */
  avgSatisfaction: number | null;
  /** Change of the average rating against the previous 30 days (points on the 0–10 scale); null without ratings in both. */
  avgSatisfactionChange: number | null;
  /** Client workouts completed this week (Sunday to Saturday, UTC). */
  completedWorkouts: number;
  /** Paid client payments this calendar month (UTC), in dollars. */
  totalRevenue: number;
  /** Change of revenue against the previous month, in whole percent; null when the previous month earned nothing. */
  totalRevenueChange: number | null;
};
export type ExerciseResponseDto = {
  category: ExerciseCategory;
  /** The business that added it; null for the library that ships with CoachCore (read-only). */
  coachId: string | null;
  createdAt: string;
  description: string | null;
  difficulty: Difficulty | null;
  equipment: string | null;
  id: string;
  /** The authorised route that serves the uploaded image; null without one. */
  imageUrl: string | null;
  /** Step-by-step instructions. */
  instructions: string[];
  /** True for the business's own exercises (editable), false for the shipped library. */
  isCustom: boolean;
  muscleGroups: string[];
  name: string;
  updatedAt: string;
  videoUrl: string | null;
};
export type CreateExerciseDto = {
  category: ExerciseCategory;
  description?: string | null;
  difficulty?: Difficulty | null;
  equipment?: string | null;
  /** Step-by-step, one step per item. */
  instructions?: string[];
  muscleGroups?: string[];
  name: string;
  videoUrl?: string | null;
};
export type ExerciseCategoryDto = {
  /** Exercises of the category the business sees (the shipped library and its own). */
  exerciseCount: number;
  /** The category itself is the card's id. */
  id: ExerciseCategory;
  /** No category image ships with the product: null. */
  imageUrl: string | null;
  name: string;
  /** The muscle groups the category's exercises train most. */
  tags: string[];
};
export type UpdateExerciseDto = {
  category?: ExerciseCategory;
  description?: string | null;
  difficulty?: Difficulty | null;
  equipment?: string | null;
  /** Step-by-step, one step per item. */
  instructions?: string[];
  muscleGroups?: string[];
  name?: string;
  videoUrl?: string | null;
};
export type ExerciseImageUploadDto = {
  /** JPEG, PNG, WebP or GIF, at most 5 MB */
  file: Blob;
};
export type FoodDataSource = 'usda' | 'label' | 'openfoodfacts' | 'custom';
export type FoodResponseDto = {
  allergens: string[];
  barcode: string | null;
  brand: string | null;
  calories: number;
  carbs: number;
  category: string | null;
  /** Milligrams. */
  cholesterol: number | null;
  createdAt: string;
  dataSource: FoodDataSource;
  description: string | null;
  /** The product's code at its source (Open Food Facts: the barcode). */
  externalId: string | null;
  fat: number;
  fiber: number | null;
  id: string;
  imageUrl: string | null;
  ingredients: string | null;
  /** True for a food your business entered (only your business sees it). */
  isCustom: boolean;
  name: string;
  /** Estimated price of one serving, where known. */
  price: number | null;
  protein: number;
  saturatedFat: number | null;
  servingSize: number;
  servingUnit: string;
  /** Milligrams. */
  sodium: number | null;
  sugar: number | null;
  verified: boolean;
};
export type CreateFoodDto = {
  /** EAN-13, UPC-A, EAN-8 or GTIN-14 with a valid check digit. */
  barcode?: string | null;
  brand?: string | null;
  calories: number;
  carbs?: number | null;
  category?: string | null;
  description?: string | null;
  fat?: number | null;
  fiber?: number | null;
  name: string;
  /** Estimated price of one serving (shopping lists). */
  price?: number | null;
  protein?: number | null;
  /** How much one serving is, in `servingUnit` (the nutrients below are per serving). */
  servingSize: number;
  /** Default g. */
  servingUnit?: string;
  /** Milligrams. */
  sodium?: number | null;
  sugar?: number | null;
};
export type CreateGoalDto = {
  category: GoalCategory;
  /** The client of the caller's business the goal is for. */
  clientId: string;
  currentValue?: number | null;
  description?: string | null;
  /** YYYY-MM-DD (an ISO date-time is accepted too; the day is kept). */
  targetDate?: string | null;
  targetValue?: number | null;
  title: string;
  unit?: string | null;
};
export type UpdateGoalDto = {
  category?: GoalCategory;
  currentValue?: number | null;
  description?: string | null;
  status?: GoalStatus;
  /** YYYY-MM-DD (an ISO date-time is accepted too; the day is kept). */
  targetDate?: string | null;
  targetValue?: number | null;
  title?: string;
  unit?: string | null;
};
export type HabitDifficulty = 'easy' | 'medium' | 'hard';
export type HabitTemplateResponseDto = {
  category: HabitCategory;
  coachId: string;
  createdAt: string;
  description: string | null;
  difficulty: HabitDifficulty;
  estimatedTime: number | null;
  frequency: HabitFrequency;
  id: string;
  isPublic: boolean;
  name: string;
  targetValue: number | null;
  trackingType: HabitTrackingType;
  unit: string | null;
};
export type CreateHabitTemplateDto = {
  category: HabitCategory;
  description?: string | null;
  difficulty?: HabitDifficulty;
  /** Minutes a day. */
  estimatedTime?: number | null;
  frequency: HabitFrequency;
  isPublic?: boolean;
  name: string;
  /** What a day (or week) asks for, in `unit`. */
  targetValue?: number | null;
  trackingType: HabitTrackingType;
  unit?: string | null;
};
export type UpdateHabitTemplateDto = {
  category?: HabitCategory;
  description?: string | null;
  difficulty?: HabitDifficulty;
  frequency?: HabitFrequency;
  isPublic?: boolean;
  name?: string;
  /** What a day (or week) asks for, in `unit`. */
  targetValue?: number | null;
  trackingType?: HabitTrackingType;
  unit?: string | null;
};
export type AssignHabitResponseDto = {
  assigned: number;
  /** Clients who already had this habit. */
  skipped: number;
};
export type AssignHabitDto = {
  clientIds: string[];
  /** HH:MM. */
  reminderTime?: string | null;
  /** The first day (YYYY-MM-DD); today when left out. */
  startDate?: string;
};
export type ServiceState = 'up' | 'down';
export type HealthResponseDto = {
  database: ServiceState;
  redis: ServiceState;
  status: 'ok' | 'error';
};
export type LivenessResponseDto = {
  status: 'ok';
};
export type InvitationPreviewResponseDto = {
  /** The coach's business name (the coach's name when the business has none). */
  businessName: string;
  clientFirstName: string;
  /** The address the invitation was sent to; the sign-up form uses it. */
  email: string;
  /** The link stops working after this moment. */
  expiresAt: string;
};
export type InvitationAcceptedResponseDto = {
  businessName: string;
  clientId: string;
};
export type MealPlanResponseDto = {
  createdAt: string;
  description: string | null;
  /** Days. */
  duration: number;
  id: string;
  isTemplate: boolean;
  mealCount: number;
  name: string;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  updatedAt: string;
};
export type PlanDayTotalsDto = {
  calories: number;
  carbs: number;
  day: number;
  fat: number;
  fiber: number;
  protein: number;
};
export type MealPlanDetailDto = {
  createdAt: string;
  /** One entry per day of the plan, 1 to duration. */
  days: PlanDayTotalsDto[];
  description: string | null;
  /** Days. */
  duration: number;
  id: string;
  isTemplate: boolean;
  mealCount: number;
  meals: PlanMealDto[];
  name: string;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  updatedAt: string;
};
export type PlanMealInput = {
  day: number;
  mealId: string;
  mealType: MealCategory;
  /** Position within the day's meal type (default: the order sent). */
  orderIndex?: number;
};
export type CreateMealPlanDto = {
  description?: string | null;
  /** Days (1 to 28, default 7). */
  duration?: number;
  isTemplate?: boolean;
  meals?: PlanMealInput[];
  name: string;
  targetCalories?: number | null;
  targetCarbs?: number | null;
  targetFat?: number | null;
  targetProtein?: number | null;
};
export type UpdateMealPlanDto = {
  description?: string | null;
  /** Days (1 to 28, default 7). */
  duration?: number;
  isTemplate?: boolean;
  meals?: PlanMealInput[];
  name?: string;
  targetCalories?: number | null;
  targetCarbs?: number | null;
  targetFat?: number | null;
  targetProtein?: number | null;
};
export type AssignMealPlanDto = {
  clientId: string;
  endDate?: string | null;
  startDate: string;
};
export type MealIngredientDto = {
  calories: number;
  carbs: number;
  fat: number;
  fiber: number;
  foodId: string;
  foodName: string;
  protein: number;
  quantity: number;
  unit: string;
};
export type MealResponseDto = {
  /** Per serving, from the ingredients. */
  calories: number;
  carbs: number;
  category: MealCategory;
  cookTime: number | null;
  createdAt: string;
  description: string | null;
  fat: number;
  fiber: number;
  id: string;
  /** The authorised route serving the uploaded image; null without one. */
  imageUrl: string | null;
  ingredients: MealIngredientDto[];
  instructions: string | null;
  isRecipe: boolean;
  name: string;
  prepTime: number | null;
  protein: number;
  servings: number;
  updatedAt: string;
};
export type MealIngredientInput = {
  foodId: string;
  quantity: number;
};
export type CreateMealDto = {
  category: MealCategory;
  /** Minutes. */
  cookTime?: number | null;
  description?: string | null;
  ingredients?: MealIngredientInput[];
  instructions?: string | null;
  isRecipe?: boolean;
  name: string;
  /** Minutes. */
  prepTime?: number | null;
  /** The ingredients make this many servings (default 1). */
  servings?: number;
};
export type UpdateMealDto = {
  category?: MealCategory;
  /** Minutes. */
  cookTime?: number | null;
  description?: string | null;
  ingredients?: MealIngredientInput[];
  instructions?: string | null;
  isRecipe?: boolean;
  name?: string;
  /** Minutes. */
  prepTime?: number | null;
  /** The ingredients make this many servings (default 1). */
  servings?: number;
};
export type UploadMealImageDto = {
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
};
export type AppointmentType = 'video' | 'phone' | 'in_person';
export type MeetingFormType = 'video' | 'in-person' | 'phone';
export type VideoPlatform = 'zoom' | 'teams' | 'google_meet';
export type MeetingStatus = 'scheduled' | 'completed' | 'cancelled' | 'no_show';
export type MeetingKind = 'consultation' | 'check-in' | 'training' | 'nutrition' | 'assessment' | 'group_session';
export type MeetingResponseDto = {
  appointmentType: AppointmentType;
  clientId: string | null;
  /** The client's first and last name, null without a client. */
  clientName: string | null;
  createdAt: string;
  currentParticipants: number;
  description: string | null;
  duration: number;
  /** scheduledAt plus duration. */
  endTime: string;
  id: string;
  location: string | null;
  maxParticipants: number;
  /** appointmentType as the Schedule Meeting form spells it. */
  meetingType: MeetingFormType;
  meetingUrl: string | null;
  notes: string | null;
  platform: VideoPlatform | null;
  price: number | null;
  scheduledAt: string;
  status: MeetingStatus;
  title: string;
  type: MeetingKind;
  updatedAt: string;
};
export type MeetingTimeframe = 'upcoming' | 'past';
export type CreateMeetingDto = {
  /** The calendar forms' type: video, phone or in_person (a group session: video or in_person). */
  appointmentType?: AppointmentType;
  /** The client of the caller's business: required by the Schedule Meeting form (the one that sends `meetingType`),
    optional for appointments and group sessions. */
  clientId?: string | null;
  description?: string | null;
  /** Minutes: 15 to 240 (a group session 30 to 180); 60 when left out. */
  duration?: number;
  /** The calendar forms send it; it must be `scheduledAt` plus `duration` (the server computes it). */
  endTime?: string;
  /** Only for in-person meetings: kept when the meeting is in person, dropped otherwise. */
  location?: string | null;
  /** A group session's seats, 2 to 50 (10 when left out); other meetings have one. */
  maxParticipants?: number;
  /** The Schedule Meeting form's type (stored as `appointmentType`); one of the two types is required. */
  meetingType?: MeetingFormType;
  /** Only for video meetings: kept when the meeting is video, dropped otherwise. */
  meetingUrl?: string | null;
  notes?: string | null;
  /** Only for video: kept when the meeting is video, dropped otherwise. */
  platform?: VideoPlatform | null;
  /** At least 0, in steps of 0.01 (empty or null: no price). */
  price?: number | null;
  /** When it starts (ISO 8601 with an offset). */
  scheduledAt: string;
  title: string;
  /** consultation (when left out), check-in, training, nutrition, assessment or group_session. */
  type?: MeetingKind;
};
export type MeetingStatsResponseDto = {
  /** Upcoming group sessions (scheduled, in the future). */
  groupSessions: number;
  /** Calendar and video integrations that are active. */
  integrationsActive: number;
  /** Appointments this week, Sunday to Saturday (not cancelled). */
  thisWeek: number;
  /** The business's time zone (IANA), in which the calendar shows its days and weeks. */
  timeZone: string;
  /** Appointments today (not cancelled). */
  todayAppointments: number;
};
export type UpdateMeetingDto = {
  /** The calendar forms' type: video, phone or in_person (a group session: video or in_person). */
  appointmentType?: AppointmentType;
  description?: string | null;
  /** Minutes: 15 to 240 (a group session 30 to 180); 60 when left out. */
  duration?: number;
  /** Only for in-person meetings: kept when the meeting is in person, dropped otherwise. */
  location?: string | null;
  /** A group session's seats, 2 to 50 (10 when left out); other meetings have one. */
  maxParticipants?: number;
  /** Only for video meetings: kept when the meeting is video, dropped otherwise. */
  meetingUrl?: string | null;
  notes?: string | null;
  /** Only for video: kept when the meeting is video, dropped otherwise. */
  platform?: VideoPlatform | null;
  /** At least 0, in steps of 0.01 (empty or null: no price). */
  price?: number | null;
  /** A new start (reschedule). */
  scheduledAt?: string;
  /** completed, cancelled or no_show (a cancelled meeting stays cancelled). */
  status?: MeetingStatus;
  title?: string;
  /** consultation (when left out), check-in, training, nutrition, assessment or group_session. */
  type?: MeetingKind;
};
export type MessageType = 'text' | 'image' | 'file';
export type MessageResponseDto = {
  /** The conversation: the client record the business talks with. */
  clientId: string;
  content: string;
  createdAt: string;
  /** The attachment's file name as uploaded. */
  fileName: string | null;
  fileSize: number | null;
  /** The attachment's detected type (image/png, application/pdf, ...). */
  fileType: string | null;
  /** The route serving the attachment to the two parties (session cookie or bearer token); null for text. */
  fileUrl: string | null;
  /** True when the client wrote it (shown on the client's right, the coach's left). */
  fromClient: boolean;
  id: string;
  /** Read by the side it was sent to. */
  isRead: boolean;
  messageType: MessageType;
  /** Who it is for, as the sender addressed it: the client's id (from the business) or the coach's id (from the client). */
  receiverId: string;
  /** Who wrote it: the user id of the coach, the staff member or the client's sign-in. */
  senderId: string;
};
export type SendMessageDto = {
  content: string;
  /** Who the message is for: a coach or staff member passes the client's id (the client record, whether or not the
    client has a sign-in yet; a linked client's user id also names them); a client passes their coach's id. */
  receiverId: string;
};
export type SendAttachmentDto = {
  /** An optional caption; without one the message reads as the file's name. */
  content?: string | null;
  /** A JPEG, PNG, WebP or GIF image or a PDF of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
  /** As for a text message: the client's id (business side) or the coach's id (client side). */
  receiverId: string;
};
export type ConversationResponseDto = {
  avatar: string | null;
  /** The client record of the conversation. */
  clientId: string;
  email: string;
  firstName: string;
  /** The newest message, or null before the first one. */
  lastMessage: MessageResponseDto | null;
  lastName: string;
  /** Messages of the other party the caller has not read. */
  unreadCount: number;
  /** The other party's id, to pass as `withUser` and `receiverId`: the client's id, or for a client their coach's. */
  withUser: string;
};
export type UnreadCountResponseDto = {
  /** Messages to the caller's side that nobody on it has read yet (the business's inbox, or the client's). */
  unreadCount: number;
};
export type NutritionStatsDto = {
  /** Over the clients with a calorie goal: the share of the last 7 days within 10 % of the goal, in whole percent; null without such clients. */
  averageAdherence: number | null;
  /** Clients with a meal plan that applies today. */
  clientsWithPlan: number;
  /** Food-log entries of the business's clients since Monday (UTC). */
  foodsLoggedThisWeek: number;
  mealCount: number;
  mealPlanCount: number;
};
export type PackMealInput = {
  dayNumber: number;
  mealId: string;
  mealType: MealCategory;
};
export type CreateRecipePackDto = {
  description?: string | null;
  difficulty?: RecipePackDifficulty;
  isPublic?: boolean;
  meals?: PackMealInput[];
  name: string;
  servings?: number;
  tags?: string[];
  theme?: string | null;
};
export type UpdateRecipePackDto = {
  description?: string | null;
  difficulty?: RecipePackDifficulty;
  isPublic?: boolean;
  meals?: PackMealInput[];
  name?: string;
  servings?: number;
  tags?: string[];
  theme?: string | null;
};
export type AssignRecipePackDto = {
  clientId: string;
  /** Default: none (the client starts when they like). */
  startDate?: string | null;
};
export type StaffDepartment = 'admin' | 'support' | 'sales' | 'development' | 'finance';
export type StaffPermission =
  | 'view_clients'
  | 'manage_workouts'
  | 'schedule_sessions'
  | 'send_messages'
  | 'business_management'
  | 'client_management'
  | 'payment_management'
  | 'coupon_management'
  | 'staff_management'
  | 'analytics'
  | 'support_tickets';
export type StaffRole = 'admin' | 'support' | 'moderator' | 'analyst';
export type StaffRecordDto = {
  departments: StaffDepartment[];
  /** The entry's id (DELETE /api/staff/{id}). */
  id: string;
  /** When a pending invitation's link stops working; null once accepted. */
  inviteExpiresAt: string | null;
  isActive: boolean;
  /** Missing until the invitation is accepted (shown as Pending). */
  joinedAt: string | null;
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffUserDto = {
  email: string;
  firstName: string;
  id: string | null;
  lastName: string;
};
export type StaffEntryResponseDto = {
  staff: StaffRecordDto;
  user: StaffUserDto;
};
export type StaffInvitationPreviewResponseDto = {
  businessName: string;
  /** The invited address; the sign-up form uses it. */
  email: string;
  expiresAt: string;
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffInvitationAcceptedResponseDto = {
  businessName: string;
  permissions: StaffPermission[];
};
export type StaffSignUpDto = {
  /** Must equal password. */
  confirmPassword: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters. */
  password: string;
};
export type InviteStaffDto = {
  departments?: StaffDepartment[];
  /** Where the invitation goes. */
  email: string;
  /** What the staff member may do in the business. */
  permissions?: StaffPermission[];
  role?: StaffRole | null;
};
export type OwnStaffMembershipResponseDto = {
  businessName: string;
  departments: StaffDepartment[];
  joinedAt: string | null;
  /** What the owner granted. */
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffSummaryResponseDto = {
  /** Of them, role admin. */
  administrators: number;
  /** Of them, role support. */
  support: number;
  /** Active members and pending invitations. */
  total: number;
};
export type UpdateStaffPermissionsDto = {
  permissions: StaffPermission[];
};
export type ChangePasswordDto = {
  /** Must equal newPassword. */
  confirmPassword: string;
  currentPassword: string;
  /** At least 6 characters. */
  newPassword: string;
};
export type UpdateProfileDto = {
  /** Ignored for client users. */
  businessName?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** IANA time zone of the business's days (when a scheduled workout counts as missed); cannot be emptied. */
  timeZone?: string;
  /** The units the user reads their figures in; unchanged when left out. */
  units?: UnitSystem;
};
export type WorkoutExerciseInputDto = {
  /** An exercise of the shipped library or of the business. */
  exerciseId: string;
  notes?: string | null;
  /** Position in the workout (0 first); the list's order is kept when omitted. */
  orderIndex?: number | null;
  /** A count ("12"), a range ("8-12") or seconds ("30s"). */
  reps?: string | null;
  /** Seconds of rest after the exercise. */
  restTime?: number | null;
  sets?: number | null;
  /** Exercises sharing a number form a superset; they must be next to each other. */
  supersetGroup?: number | null;
  tempo?: string | null;
  /** lbs. */
  weight?: number | null;
};
export type CreateWorkoutDto = {
  category?: ExerciseCategory | null;
  description?: string | null;
  difficulty?: Difficulty | null;
  /** Minutes. */
  duration?: number | null;
  /** The exercises in order. */
  exercises?: WorkoutExerciseInputDto[];
  isTemplate?: boolean;
  name: string;
};
export type UpdateWorkoutDto = {
  category?: ExerciseCategory | null;
  description?: string | null;
  difficulty?: Difficulty | null;
  /** Minutes. */
  duration?: number | null;
  /** The exercises in order. */
  exercises?: WorkoutExerciseInputDto[];
  isTemplate?: boolean;
  name?: string;
};
export type AssignWorkoutResponseDto = {
  /** The client workouts created. */
  clientWorkouts: ClientWorkoutResponseDto[];
  /** Client workouts created. */
  created: number;
  /** Client-and-date pairs that already had this workout (left as they were). */
  skipped: number;
};
export type AssignWorkoutDto = {
  /** Clients of the caller's business. */
  clientIds: string[];
  /** ISO dates (YYYY-MM-DD). */
  dates: string[];
};
export const {
  useAdminProfileUpdateMutation,
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRegisterMutation,
  useHabitsEndMutation,
  useMealPlansUnassignMutation,
  useClientCommunitiesListQuery,
  useClientFoodLogDayQuery,
  useClientFoodLogAddMutation,
  useClientFoodLogRemoveMutation,
  useClientFoodLogFrequentQuery,
  useClientFoodLogRecentQuery,
  useClientPortalGoalsListQuery,
  useClientPortalGoalsUpdateProgressMutation,
  useClientPortalHabitsListQuery,
  useClientPortalHabitsLogMutation,
  useClientLinkGetQuery,
  useClientFoodLogMealPlanQuery,
  useClientPortalMeasurementsListQuery,
  useClientPortalMeasurementsAddMutation,
  useClientPortalProgressListQuery,
  useClientPortalProgressUploadMutation,
  useRecipePacksOwnQuery,
  useRecipePacksUpdateOwnMutation,
  useShoppingListsSetPurchasedMutation,
  useShoppingListsOwnQuery,
  useClientPortalWorkoutsPlanQuery,
  useClientPortalWorkoutsWeekQuery,
  useClientPortalWorkoutsLogMutation,
  useClientsListQuery,
  useClientsCreateMutation,
  useClientsExportQuery,
  useClientsImportMutation,
  useClientsRemoveMutation,
  useClientsGetQuery,
  useClientsUpdateMutation,
  useClientsDeactivateMutation,
  useFoodPreferencesListQuery,
  useFoodPreferencesCreateMutation,
  useGoalsListForClientQuery,
  useHabitsListForClientQuery,
  useClientHealthGetHealthProfileQuery,
  useClientHealthSaveHealthProfileMutation,
  useClientInvitationsInviteMutation,
  useClientNutritionListGoalsQuery,
  useClientNutritionCreateGoalMutation,
  useMealPlansAssignmentsQuery,
  useClientHealthListMeasurementsQuery,
  useClientHealthAddMeasurementMutation,
  useClientNutritionForClientQuery,
  useClientProgressPhotosListQuery,
  useClientProgressPhotosUploadMutation,
  useClientsReactivateMutation,
  useRecipePacksForClientQuery,
  useShoppingListsListForClientQuery,
  useShoppingListsGenerateMutation,
  useClientHealthListWellnessQuery,
  useClientHealthAddWellnessMutation,
  useClientWorkoutsProgressQuery,
  useClientWorkoutsListQuery,
  useCommunitiesListQuery,
  useCommunitiesCreateMutation,
  useCommunitiesRemoveMutation,
  useCommunitiesGetQuery,
  useCommunitiesUpdateMutation,
  useCommunitiesJoinMutation,
  useCommunitiesMembersQuery,
  useCommunitiesAddMemberMutation,
  useCommunitiesRemoveMemberMutation,
  useCommunityPostsListQuery,
  useCommunityPostsCreateMutation,
  useCommunityPostsUnreactMutation,
  useCommunityPostsReactMutation,
  useDashboardActivityQuery,
  useDashboardMessagesQuery,
  useDashboardNutritionQuery,
  useDashboardStatsQuery,
  useExercisesListQuery,
  useExercisesCreateMutation,
  useExercisesCategoriesQuery,
  useExercisesRemoveMutation,
  useExercisesGetQuery,
  useExercisesUpdateMutation,
  useExercisesImageQuery,
  useExercisesUploadImageMutation,
  useFoodPreferencesRemoveMutation,
  useFoodsSearchQuery,
  useFoodsCreateMutation,
  useFoodsByBarcodeQuery,
  useFoodsGetQuery,
  useGoalsCreateMutation,
  useGoalsRemoveMutation,
  useGoalsUpdateMutation,
  useHabitsListQuery,
  useHabitsCreateMutation,
  useHabitsRemoveMutation,
  useHabitsUpdateMutation,
  useHabitsAssignMutation,
  useHealthCheckQuery,
  useHealthLiveQuery,
  useHealthReadyQuery,
  useInvitationsPreviewQuery,
  useInvitationsAcceptMutation,
  useMealPlansListQuery,
  useMealPlansCreateMutation,
  useMealPlansFeaturedQuery,
  useMealPlansRemoveMutation,
  useMealPlansGetQuery,
  useMealPlansUpdateMutation,
  useMealPlansAssignMutation,
  useMealPlansDuplicateMutation,
  useMealsListQuery,
  useMealsCreateMutation,
  useMealsCategoriesQuery,
  useMealsRemoveMutation,
  useMealsGetQuery,
  useMealsUpdateMutation,
  useMealsImageQuery,
  useMealsUploadImageMutation,
  useMeetingsListQuery,
  useMeetingsCreateMutation,
  useMeetingsStatsQuery,
  useMeetingsGetQuery,
  useMeetingsUpdateMutation,
  useMeetingsCancelMutation,
  useMessagesListQuery,
  useMessagesSendMutation,
  useMessagesSendAttachmentMutation,
  useMessagesConversationsQuery,
  useMessagesUnreadCountQuery,
  useMessagesAttachmentQuery,
  useClientNutritionOverviewQuery,
  useClientNutritionStatsQuery,
  useProgressPhotosRemoveMutation,
  useProgressPhotosImageQuery,
  useRecipePacksListQuery,
  useRecipePacksCreateMutation,
  useRecipePacksRemoveMutation,
  useRecipePacksGetQuery,
  useRecipePacksUpdateMutation,
  useRecipePacksAssignMutation,
  useShoppingListsRemoveMutation,
  useStaffListQuery,
  useStaffInvitationsPreviewQuery,
  useStaffInvitationsAcceptMutation,
  useStaffInvitationsSignUpMutation,
  useStaffInviteMutation,
  useOwnStaffGetQuery,
  useStaffSummaryQuery,
  useStaffRemoveMutation,
  useStaffUpdatePermissionsMutation,
  useUsersCompleteOnboardingMutation,
  useUsersChangePasswordMutation,
  useUsersUpdateProfileMutation,
  useWorkoutsListQuery,
  useWorkoutsCreateMutation,
  useWorkoutsRemoveMutation,
  useWorkoutsGetQuery,
  useWorkoutsUpdateMutation,
  useWorkoutsAssignMutation,
  useWorkoutsDuplicateMutation,
} = injectedRtkApi;
