import { Migration } from '@mikro-orm/migrations';

// The data lives in this file: migrations are loaded one file each, so a migration imports nothing of its own.
type FieldType = 'text' | 'textarea' | 'email' | 'phone' | 'number' | 'date' | 'select' | 'radio' | 'checkbox' | 'file' | 'signature';
interface Field {
  id: string;
  type: FieldType;
  label: string;
  required: boolean;
  options?: string[];
  placeholder?: string | null;
}
interface Template {
  name: string;
  category: 'waiver' | 'health_questionnaire' | 'par_q' | 'intake' | 'feedback' | 'assessment';
  description: string;
  fields: Field[];
}

const yesNo = ['Yes', 'No'];
const field = (id: string, type: FieldType, label: string, required: boolean, extra: Partial<Field> = {}): Field => ({
  id,
  type,
  label,
  required,
  ...(['select', 'radio', 'checkbox'].includes(type) ? { options: [] } : {}),
  placeholder: null,
  ...extra,
});
const fullName = field('full_name', 'text', 'Full name', true, { placeholder: 'First and last name' });
const signedOn = field('signed_on', 'date', 'Date', true);
const signature = field('signature', 'signature', 'Signature', true);

/** The form templates written for CoachCore (version 1). Frozen with this migration. */
const FORM_TEMPLATES_V1: Template[] = [
  {
    name: 'PAR-Q: Physical Activity Readiness Questionnaire',
    category: 'par_q',
    description:
      'Seven yes-or-no questions to answer before becoming more physically active. A "Yes" to any of them means checking with a doctor before starting or increasing training.',
    fields: [
      fullName,
      field(
        'heart_condition',
        'radio',
        'Has a doctor ever said that you have a heart condition and that you should only do physical activity recommended by a doctor?',
        true,
        { options: yesNo },
      ),
      field('chest_pain_activity', 'radio', 'Do you feel pain in your chest when you do physical activity?', true, { options: yesNo }),
      field('chest_pain_rest', 'radio', 'In the past month, have you had chest pain when you were not doing physical activity?', true, { options: yesNo }),
      field('dizziness', 'radio', 'Do you lose your balance because of dizziness, or do you ever lose consciousness?', true, { options: yesNo }),
      field(
        'bone_joint',
        'radio',
        'Do you have a bone or joint problem (for example back, knee or hip) that could be made worse by a change in your physical activity?',
        true,
        { options: yesNo },
      ),
      field('blood_pressure_meds', 'radio', 'Is a doctor currently prescribing medication for your blood pressure or a heart condition?', true, {
        options: yesNo,
      }),
      field('other_reason', 'radio', 'Do you know of any other reason why you should not do physical activity?', true, { options: yesNo }),
      field('details', 'textarea', 'If you answered "Yes" to any question, tell us more', false),
      signedOn,
      signature,
    ],
  },
  {
    name: 'Liability Waiver and Release',
    category: 'waiver',
    description:
      'Acknowledges the risks of exercise and coaching, confirms the client is fit to take part and releases the coach from liability for injuries that are not caused by negligence.',
    fields: [
      fullName,
      field('email', 'email', 'Email', true),
      field(
        'risks',
        'checkbox',
        'I understand that exercise carries a risk of injury, including muscle strains, joint injuries and, rarely, heart problems',
        true,
        { options: ['I understand and accept these risks'] },
      ),
      field('fitness', 'checkbox', 'I confirm that I am in good health and will tell my coach about any change to my health, injuries or medication', true, {
        options: ['I confirm'],
      }),
      field('instructions', 'checkbox', "I will follow my coach's instructions, work within my limits and stop if I feel pain, dizziness or discomfort", true, {
        options: ['I agree'],
      }),
      field(
        'release',
        'checkbox',
        'I release my coach and their business from liability for injury or loss arising from my participation, except where caused by their negligence',
        true,
        { options: ['I agree to this release'] },
      ),
      field('emergency_name', 'text', 'Emergency contact name', true),
      field('emergency_phone', 'phone', 'Emergency contact phone', true),
      signedOn,
      signature,
    ],
  },
  {
    name: 'New Client Intake',
    category: 'intake',
    description: 'Contact details, goals, training background and schedule, so the first session starts from what matters to the client.',
    fields: [
      fullName,
      field('email', 'email', 'Email', true),
      field('phone', 'phone', 'Phone', false),
      field('birth_date', 'date', 'Date of birth', false),
      field('primary_goal', 'select', 'Main goal', true, {
        options: ['Lose weight', 'Build muscle', 'Improve general fitness', 'Train for an event', 'Recover from an injury'],
      }),
      field('goal_detail', 'textarea', 'What would success look like in three months?', false),
      field('experience', 'radio', 'Training experience', true, { options: ['Beginner', 'Intermediate', 'Advanced'] }),
      field('days_per_week', 'number', 'How many days a week can you train?', true, { placeholder: '3' }),
      field('preferred_times', 'checkbox', 'Preferred training times', false, { options: ['Early morning', 'Daytime', 'Evening', 'Weekends'] }),
      field('equipment', 'textarea', 'What equipment do you have access to?', false),
      field('heard_about', 'text', 'How did you hear about us?', false),
    ],
  },
  {
    name: 'Health History Questionnaire',
    category: 'health_questionnaire',
    description: 'Medical conditions, medication, injuries and lifestyle, so training can be adapted safely. Shared only with the coach.',
    fields: [
      fullName,
      field('conditions', 'checkbox', 'Do you have, or have you had, any of these?', false, {
        options: ['High blood pressure', 'Heart disease', 'Diabetes', 'Asthma', 'Epilepsy', 'Arthritis', 'Back pain', 'Pregnancy (current or within 6 months)'],
      }),
      field('conditions_detail', 'textarea', 'Other medical conditions, or details of the above', false),
      field('medications', 'textarea', 'Medication you take regularly', false),
      field('injuries', 'textarea', 'Injuries or surgery in the last two years', false),
      field('smoker', 'radio', 'Do you smoke?', true, { options: ['No', 'Occasionally', 'Daily'] }),
      field('sleep_hours', 'number', 'Average hours of sleep per night', false),
      field('stress', 'select', 'Stress level', false, { options: ['Low', 'Moderate', 'High'] }),
      field('doctor_letter', 'file', "Doctor's clearance letter (if you have one)", false),
      signedOn,
      signature,
    ],
  },
  {
    name: 'Session Feedback',
    category: 'feedback',
    description: 'A short check on how training is going: rating, what works, what to change.',
    fields: [
      field('rating', 'radio', 'How would you rate your recent sessions?', true, { options: ['1 - Poor', '2', '3', '4', '5 - Excellent'] }),
      field('enjoyed', 'textarea', 'What did you enjoy most?', false),
      field('improve', 'textarea', 'What could we do better?', false),
      field('difficulty', 'select', 'How did the difficulty feel?', true, { options: ['Too easy', 'About right', 'Too hard'] }),
      field('recommend', 'radio', 'Would you recommend your coach to a friend?', true, { options: yesNo }),
    ],
  },
  {
    name: 'Fitness Assessment',
    category: 'assessment',
    description: 'Starting measurements and simple fitness tests, recorded at the first session and repeated to track progress.',
    fields: [
      fullName,
      field('assessed_on', 'date', 'Assessment date', true),
      field('weight', 'number', 'Body weight (lbs)', false),
      field('resting_hr', 'number', 'Resting heart rate (bpm)', false),
      field('pushups', 'number', 'Push-ups in one minute', false),
      field('squats', 'number', 'Bodyweight squats in one minute', false),
      field('plank', 'number', 'Plank hold (seconds)', false),
      field('sit_reach', 'number', 'Sit-and-reach (inches)', false),
      field('posture', 'select', 'Posture', false, { options: ['Neutral', 'Rounded shoulders', 'Anterior pelvic tilt', 'Other (see notes)'] }),
      field('notes', 'textarea', 'Notes', false),
    ],
  },
];

/**
 * Ships the form templates written for CoachCore on every database (the demo, production and the tests' template).
 * Shipped templates have no creator: every business reads them, none changes them. Ids derive from the names.
 */
export class Migration20261124204100_FormTemplates extends Migration {
  override name = 'Migration20261124204100_FormTemplates';

  override up(): void | Promise<void> {
    const json = JSON.stringify(FORM_TEMPLATES_V1);
    if (json.includes('$templates$')) throw new Error('The template text must not contain the quoting tag');
    this.addSql(
      `insert into "form_templates" ("id", "name", "description", "category", "fields", "is_public", "created_by", "usage_count", "created_at")
       select md5('coachcore-form-template-v1:' || x.name)::uuid, x.name, x.description, x.category, x.fields, true, null, 0, now()
         from jsonb_to_recordset($templates$${json}$templates$::jsonb) as x(name text, description text, category text, fields jsonb)
       on conflict ("id") do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "form_templates" where "created_by" is null;`);
  }
}
