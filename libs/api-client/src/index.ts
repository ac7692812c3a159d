export { baseApi } from './base-api';
export * from './generated-api';
