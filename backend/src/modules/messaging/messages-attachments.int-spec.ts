import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Test } from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser } from '../../../test/client-factories';
import { oversizedPng, SAMPLE_FILES } from '../../infra/storage/testing/sample-files';
import { MESSAGING_MESSAGES } from '@coachcore/domain';
import { STORAGE_MESSAGES } from '../../infra/storage/storage-messages';
import { MESSAGE_ATTACHMENT_UPLOAD } from './message-attachment-upload';

/** Reads a binary answer into a Buffer. */
const binary = (request: Test): Test =>
  request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('message attachments (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-attachments-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const attach = (user: SignedInUser, receiverId: string, content: Buffer, filename: string, caption?: string) => {
    const request = t.http().post('/api/messages/attachments').set(user.auth).field('receiverId', receiverId);
    return (caption === undefined ? request : request.field('content', caption)).attach('file', content, { filename, contentType: 'application/octet-stream' });
  };

  it('sends an image inline and a PDF as a file, typed from their content, served to both parties', async () => {
    const client = await createClientUser(t, coach);
    const image = (await attach(coach, client.clientId, SAMPLE_FILES.png, 'progress.bin', '  Your plan  ').expect(201)).body;
    expect(image).toMatchObject({
      messageType: 'image',
      content: 'Your plan',
      fileName: 'progress.bin',
      fileType: 'image/png',
      fileSize: SAMPLE_FILES.png.length,
      fileUrl: `/api/messages/${image.id}/attachment`,
      receiverId: client.clientId,
    });
    const pdf = (await attach(client, coach.id, SAMPLE_FILES.pdf, 'labs.pdf').expect(201)).body;
    const named = (await attach(client, coach.id, SAMPLE_FILES.pdf, 'Ergebnisse März.pdf').expect(201)).body;
    expect(named.fileName).toBe('Ergebnisse März.pdf');
    expect((await t.http().get(named.fileUrl).set(coach.auth).expect(200)).headers['content-disposition']).toBe(
      `attachment; filename="Ergebnisse M_rz.pdf"; filename*=UTF-8''Ergebnisse%20M%C3%A4rz.pdf`,
    );
    expect(pdf).toMatchObject({ messageType: 'file', content: 'labs.pdf', fileType: 'application/pdf', fromClient: true });

    for (const user of [coach, client]) {
      const shown = await binary(t.http().get(image.fileUrl).set(user.auth)).expect(200);
      expect(shown.headers['content-type']).toBe('image/png');
      expect(shown.headers['content-disposition']).toMatch(/^inline/);
      expect(Buffer.compare(shown.body as Buffer, SAMPLE_FILES.png)).toBe(0);
      const download = await binary(t.http().get(pdf.fileUrl).set(user.auth)).expect(200);
      expect(Buffer.compare(download.body as Buffer, SAMPLE_FILES.pdf)).toBe(0);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="labs.pdf"/);
    }
    // Text messages have no attachment.
    const text = (await t.http().post('/api/messages').set(coach.auth).send({ receiverId: client.clientId, content: 'Plain' }).expect(201)).body;
    await t.http().get(`/api/messages/${text.id}/attachment`).set(coach.auth).expect(404);
  });

  it('refuses other types, empty and oversized files, and a missing file', async () => {
    const client = await createClient(t, coach);
    for (const [content, name] of [
      [SAMPLE_FILES.text, 'notes.png'],
      [SAMPLE_FILES.svg, 'logo.svg'],
    ] as const) {
      expect((await attach(coach, client.id, content, name).expect(400)).body.message).toBe(STORAGE_MESSAGES.wrongType(MESSAGE_ATTACHMENT_UPLOAD.allowedTypes));
    }
    await attach(coach, client.id, oversizedPng(10 * 1024 * 1024 + 1), 'big.png').expect(413);
    const noFile = await t.http().post('/api/messages/attachments').set(coach.auth).field('receiverId', client.id).expect(400);
    expect(noFile.body.message).toBe(MESSAGING_MESSAGES.attachmentRequired);
    expect((await t.http().get(`/api/messages?withUser=${client.id}`).set(coach.auth).expect(200)).body).toEqual([]);
  });
});
