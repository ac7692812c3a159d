/**
 * Page sizes (`limit`: the default when left out, and the most allowed) of the lists paged since issue 17, and the
 * 400 message of a cursor that names no item of its list. Lists paged earlier keep theirs beside their module
 * (CLIENT_PAGE, EXERCISE_PAGE, WORKOUT_PAGE, FOOD_PAGE, MEAL_PAGE, and the messages' and posts' own).
 *
 * Offset lists (`?page=&limit=`, numbered pages, total in X-Total-Count) and cursor lists (`?cursor=&limit=`, "Load
 * more", next cursor in X-Next-Cursor) are chosen by how their screen reads them.
 */
export const LIST_PAGES = {
  // Offset: numbered pages.
  communities: { defaultLimit: 50, maxLimit: 100 },
  clientCommunities: { defaultLimit: 50, maxLimit: 100 },
  habitTemplates: { defaultLimit: 50, maxLimit: 200 },
  recipePacks: { defaultLimit: 50, maxLimit: 200 },
  clientRecipePacks: { defaultLimit: 50, maxLimit: 200 },
  goals: { defaultLimit: 50, maxLimit: 200 },
  foodPreferences: { defaultLimit: 50, maxLimit: 200 },
  macroGoals: { defaultLimit: 50, maxLimit: 200 },
  mealPlanAssignments: { defaultLimit: 50, maxLimit: 200 },
  exerciseProgress: { defaultLimit: 50, maxLimit: 100 },
  adminBusinesses: { defaultLimit: 25, maxLimit: 100 },
  adminClients: { defaultLimit: 25, maxLimit: 100 },
  adminUsers: { defaultLimit: 25, maxLimit: 100 },
  adminPayments: { defaultLimit: 25, maxLimit: 100 },
  adminSubscriptions: { defaultLimit: 25, maxLimit: 100 },
  auditLog: { defaultLimit: 50, maxLimit: 200 },
  supportTickets: { defaultLimit: 25, maxLimit: 100 },
  adminSupportTickets: { defaultLimit: 25, maxLimit: 100 },
  helpArticles: { defaultLimit: 20, maxLimit: 100 },
  // Cursor: "Load more".
  communityMembers: { defaultLimit: 50, maxLimit: 200 },
  clientHabits: { defaultLimit: 50, maxLimit: 200 },
  clientWorkouts: { defaultLimit: 50, maxLimit: 200 },
  workoutPlan: { defaultLimit: 50, maxLimit: 100 },
  measurements: { defaultLimit: 100, maxLimit: 200 },
  wellness: { defaultLimit: 90, maxLimit: 200 },
  progressPhotos: { defaultLimit: 30, maxLimit: 100 },
  shoppingLists: { defaultLimit: 20, maxLimit: 100 },
} as const;

/** The 400 message of a cursor that is not the id of an item of the list (`what`: 'a member of this community'). */
export const invalidCursorMessage = (what: string) => `cursor must be the id of ${what}`;

export const CURSOR_MESSAGES = {
  communityMembers: invalidCursorMessage('a member of this community'),
  clientHabits: invalidCursorMessage("a habit of this client's list"),
  clientWorkouts: invalidCursorMessage("a workout of this client's list"),
  workoutPlan: invalidCursorMessage('a workout of this plan'),
  measurements: invalidCursorMessage("a measurement of this client's list"),
  wellness: invalidCursorMessage("a check-in of this client's list"),
  progressPhotos: invalidCursorMessage("a progress photo of this client's list"),
  shoppingLists: invalidCursorMessage("a shopping list of this client's list"),
} as const;
