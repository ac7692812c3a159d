import { Migration } from '@mikro-orm/migrations';

export class Migration20261123233557_Communities extends Migration {
  override name = 'Migration20261123233557_Communities';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "communities" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(255) not null, "description" text null, "image_url" varchar(255) null, "is_private" boolean not null default false, "member_limit" int null, "member_count" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "communities_coach_id_created_at_index" on "communities" ("coach_id", "created_at");`);

    this.addSql(
      `create table "community_posts" ("id" uuid not null, "community_id" uuid not null, "parent_id" uuid null, "author_id" uuid null, "client_id" uuid null, "content" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "community_posts_author_id_index" on "community_posts" ("author_id");`);
    this.addSql(`create index "community_posts_client_id_index" on "community_posts" ("client_id");`);
    this.addSql(`create index "community_posts_parent_id_created_at_index" on "community_posts" ("parent_id", "created_at");`);
    this.addSql(`create index "community_posts_feed_index" on "community_posts" ("community_id", "created_at" desc, "id" desc)`);

    this.addSql(
      `create table "community_post_reactions" ("id" uuid not null, "post_id" uuid not null, "user_id" uuid not null, "reaction" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "community_post_reactions_user_id_index" on "community_post_reactions" ("user_id");`);
    this.addSql(
      `alter table "community_post_reactions" add constraint "community_post_reactions_post_id_user_id_reaction_unique" unique ("post_id", "user_id", "reaction");`,
    );

    this.addSql(
      `create table "community_members" ("id" uuid not null, "community_id" uuid not null, "client_id" uuid not null, "role" varchar(255) not null default 'member', "joined_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "community_members_client_id_index" on "community_members" ("client_id");`);
    this.addSql(`alter table "community_members" add constraint "community_members_community_id_client_id_unique" unique ("community_id", "client_id");`);

    this.addSql(
      `alter table "communities" add constraint "communities_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "communities" add constraint "communities_member_count_check" check (member_count >= 0 and (member_limit is null or member_count <= member_limit));`,
    );

    this.addSql(
      `alter table "community_posts" add constraint "community_posts_community_id_foreign" foreign key ("community_id") references "communities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "community_posts" add constraint "community_posts_parent_id_foreign" foreign key ("parent_id") references "community_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "community_posts" add constraint "community_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "community_posts" add constraint "community_posts_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "community_post_reactions" add constraint "community_post_reactions_post_id_foreign" foreign key ("post_id") references "community_posts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "community_post_reactions" add constraint "community_post_reactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "community_members" add constraint "community_members_community_id_foreign" foreign key ("community_id") references "communities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "community_members" add constraint "community_members_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "community_posts" drop constraint "community_posts_community_id_foreign";`);
    this.addSql(`alter table "community_members" drop constraint "community_members_community_id_foreign";`);
    this.addSql(`alter table "community_posts" drop constraint "community_posts_parent_id_foreign";`);
    this.addSql(`alter table "community_post_reactions" drop constraint "community_post_reactions_post_id_foreign";`);

    this.addSql(`drop table if exists "communities" cascade;`);
    this.addSql(`drop table if exists "community_posts" cascade;`);
    this.addSql(`drop table if exists "community_post_reactions" cascade;`);
    this.addSql(`drop table if exists "community_members" cascade;`);
  }
}
