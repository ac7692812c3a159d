import { applyDecorators, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

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
