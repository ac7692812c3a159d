import { Migration } from '@mikro-orm/migrations';

/** Automations (document 3): the workflows, their actions and the run log, one run per workflow, event, client and action. */
export class Migration20261125060000_Automations extends Migration {
  override name = 'Migration20261125060000_Automations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "automation_workflows" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(200) not null, "description" text null, "trigger_type" varchar(40) not null, "trigger_conditions" jsonb not null, "is_active" boolean not null default true, "total_executions" int not null default 0, "last_executed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "automation_workflows_coach_id_created_at_index" on "automation_workflows" ("coach_id", "created_at");`);
    this.addSql(
      `create index "automation_workflows_coach_id_trigger_type_is_active_index" on "automation_workflows" ("coach_id", "trigger_type", "is_active");`,
    );

    this.addSql(
      `create table "automation_actions" ("id" uuid not null, "workflow_id" uuid not null, "action_type" varchar(40) not null, "action_data" jsonb not null, "delay_minutes" int not null default 0, "order_index" int not null, "is_active" boolean not null default true, "success_count" int not null default 0, "failure_count" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "automation_actions_workflow_id_order_index_index" on "automation_actions" ("workflow_id", "order_index");`);

    this.addSql(
      `create table "automation_executions" ("id" uuid not null, "workflow_id" uuid not null, "action_id" uuid not null, "client_id" uuid not null, "event_id" uuid not null, "trigger_data" jsonb not null, "status" varchar(20) not null default 'pending', "attempts" int not null default 0, "scheduled_at" timestamptz not null, "executed_at" timestamptz null, "error_message" text null, "result" jsonb null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "automation_executions_workflow_id_created_at_index" on "automation_executions" ("workflow_id", "created_at");`);
    this.addSql(`create index "automation_executions_action_id_index" on "automation_executions" ("action_id");`);
    this.addSql(`create index "automation_executions_client_id_index" on "automation_executions" ("client_id");`);
    this.addSql(
      `alter table "automation_executions" add constraint "automation_executions_once" unique ("workflow_id", "event_id", "client_id", "action_id");`,
    );

    this.addSql(
      `alter table "automation_workflows" add constraint "automation_workflows_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "automation_actions" add constraint "automation_actions_workflow_id_foreign" foreign key ("workflow_id") references "automation_workflows" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "automation_executions" add constraint "automation_executions_workflow_id_foreign" foreign key ("workflow_id") references "automation_workflows" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "automation_executions" add constraint "automation_executions_action_id_foreign" foreign key ("action_id") references "automation_actions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "automation_executions" add constraint "automation_executions_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "automation_executions" cascade;`);
    this.addSql(`drop table if exists "automation_actions" cascade;`);
    this.addSql(`drop table if exists "automation_workflows" cascade;`);
  }
}
