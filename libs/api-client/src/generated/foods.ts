import { baseApi as api } from '../base-api';
export const addTagTypes = ['foods'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedFoodsApi };
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
export const { useFoodsSearchQuery, useFoodsCreateMutation, useFoodsByBarcodeQuery, useFoodsGetQuery } = injectedRtkApi;
