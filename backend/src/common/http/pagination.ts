import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, type Type, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { rule } from '../validation/rules';
import { queryInt } from '../validation/transforms';

/**
 * One page of a list, as services return it. The controller answers `items` as the body (the spec's plain
 * lists) and `@Paginated()` puts the rest in headers.
 */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly page: number,
    readonly limit: number,
  ) {}

  map<U>(mapper: (item: T) => U): Page<U> {
    return new Page(this.items.map(mapper), this.total, this.page, this.limit);
  }
}

export const PAGE_HEADERS = { total: 'X-Total-Count', page: 'X-Page', limit: 'X-Limit' } as const;

/** Far beyond any real list, small enough that page × limit stays an exact integer offset. */
export const MAX_PAGE = 1_000_000;

/**
 * `?page=&limit=` with the list's own default and maximum: `class ListXQuery extends PageQuery({ defaultLimit: 50, maxLimit: 200 })`.
 * Both are optional integers; out-of-range values answer 400.
 */
export function PageQuery(sizes: { defaultLimit: number; maxLimit: number }): Type<{ page: number; limit: number }> {
  class PageQueryDto {
    // Documented explicitly: the swagger CLI plugin does not see classes declared inside a function.
    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: '1-based page number.' })
    @IsOptional()
    @Transform(queryInt)
    @IsInt(rule({ message: 'page must be a whole number' }))
    @Min(1, rule({ message: 'page must be at least 1' }))
    @Max(MAX_PAGE, rule({ message: `page must be at most ${MAX_PAGE}` }))
    page: number = 1;

    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: sizes.maxLimit, default: sizes.defaultLimit, description: 'Items per page.' })
    @IsOptional()
    @Transform(queryInt)
    @IsInt(rule({ message: 'limit must be a whole number' }))
    @Min(1, rule({ message: 'limit must be at least 1' }))
    @Max(sizes.maxLimit, rule({ message: `limit must be at most ${sizes.maxLimit}` }))
    limit: number = sizes.defaultLimit;
  }
  return PageQueryDto;
}

@Injectable()
class PageHeadersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((page: Page<unknown>) => {
        response.setHeader(PAGE_HEADERS.total, String(page.total));
        response.setHeader(PAGE_HEADERS.page, String(page.page));
        response.setHeader(PAGE_HEADERS.limit, String(page.limit));
        response.setHeader('Access-Control-Expose-Headers', Object.values(PAGE_HEADERS).join(', '));
        return page.items;
      }),
    );
  }
}

const integerHeader = (description: string, minimum: number) => ({ description, schema: { type: 'integer' as const, minimum } });

/** A paginated list route: the handler returns a Page<T>; the answer is the items, with the totals in headers (documented). */
export function Paginated(itemType: Type, description?: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseInterceptors(PageHeadersInterceptor),
    ApiOkResponse({
      type: [itemType],
      description,
      headers: {
        [PAGE_HEADERS.total]: integerHeader('Items matching the filters, before paging', 0),
        [PAGE_HEADERS.page]: integerHeader('The page answered (1-based)', 1),
        [PAGE_HEADERS.limit]: integerHeader('Items per page', 1),
      },
    }),
  );
}
