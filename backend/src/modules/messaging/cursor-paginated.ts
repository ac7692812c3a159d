import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { rule } from '../../common/validation/rules';
import { queryInt } from '../../common/validation/transforms';

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** One page of a list paged by cursor, as services return it. */
export interface CursorPage<T> {
  items: T[];
  /** The `cursor` of the next page, or null on the last one. */
  nextCursor: string | null;
}

@Injectable()
class CursorHeaderInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((page: CursorPage<unknown>) => {
        if (page.nextCursor) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
        response.setHeader('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
        return page.items;
      }),
    );
  }
}

/** A list paged by cursor: the handler returns a CursorPage; the body is the items, `X-Next-Cursor` asks for the next page. */
export function CursorPaginated(itemType: Type, description: string): MethodDecorator {
  return applyDecorators(
    UseInterceptors(CursorHeaderInterceptor),
    ApiOkResponse({
      type: [itemType],
      description,
      headers: {
        [NEXT_CURSOR_HEADER]: { description: 'The `cursor` of the next (older) page; absent on the last page', schema: { type: 'string', format: 'uuid' } },
      },
    }),
  );
}

/**
 * `?cursor=&limit=` with the list's own default and maximum; `cursor` is the id of the oldest item already loaded
 * (the previous page's X-Next-Cursor) and must be a uuid (`invalidCursor` otherwise).
 */
export function CursorPageQuery(sizes: { defaultLimit: number; maxLimit: number; invalidCursor: string }): Type<{ cursor?: string; limit: number }> {
  class CursorPageQueryDto {
    // Documented explicitly: the swagger CLI plugin does not see classes declared inside a function.
    @ApiPropertyOptional({ type: 'string', format: 'uuid', description: 'The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`).' })
    @IsOptional()
    @IsUUID('all', rule({ message: sizes.invalidCursor }))
    cursor?: string;

    @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: sizes.maxLimit, default: sizes.defaultLimit, description: 'Items per page.' })
    @IsOptional()
    @Transform(queryInt)
    @IsInt(rule({ message: 'limit must be a whole number' }))
    @Min(1, rule({ message: 'limit must be at least 1' }))
    @Max(sizes.maxLimit, rule({ message: `limit must be at most ${sizes.maxLimit}` }))
    limit: number = sizes.defaultLimit;
  }
  return CursorPageQueryDto;
}
