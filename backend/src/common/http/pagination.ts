import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, type Type, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional, type ApiResponseOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { rule, stacked } from '../validation/rules';
import { queryInt } from '../validation/transforms';

/**
 * The two ways a list is paged, sharing what they can (`limit`, the answer's shape, the one interceptor):
 * - by offset (`?page=&limit=`, this file): numbered pages, with the total in `X-Total-Count`;
 * - by cursor (`?cursor=&limit=`, `cursor-pagination.ts`): "load more" and infinite scroll, the next page's cursor in
 *   `X-Next-Cursor`; items added meanwhile neither repeat nor skip an item.
 * Either way the body stays the plain list of items (the spec's calls read an array), and the paging figures travel in
 * headers.
 */
export interface PageSizes {
  defaultLimit: number;
  maxLimit: number;
}

/** What a paged list answers: the items as the body, the paging figures as headers. */
export interface PagedList<T> {
  readonly items: T[];
  /** The paging headers of this answer. */
  headers(): Record<string, string>;
  /** Every paging header this kind of list may send (for CORS), present or not on this answer. */
  exposedHeaders(): string[];
}

/**
 * One page of a list, as services return it. The controller answers `items` as the body (the spec's plain
 * lists) and `@Paginated()` puts the rest in headers.
 */
export class Page<T> implements PagedList<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly page: number,
    readonly limit: number,
  ) {}

  map<U>(mapper: (item: T) => U): Page<U> {
    return new Page(this.items.map(mapper), this.total, this.page, this.limit);
  }

  headers(): Record<string, string> {
    return { [PAGE_HEADERS.total]: String(this.total), [PAGE_HEADERS.page]: String(this.page), [PAGE_HEADERS.limit]: String(this.limit) };
  }

  exposedHeaders(): string[] {
    return Object.values(PAGE_HEADERS);
  }
}

export const PAGE_HEADERS = { total: 'X-Total-Count', page: 'X-Page', limit: 'X-Limit' } as const;
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** Far beyond any real list, small enough that page × limit stays an exact integer offset. */
export const MAX_PAGE = 1_000_000;

/** The rows to skip before a page. */
export const offsetOf = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;

/**
 * `limit`, the same in both kinds of paging: an optional whole number from 1 to the list's maximum (400 with the
 * messages below otherwise). The class sets the default (`limit: number = sizes.defaultLimit`).
 */
export function LimitProperty(sizes: PageSizes): PropertyDecorator {
  // As if written above the property, so the rules run in the order they always have.
  return stacked(
    // Documented explicitly: the swagger CLI plugin does not see classes declared inside a function.
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: sizes.maxLimit, default: sizes.defaultLimit, description: 'Items per page.' }),
    IsOptional(),
    Transform(queryInt),
    IsInt(rule({ message: 'limit must be a whole number' })),
    Min(1, rule({ message: 'limit must be at least 1' })),
    Max(sizes.maxLimit, rule({ message: `limit must be at most ${sizes.maxLimit}` })),
  );
}

/**
 * `?page=&limit=` with the list's own default and maximum: `class ListXQuery extends PageQuery({ defaultLimit: 50, maxLimit: 200 })`.
 * Both are optional integers; out-of-range values answer 400.
 */
export function PageQuery(sizes: PageSizes): Type<{ page: number; limit: number }> {
  class PageQueryDto {
    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: '1-based page number.' })
    @IsOptional()
    @Transform(queryInt)
    @IsInt(rule({ message: 'page must be a whole number' }))
    @Min(1, rule({ message: 'page must be at least 1' }))
    @Max(MAX_PAGE, rule({ message: `page must be at most ${MAX_PAGE}` }))
    page: number = 1;

    @LimitProperty(sizes)
    limit: number = sizes.defaultLimit;
  }
  return PageQueryDto;
}

/** The one interceptor of paged lists: the headers of the page (offset or cursor), then the items as the body. */
@Injectable()
class PagedListInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((list: PagedList<unknown>) => {
        for (const [name, value] of Object.entries(list.headers())) response.setHeader(name, value);
        response.setHeader('Access-Control-Expose-Headers', list.exposedHeaders().join(', '));
        return list.items;
      }),
    );
  }
}

/** A paged list route (either kind): the handler returns a `PagedList`; the answer is its items with its headers, documented. */
export function pagedListRoute(itemType: Type, description: string | undefined, headers: ApiResponseOptions['headers']): MethodDecorator & ClassDecorator {
  return applyDecorators(UseInterceptors(PagedListInterceptor), ApiOkResponse({ type: [itemType], description, headers }));
}

const integerHeader = (description: string, minimum: number) => ({ description, schema: { type: 'integer' as const, minimum } });

/** A paginated list route: the handler returns a Page<T>; the answer is the items, with the totals in headers (documented). */
export function Paginated(itemType: Type, description?: string): MethodDecorator & ClassDecorator {
  return pagedListRoute(itemType, description, {
    [PAGE_HEADERS.total]: integerHeader('Items matching the filters, before paging', 0),
    [PAGE_HEADERS.page]: integerHeader('The page answered (1-based)', 1),
    [PAGE_HEADERS.limit]: integerHeader('Items per page', 1),
  });
}
