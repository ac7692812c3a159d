import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { TOTAL_COUNT_HEADER } from '../http/pagination';

/**
 * A paged list: the body is the plain array of the page's items; the paging facts travel in the headers
 * that sendPageHeaders sets.
 */
export const ApiPageOkResponse = (type: Type<unknown>, description: string) =>
  applyDecorators(
    ApiOkResponse({
      type: [type],
      description,
      headers: {
        [TOTAL_COUNT_HEADER]: { description: 'Items matching the filters, before paging', schema: { type: 'integer', minimum: 0 } },
        'X-Page': { description: 'The page answered (1-based)', schema: { type: 'integer', minimum: 1 } },
        'X-Limit': { description: 'The page size used', schema: { type: 'integer', minimum: 1 } },
      },
    }),
  );
