import { Migration } from '@mikro-orm/migrations';

// The data lives in this file: migrations are loaded one file each, so a migration imports nothing of its own.
type FieldType = 'text' | 'textarea' | 'select' | 'multiselect' | 'checkbox' | 'number' | 'date' | 'file';
const f = (id: string, label: string, type: FieldType, required: boolean, options: string[] = []) => ({
  id,
  label,
  type,
  required,
  options,
  placeholder: null,
});

/** The onboarding templates shipped with CoachCore (the three predefined sections of the setup screen, assembled). */
const TEMPLATES = [
  {
    templateName: 'Personal Training Onboarding',
    businessType: 'personal_training',
    description: 'Contact details, a health screen and a fitness assessment: what a coach needs before the first session.',
    steps: [
      {
        id: 'personal',
        title: 'Personal Information',
        description: 'How to reach you and who to contact in an emergency',
        required: true,
        category: 'personal',
        fields: [
          f('emergency_contact_name', 'Emergency Contact Name', 'text', true),
          f('emergency_contact_phone', 'Emergency Contact Phone', 'text', true),
          f('preferred_communication', 'Preferred Communication', 'select', false, ['Email', 'Phone', 'Text', 'App Messages']),
        ],
      },
      {
        id: 'health',
        title: 'Health Assessment',
        description: 'Your health history, so your program is safe for you',
        required: true,
        category: 'health',
        fields: [
          f('medical_conditions', 'Medical Conditions', 'textarea', false),
          f('medications', 'Current Medications', 'textarea', false),
          f('injuries', 'Injuries or Limitations', 'textarea', false),
          f('doctor_clearance', 'I have clearance from my doctor to exercise', 'checkbox', true),
        ],
      },
      {
        id: 'fitness',
        title: 'Fitness Assessment',
        description: 'Where you are starting from and where you want to go',
        required: true,
        category: 'fitness',
        fields: [
          f('fitness_level', 'Fitness Level', 'select', true, ['Beginner', 'Intermediate', 'Advanced']),
          f('experience', 'Exercise Experience', 'multiselect', false, ['Weight Training', 'Cardio', 'Yoga', 'Pilates', 'Sports', 'HIIT']),
          f('goals', 'Fitness Goals', 'multiselect', true, ['Weight Loss', 'Muscle Gain', 'Strength', 'Endurance', 'Flexibility', 'General Health']),
          f('frequency', 'Workout Frequency', 'select', false, ['2-3 times per week', '4-5 times per week', '6+ times per week']),
        ],
      },
    ],
  },
];

export class Migration20261124233800_OnboardingAndLeadIntegrations extends Migration {
  override name = 'Migration20261124233800_OnboardingAndLeadIntegrations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "client_onboarding_configs" ("id" uuid not null, "business_id" uuid not null, "config_name" varchar(120) not null default 'Default Client Onboarding', "steps" jsonb not null, "is_active" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_onboarding_configs_business_id_created_at_index" on "client_onboarding_configs" ("business_id", "created_at");`);
    this.addSql(`create unique index "client_onboarding_configs_one_active" on "client_onboarding_configs" ("business_id") where "is_active";`);
    this.addSql(
      `alter table "client_onboarding_configs" add constraint "client_onboarding_configs_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "client_onboarding_responses" ("id" uuid not null, "client_id" uuid not null, "config_id" uuid not null, "business_id" uuid not null, "step_id" varchar(64) not null, "field_id" varchar(64) not null, "response_value" jsonb null, "file_key" varchar(300) null, "completed_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "client_onboarding_responses" add constraint "client_onboarding_responses_client_config_step_field_unique" unique ("client_id", "config_id", "step_id", "field_id");`,
    );
    this.addSql(`create index "client_onboarding_responses_config_id_index" on "client_onboarding_responses" ("config_id");`);
    this.addSql(`create index "client_onboarding_responses_business_id_index" on "client_onboarding_responses" ("business_id");`);
    this.addSql(
      `alter table "client_onboarding_responses" add constraint "client_onboarding_responses_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_onboarding_responses" add constraint "client_onboarding_responses_config_id_foreign" foreign key ("config_id") references "client_onboarding_configs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_onboarding_responses" add constraint "client_onboarding_responses_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "onboarding_templates" ("id" uuid not null, "template_name" varchar(200) not null, "business_type" varchar(60) not null, "description" text null, "steps" jsonb not null, "is_public" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`,
    );
    const json = JSON.stringify(TEMPLATES);
    if (json.includes('$templates$')) throw new Error('The template text must not contain the quoting tag');
    this.addSql(
      `insert into "onboarding_templates" ("id", "template_name", "business_type", "description", "steps", "is_public", "created_at")
       select md5('coachcore-onboarding-template-v1:' || x."templateName")::uuid, x."templateName", x."businessType", x.description, x.steps, true, now()
         from jsonb_to_recordset($templates$${json}$templates$::jsonb) as x("templateName" text, "businessType" text, description text, steps jsonb)
       on conflict ("id") do nothing;`,
    );

    this.addSql(
      `create table "business_integrations" ("id" uuid not null, "business_id" uuid not null, "integration_type" varchar(40) not null, "status" varchar(20) not null default 'pending', "access_token" text null, "refresh_token" text null, "external_account_id" varchar(200) null, "settings" jsonb not null default '{}', "webhook_secret" varchar(100) not null, "last_sync_at" timestamptz null, "expires_at" timestamptz null, "error_message" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "business_integrations" add constraint "business_integrations_business_id_integration_type_unique" unique ("business_id", "integration_type");`,
    );
    this.addSql(
      `alter table "business_integrations" add constraint "business_integrations_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "lead_webhook_deliveries" ("id" uuid not null, "business_id" uuid not null, "integration_id" uuid not null, "event" varchar(40) not null, "outcome" varchar(20) not null, "status_code" int not null, "message" text null, "contact_id" varchar(200) null, "client_id" uuid null, "signature" varchar(150) null, "received_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "lead_webhook_deliveries_business_id_received_at_index" on "lead_webhook_deliveries" ("business_id", "received_at");`);
    this.addSql(`create index "lead_webhook_deliveries_client_id_index" on "lead_webhook_deliveries" ("client_id");`);
    this.addSql(`create index "lead_webhook_deliveries_integration_id_index" on "lead_webhook_deliveries" ("integration_id");`);
    this.addSql(
      `create unique index "lead_webhook_deliveries_signature_unique" on "lead_webhook_deliveries" ("integration_id", "signature") where "signature" is not null;`,
    );
    this.addSql(
      `alter table "lead_webhook_deliveries" add constraint "lead_webhook_deliveries_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_webhook_deliveries" add constraint "lead_webhook_deliveries_integration_id_foreign" foreign key ("integration_id") references "business_integrations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_webhook_deliveries" add constraint "lead_webhook_deliveries_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete set null;`,
    );

    // The same LeadDec contact twice updates its client, never makes a second one.
    this.addSql(
      `create unique index "clients_coach_id_lead_dec_contact_id_unique" on "clients" ("coach_id", "lead_dec_contact_id") where "lead_dec_contact_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "clients_coach_id_lead_dec_contact_id_unique";`);
    this.addSql(`drop table if exists "lead_webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "business_integrations" cascade;`);
    this.addSql(`drop table if exists "onboarding_templates" cascade;`);
    this.addSql(`drop table if exists "client_onboarding_responses" cascade;`);
    this.addSql(`drop table if exists "client_onboarding_configs" cascade;`);
  }
}
