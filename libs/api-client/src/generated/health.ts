import { baseApi as api } from '../base-api';
export const addTagTypes = ['health'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedHealthApi };
export type HealthCheckApiResponse = /** status 200 PostgreSQL and Redis answer */ HealthResponseDto;
export type HealthCheckApiArg = void;
export type HealthLiveApiResponse = /** status 200 The process serves HTTP */ LivenessResponseDto;
export type HealthLiveApiArg = void;
export type HealthReadyApiResponse = /** status 200 PostgreSQL and Redis answer */ HealthResponseDto;
export type HealthReadyApiArg = void;
export type ServiceState = 'up' | 'down';
export type HealthResponseDto = {
  database: ServiceState;
  redis: ServiceState;
  status: 'ok' | 'error';
};
export type LivenessResponseDto = {
  status: 'ok';
};
export const { useHealthCheckQuery, useHealthLiveQuery, useHealthReadyQuery } = injectedRtkApi;
