import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Food } from './food.entity';
import { ShoppingList } from './shopping-list.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** One food to buy for the week, summed over the plan's meals (document 2 section 3, shopping_list_items). */
@Entity({ tableName: 'shopping_list_items' })
@TenantOwned('shoppingList.coach', { client: 'shoppingList.client' })
@Index({ properties: ['shoppingList', 'category'] })
export class ShoppingListItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ShoppingList, { fieldName: 'shopping_list_id', deleteRule: 'cascade' })
  shoppingList: ShoppingList;

  @ManyToOne(() => Food, { fieldName: 'food_id', nullable: true, deleteRule: 'set null', index: true })
  food?: Food | null;

  @Property({ length: 200 })
  foodName: string;

  @Property({ length: 60, nullable: true })
  category?: string | null;

  @DecimalProperty({ precision: 10, scale: 2 })
  quantity: number;

  @Property({ length: 20 })
  unit: string;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  estimatedPrice?: number | null;

  @Property({ length: 14, nullable: true })
  barcode?: string | null;

  @Property({ length: 200, nullable: true })
  brand?: string | null;

  @Property({ default: false })
  isPurchased: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;
}
