import { DecimalType, type PropertyOptions } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';

/** The column's `numeric(precision, scale)` and any other property option but its type. */
export type DecimalPropertyOptions<T> = Omit<PropertyOptions<T>, 'type' | 'columnType' | 'precision' | 'scale'> & { precision: number; scale: number };

/**
 * A `numeric(precision, scale)` column that the code reads and writes as a number: money, weights, quantities,
 * nutrients. PostgreSQL answers numeric as text; MikroORM's `DecimalType('number')` turns it into a number when the
 * row is loaded, so entities, services and mappers only ever see numbers (no `Number()` on an entity's field). Raw
 * SQL rows still come back as text: a repository reading them converts them where it reads them.
 *
 * @example `@DecimalProperty({ precision: 10, scale: 2, nullable: true }) price?: number | null;`
 */
export function DecimalProperty<T extends object>(options: DecimalPropertyOptions<T>): (target: T, propertyName: string) => void {
  return Property<T>({ ...options, type: new DecimalType('number') } as PropertyOptions<T>);
}
