import { baseApi as api } from '../base-api';
export const addTagTypes = ['shopping-lists', 'client-portal'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
      shoppingListsRemove: build.mutation<ShoppingListsRemoveApiResponse, ShoppingListsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/shopping-lists/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['shopping-lists'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedShoppingListsApi };
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
export type ShoppingListsRemoveApiResponse = unknown;
export type ShoppingListsRemoveApiArg = {
  id: string;
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
export type GenerateShoppingListDto = {
  /** The first day of the week (7 days from it). */
  weekStartDate: string;
};
export const {
  useShoppingListsSetPurchasedMutation,
  useShoppingListsOwnQuery,
  useShoppingListsListForClientQuery,
  useShoppingListsGenerateMutation,
  useShoppingListsRemoveMutation,
} = injectedRtkApi;
