import { BadRequestException, type Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { rule } from '../validation/rules';
import { LimitProperty, NEXT_CURSOR_HEADER, pagedListRoute, type PagedList, type PageSizes } from './pagination';

export { NEXT_CURSOR_HEADER } from './pagination';

/**
 * One page of a list paged by cursor, as services return it: the items and the `cursor` of the next page (the id of
 * this page's last item), or null on the last page.
 */
export class CursorPage<T> implements PagedList<T> {
  constructor(
    readonly items: T[],
    readonly nextCursor: string | null,
  ) {}

  /**
   * The page from `rows` read with `limit + 1`: the extra row only says that another page follows, and the last item
   * kept is where it starts.
   */
  static of<T>(rows: T[], limit: number, cursorOf: (item: T) => string): CursorPage<T> {
    const items = rows.slice(0, limit);
    return new CursorPage(items, rows.length > limit ? cursorOf(items[items.length - 1]!) : null);
  }

  map<U>(mapper: (item: T) => U): CursorPage<U> {
    return new CursorPage(this.items.map(mapper), this.nextCursor);
  }

  headers(): Record<string, string> {
    return this.nextCursor ? { [NEXT_CURSOR_HEADER]: this.nextCursor } : {};
  }

  exposedHeaders(): string[] {
    return [NEXT_CURSOR_HEADER];
  }
}

/** How a cursor list runs: newest first (each next page is older) or in another order. */
export type CursorOrder = 'newest first' | 'in order';

/**
 * A list paged by cursor: the handler returns a CursorPage; the body is the items, `X-Next-Cursor` asks for the next
 * page (`order` words its documentation).
 */
export function CursorPaginated(itemType: Type, description: string, order: CursorOrder = 'newest first'): MethodDecorator {
  const next = order === 'newest first' ? 'The `cursor` of the next (older) page' : 'The `cursor` of the next page';
  return pagedListRoute(itemType, description, {
    [NEXT_CURSOR_HEADER]: { description: `${next}; absent on the last page`, schema: { type: 'string', format: 'uuid' } },
  });
}

/**
 * `?cursor=&limit=` with the list's own default and maximum; `cursor` is the id of the last item already loaded
 * (the previous page's X-Next-Cursor) and must be a uuid (`invalidCursor` otherwise, also when it names no item of
 * the list).
 */
export function CursorPageQuery(sizes: PageSizes & { invalidCursor: string; order?: CursorOrder }): Type<{ cursor?: string; limit: number }> {
  const loaded = (sizes.order ?? 'newest first') === 'newest first' ? 'oldest' : 'last';
  class CursorPageQueryDto {
    // Documented explicitly: the swagger CLI plugin does not see classes declared inside a function.
    @ApiPropertyOptional({
      type: 'string',
      format: 'uuid',
      description: `The id of the ${loaded} item already loaded (the previous page’s \`X-Next-Cursor\`).`,
    })
    @IsOptional()
    @IsUUID('all', rule({ message: sizes.invalidCursor }))
    cursor?: string;

    @LimitProperty(sizes)
    limit: number = sizes.defaultLimit;
  }
  return CursorPageQueryDto;
}

/** The page a repository read by cursor, or the list's 400 when its cursor named no item of the list (the repository answered null). */
export function cursorPageOrFail<T>(page: CursorPage<T> | null, invalidCursor: string): CursorPage<T> {
  if (!page) throw new BadRequestException(invalidCursor);
  return page;
}
