import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MESSAGING_MESSAGES } from '@coachcore/domain';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';
import { StorageService } from '../../infra/storage/storage.service';

interface MessageBody {
  id: string;
  content: string;
  messageType: string;
  fileUrl: string | null;
  fileName: string | null;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
}

interface ConversationBody {
  withUser: string;
  lastMessage: MessageBody | null;
  unreadCount: number;
}

/** A sender edits or deletes their own message within 15 minutes of sending it. */
describe('message edits and deletions (HTTP)', () => {
  let t: TestApp;
  let dataDir: string;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-message-edits-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (user: SignedInUser, receiverId: string, content: string) =>
    (await t.http().post('/api/messages').set(user.auth).send({ receiverId, content }).expect(201)).body as MessageBody;
  const edit = (user: SignedInUser, id: string, body: unknown) =>
    t
      .http()
      .patch(`/api/messages/${id}`)
      .set(user.auth)
      .send(body as object);
  const remove = (user: SignedInUser, id: string) => t.http().delete(`/api/messages/${id}`).set(user.auth);
  const conversation = async (user: SignedInUser, withUser: string) =>
    (await t.http().get(`/api/messages?withUser=${withUser}`).set(user.auth).expect(200)).body as MessageBody[];
  const conversations = async (user: SignedInUser) => (await t.http().get('/api/messages/conversations').set(user.auth).expect(200)).body as ConversationBody[];
  const unread = async (user: SignedInUser) => (await t.http().get('/api/messages/unread-count').set(user.auth).expect(200)).body.unreadCount as number;
  const sentMinutesAgo = (id: string, minutes: number) =>
    t.sql(`update messages set created_at = now() - make_interval(mins => $1) where id = $2`, [minutes, id]);

  it('lets the coach edit their message: the text is trimmed, editedAt set, and both sides read the new text', async () => {
    const sent = await send(coach, client.clientId, 'See you at 7');
    expect(sent.editedAt).toBeNull();
    const edited = (await edit(coach, sent.id, { content: '  See you at 8 instead  ' }).expect(200)).body as MessageBody;
    expect(edited).toEqual({ ...sent, content: 'See you at 8 instead', editedAt: expect.any(String) });
    expect(new Date(edited.editedAt!).getTime()).toBeGreaterThanOrEqual(new Date(sent.createdAt).getTime());
    expect(await conversation(client, coach.id)).toEqual([{ ...edited, isRead: true }]);
    expect(await conversation(coach, client.clientId)).toEqual([{ ...edited, isRead: true }]);
  });

  it('lets the client edit and delete their own messages with the same calls', async () => {
    const first = await send(client, coach.id, 'Running late');
    const second = await send(client, coach.id, 'Sorry, wrong chat');
    expect((await edit(client, first.id, { content: 'Running 5 minutes late' }).expect(200)).body).toMatchObject({
      content: 'Running 5 minutes late',
      editedAt: expect.any(String),
    });
    await remove(client, second.id).expect(204);
    const [deleted, editedOne] = await conversation(coach, client.clientId);
    expect(deleted).toMatchObject({ id: second.id, content: '', deletedAt: expect.any(String) });
    expect(editedOne).toMatchObject({ id: first.id, content: 'Running 5 minutes late' });
  });

  it('deletes in place: the text goes, the message stays with deletedAt, and the unread counts and list follow', async () => {
    const earlier = await send(coach, client.clientId, 'Hello');
    const sent = await send(coach, client.clientId, 'Oops, not for you');
    expect(await unread(client)).toBe(2);
    await remove(coach, sent.id).expect(204);
    // Nothing left to read in a deleted message.
    expect(await unread(client)).toBe(1);
    const [coachSide] = await conversations(client);
    expect(coachSide!.unreadCount).toBe(1);
    // The list's last message is the deleted one, in its place, without its text.
    expect(coachSide!.lastMessage).toMatchObject({ id: sent.id, content: '', deletedAt: expect.any(String), editedAt: null });
    const listed = (await conversations(coach)).find((c) => c.withUser === client.clientId)!;
    expect(listed.lastMessage).toMatchObject({ id: sent.id, content: '', deletedAt: expect.any(String) });
    expect((await conversation(client, coach.id)).map((m) => [m.id, m.content, m.deletedAt !== null])).toEqual([
      [sent.id, '', true],
      [earlier.id, 'Hello', false],
    ]);
    // Deleted is deleted: neither edited nor deleted again.
    expect((await edit(coach, sent.id, { content: 'Back?' }).expect(404)).body.message).toBe(MESSAGING_MESSAGES.messageNotFound);
    expect((await remove(coach, sent.id).expect(404)).body.message).toBe(MESSAGING_MESSAGES.messageNotFound);
  });

  it("keeps a deleted client message out of the business's unread count and the dashboard's recent messages", async () => {
    const kept = await send(client, coach.id, 'Can we move Friday?');
    const gone = await send(client, coach.id, 'Ignore that');
    expect(await unread(coach)).toBe(2);
    await remove(client, gone.id).expect(204);
    expect(await unread(coach)).toBe(1);
    const recent = (await t.http().get('/api/dashboard/messages').set(coach.auth).expect(200)).body as { unreadCount: number; messages: { id: string }[] };
    expect(recent.unreadCount).toBe(1);
    expect(recent.messages.map((m) => m.id)).toEqual([kept.id]);
  });

  it('erases the attachment of a deleted message from storage', async () => {
    const sent = (
      await t
        .http()
        .post('/api/messages/attachments')
        .set(coach.auth)
        .field('receiverId', client.clientId)
        .attach('file', SAMPLE_FILES.png, { filename: 'plan.png', contentType: 'image/png' })
        .expect(201)
    ).body as MessageBody;
    const [{ file_key: key }] = await t.sql<{ file_key: string }>('select file_key from messages where id = $1', [sent.id]);
    await t.app.get(StorageService).get(key);
    await remove(coach, sent.id).expect(204);
    await expect(t.app.get(StorageService).get(key)).rejects.toThrow();
    await t.http().get(sent.fileUrl!).set(client.auth).expect(404);
    const [deleted] = await conversation(client, coach.id);
    expect(deleted).toMatchObject({ id: sent.id, content: '', messageType: 'text', fileUrl: null, fileName: null, fileType: null, fileSize: null });
    const [row] = await t.sql<{ file_key: string | null }>('select file_key from messages where id = $1', [sent.id]);
    expect(row!.file_key).toBeNull();
  });

  it("refuses after 15 minutes with 400 and the window's message", async () => {
    const sent = await send(coach, client.clientId, 'Old news');
    await sentMinutesAgo(sent.id, 14);
    await edit(coach, sent.id, { content: 'Still in time' }).expect(200);
    await sentMinutesAgo(sent.id, 15);
    expect((await edit(coach, sent.id, { content: 'Too late' }).expect(400)).body.message).toBe('Messages can only be edited within 15 minutes of sending');
    expect((await remove(coach, sent.id).expect(400)).body.message).toBe('Messages can only be deleted within 15 minutes of sending');
    const [kept] = await conversation(coach, client.clientId);
    expect(kept).toMatchObject({ content: 'Still in time', deletedAt: null });
  });

  it('refuses bad content with the messages of sending, and unknown fields', async () => {
    const sent = await send(coach, client.clientId, 'Original');
    expect((await edit(coach, sent.id, { content: '  \n ' }).expect(400)).body.message).toBe(MESSAGING_MESSAGES.contentRequired);
    expect((await edit(coach, sent.id, {}).expect(400)).body.message).toBe(MESSAGING_MESSAGES.contentRequired);
    expect((await edit(coach, sent.id, { content: 42 }).expect(400)).body.message).toBe(MESSAGING_MESSAGES.contentRequired);
    expect((await edit(coach, sent.id, { content: 'x'.repeat(5001) }).expect(400)).body.message).toBe(MESSAGING_MESSAGES.contentTooLong);
    await edit(coach, sent.id, { content: 'Fine', senderId: client.id }).expect(400);
    await edit(coach, 'not-a-uuid', { content: 'Fine' }).expect(404);
    const [kept] = await conversation(coach, client.clientId);
    expect(kept).toMatchObject({ content: 'Original', editedAt: null });
  });

  it("refuses another person's message of the conversation with 403, staff's included", async () => {
    const fromClient = await send(client, coach.id, 'My message');
    const fromCoach = await send(coach, client.clientId, 'The coach wrote this');
    const staff = await createStaff(t, coach, ['send_messages']);
    expect((await edit(coach, fromClient.id, { content: 'Rewritten' }).expect(403)).body.message).toBe('You can only edit your own messages');
    expect((await remove(coach, fromClient.id).expect(403)).body.message).toBe('You can only delete your own messages');
    expect((await edit(client, fromCoach.id, { content: 'Rewritten' }).expect(403)).body.message).toBe(MESSAGING_MESSAGES.notOwnEdit);
    await remove(client, fromCoach.id).expect(403);
    // The business side is one party, but only the person who wrote a message changes it.
    await edit(staff, fromCoach.id, { content: 'Rewritten' }).expect(403);
    await remove(staff, fromCoach.id).expect(403);
    const byStaff = await send(staff, client.clientId, 'From the team');
    await edit(staff, byStaff.id, { content: 'From Sky, of the team' }).expect(200);
    await edit(coach, byStaff.id, { content: 'Rewritten' }).expect(403);
    expect((await conversation(coach, client.clientId)).map((m) => m.content)).toEqual(['From Sky, of the team', 'The coach wrote this', 'My message']);
  });

  it("answers 404 for another tenant's message, another client's, and anonymous callers 401", async () => {
    const sent = await send(coach, client.clientId, 'Private');
    const otherBusiness = await registerUser(t);
    expect((await edit(otherBusiness, sent.id, { content: 'Mine now' }).expect(404)).body.message).toBe(MESSAGING_MESSAGES.messageNotFound);
    await remove(otherBusiness, sent.id).expect(404);
    // Another client of the same business cannot reach this conversation at all.
    const otherClient = await createClientUser(t, coach);
    await edit(otherClient, sent.id, { content: 'Mine now' }).expect(404);
    await remove(otherClient, sent.id).expect(404);
    // Nor a staff member assigned to another client.
    const staff = await createStaff(t, coach, ['send_messages']);
    const [{ id: entryId }] = await t.sql<{ id: string }>('select id from business_staff where staff_id = $1', [staff.id]);
    const assigned = await createClient(t, coach);
    await t.http().put(`/api/staff/${entryId}/clients/${assigned.id}`).set(coach.auth).send({}).expect(200);
    await remove(staff, sent.id).expect(404);
    await t.http().patch(`/api/messages/${sent.id}`).send({ content: 'Anyone?' }).expect(401);
    await t.http().delete(`/api/messages/${sent.id}`).expect(401);
    expect((await conversation(coach, client.clientId))[0]).toMatchObject({ content: 'Private', editedAt: null, deletedAt: null });
  });

  it('never lets an edit bring back a message deleted at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const sent = await send(coach, client.clientId, `Round ${round}`);
      const edits = (n: number) => Array.from({ length: n }, (_, i) => edit(coach, sent.id, { content: `Edit ${i}` }));
      const answers = await Promise.all([...edits(6), remove(coach, sent.id), ...edits(6)]);
      expect(answers[6]!.status).toBe(204);
      for (const answer of answers) expect([200, 204, 404]).toContain(answer.status);
      const [row] = await t.sql<{ content: string; deleted_at: Date | null }>('select content, deleted_at from messages where id = $1', [sent.id]);
      expect(row).toEqual({ content: '', deleted_at: expect.any(Date) });
    }
  });
});
