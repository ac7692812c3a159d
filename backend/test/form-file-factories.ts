import { SAMPLE_FILES } from '../src/infra/storage/testing/sample-files';
import type { SignedInUser } from './factories';
import type { TestApp } from './test-app';

/**
 * The files a client leaves through forms and onboarding, made through the API: a waiver with a file field and a drawn
 * signature that they submit, and an active onboarding configuration whose file field they answer. Answers the
 * storage keys of the three files (upload, signature, onboarding upload). `formTitle` names the waiver.
 */
export async function clientFormAndOnboardingFiles(t: TestApp, coach: SignedInUser, client: SignedInUser, formTitle = 'Clearance'): Promise<string[]> {
  const form = await t
    .http()
    .post('/api/forms')
    .set(coach.auth)
    .send({
      title: formTitle,
      category: 'waiver',
      // Required of every client, so the client reaches it without an assignment.
      isRequired: true,
      fields: [
        { id: 'letter', type: 'file', label: 'Letter', required: true },
        { id: 'sign', type: 'signature', label: 'Signature', required: true },
      ],
    });
  if (form.status !== 201) throw new Error(`create form failed: ${form.status} ${JSON.stringify(form.body)}`);
  const upload = await t.http().post(`/api/client/forms/${form.body.id}/files`).set(client.auth).attach('file', SAMPLE_FILES.pdf, 'letter.pdf');
  if (upload.status !== 201) throw new Error(`form upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
  const submission = await t
    .http()
    .post(`/api/client/forms/${form.body.id}/submissions`)
    .set(client.auth)
    .send({ responses: { letter: upload.body.id }, signature: `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}` });
  if (submission.status !== 201) throw new Error(`form submission failed: ${submission.status} ${JSON.stringify(submission.body)}`);

  const config = await t
    .http()
    .post('/api/onboarding/configs')
    .set(coach.auth)
    .send({
      configName: 'With a letter',
      steps: [{ id: 'docs', title: 'Documents', fields: [{ id: 'clearance', label: 'Clearance letter', type: 'file', required: true }] }],
    });
  if (config.status !== 201) throw new Error(`onboarding config failed: ${config.status} ${JSON.stringify(config.body)}`);
  const answer = await t.http().post('/api/client/onboarding/steps/docs/fields/clearance/file').set(client.auth).attach('file', SAMPLE_FILES.pdf, 'letter.pdf');
  if (answer.status !== 201) throw new Error(`onboarding upload failed: ${answer.status} ${JSON.stringify(answer.body)}`);

  const keys = await t.sql<{ key: string }>(
    `select f.file_key as key from form_files f join clients c on c.id = f.client_id where c.user_id = $1
     union all select s.signature from form_submissions s join clients c on c.id = s.client_id where c.user_id = $1 and s.signature is not null
     union all select r.file_key from client_onboarding_responses r join clients c on c.id = r.client_id where c.user_id = $1 and r.file_key is not null`,
    [client.id],
  );
  if (keys.length !== 3) throw new Error(`expected 3 stored files of the client, found ${keys.length}`);
  return keys.map((row) => row.key);
}
