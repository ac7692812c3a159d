import { LEADDEC_MESSAGES, LEADDEC_WEBHOOK_EVENTS } from '@coachcore/domain';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signLeadDecDelivery } from './lead-webhook-signature';

interface Integration {
  accountId: string;
  webhookSecret: string;
  status: string;
  webhooks: { event: string; path: string; url: string }[];
}

describe('lead-management integration and webhooks (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let integration: Integration;

  const integrationOf = async (user: SignedInUser) => (await t.http().get('/api/integrations/leaddec').set(user.auth).expect(200)).body as Integration;
  /** Posts `body` exactly as these bytes, signed (unless a header is given) with the secret. */
  const deliver = (event: string, body: unknown, options: { account?: string; secret?: string; signature?: string; timestamp?: number } = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const request = t.http().post(`/webhooks/leaddec/${event}`).set('Content-Type', 'application/json');
    const account = options.account ?? integration.accountId;
    if (account) request.set('X-LeadDec-Account', account);
    request.set('X-LeadDec-Signature', options.signature ?? signLeadDecDelivery(options.secret ?? integration.webhookSecret, raw, options.timestamp));
    return request.send(raw);
  };
  const clientsOf = (coachId: string, contactId: string) =>
    t.sql<{ id: string; first_name: string; email: string; source: string; is_active: boolean }>(
      'select id, first_name, email, source, is_active from clients where coach_id = $1 and lead_dec_contact_id = $2',
      [coachId, contactId],
    );
  const deliveries = async (user: SignedInUser) =>
    (await t.http().get('/api/integrations/leaddec/deliveries').set(user.auth).expect(200)).body as {
      event: string;
      outcome: string;
      statusCode: number;
      message: string | null;
      contactId: string | null;
      clientId: string | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://app.coachcore.test' } });
    coach = await registerUser(t);
    integration = await integrationOf(coach);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a pending integration with a secret and the five webhook addresses on the product origin; reading it twice keeps one row', async () => {
    expect(integration.status).toBe('pending');
    expect(integration.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(integration.webhooks.map((w) => w.path)).toEqual([
      '/webhooks/leaddec/lead-created',
      '/webhooks/leaddec/opportunity-won',
      '/webhooks/leaddec/appointment-scheduled',
      '/webhooks/leaddec/contact-tagged',
      '/webhooks/leaddec/form-submitted',
    ]);
    expect(integration.webhooks[0]!.url).toBe('https://app.coachcore.test/webhooks/leaddec/lead-created');
    expect((await integrationOf(coach)).accountId).toBe(integration.accountId);
    const owner = await registerUser(t);
    await Promise.all(Array.from({ length: 5 }, () => t.http().get('/api/integrations/leaddec').set(owner.auth).expect(200)));
    expect(await t.sql('select id from business_integrations where business_id = $1', [owner.id])).toHaveLength(1);
  });

  it('Save Configuration stores the settings; the key is answered only by its last four characters', async () => {
    const owner = await registerUser(t);
    const saved = await t
      .http()
      .put('/api/integrations/leaddec')
      .set(owner.auth)
      .send({
        apiKey: 'ld_live_abcd1234',
        locationId: 'loc_1',
        webhookUrl: 'https://hooks.leaddec.test/in',
        syncDirection: 'to_coachcore',
        disabledEvents: ['contact-tagged'],
      })
      .expect(200);
    expect(saved.body).toMatchObject({
      status: 'active',
      apiKeySet: true,
      apiKeyLast4: '1234',
      locationId: 'loc_1',
      webhookUrl: 'https://hooks.leaddec.test/in',
      syncDirection: 'to_coachcore',
      disabledEvents: ['contact-tagged'],
    });
    expect(JSON.stringify(saved.body)).not.toContain('ld_live_abcd1234');
    const [row] = await t.sql<{ access_token: string; external_account_id: string; settings: Record<string, unknown> }>(
      'select access_token, external_account_id, settings from business_integrations where business_id = $1',
      [owner.id],
    );
    expect(row).toMatchObject({ access_token: 'ld_live_abcd1234', external_account_id: 'loc_1', settings: { syncDirection: 'to_coachcore' } });
    const cleared = await t.http().put('/api/integrations/leaddec').set(owner.auth).send({ apiKey: '' }).expect(200);
    expect(cleared.body).toMatchObject({ status: 'pending', apiKeySet: false, locationId: 'loc_1' });

    for (const [body, message] of [
      [{ syncDirection: 'sideways' }, LEADDEC_MESSAGES.invalidSyncDirection],
      [{ disabledEvents: ['lead-deleted'] }, LEADDEC_MESSAGES.unknownEvent],
      [{ webhookUrl: 'ftp://x' }, 'Webhook URL must be an http:// or https:// address'],
      [{ apiKey: 'k', role: 'admin' }, 'property role should not exist'],
    ] as const) {
      expect((await t.http().put('/api/integrations/leaddec').set(owner.auth).send(body).expect(400)).body.message).toBe(message);
    }
  });

  it('only the business (or staff with business management) reaches the settings', async () => {
    await t.http().get('/api/integrations/leaddec').expect(401);
    const client = await createClientUser(t, coach);
    await t.http().get('/api/integrations/leaddec').set(client.auth).expect(403);
    await t
      .http()
      .get('/api/integrations/leaddec')
      .set((await createStaff(t, coach, ['client_management'])).auth)
      .expect(403);
    const staff = await createStaff(t, coach, ['business_management']);
    expect((await t.http().get('/api/integrations/leaddec').set(staff.auth).expect(200)).body.accountId).toBe(integration.accountId);
  });

  it('a signed lead creates a client (source leaddec); the same contact again updates it; every delivery is recorded', async () => {
    const created = await deliver('lead-created', {
      contactId: 'c-100',
      firstName: 'Lena',
      lastName: 'Lead',
      email: 'Lena.Lead@example.com',
      phone: '+1 555 0100',
    }).expect(200);
    expect(created.body).toMatchObject({ received: true, outcome: 'created' });
    const updated = await deliver('appointment-scheduled', { contact: { id: 'c-100', first_name: 'Helena' } }).expect(200);
    expect(updated.body).toEqual({ received: true, outcome: 'updated', clientId: created.body.clientId });
    const rows = await clientsOf(coach.id, 'c-100');
    expect(rows).toEqual([{ id: created.body.clientId, first_name: 'Helena', email: 'lena.lead@example.com', source: 'leaddec', is_active: true }]);
    const client = await t.http().get(`/api/clients/${created.body.clientId}`).set(coach.auth).expect(200);
    expect(client.body).toMatchObject({ firstName: 'Helena', lastName: 'Lead', leadDecContactId: 'c-100', source: 'leaddec' });

    const recent = await deliveries(coach);
    expect(recent.slice(0, 2)).toEqual([
      expect.objectContaining({ event: 'appointment-scheduled', outcome: 'updated', statusCode: 200, contactId: 'c-100', clientId: created.body.clientId }),
      expect.objectContaining({ event: 'lead-created', outcome: 'created', statusCode: 200, contactId: 'c-100', clientId: created.body.clientId }),
    ]);
    const events = await t.sql<{ name: string }>("select name from outbox_events where payload->>'clientId' = $1 order by created_at", [created.body.clientId]);
    expect(events.map((e) => e.name)).toEqual(['client_signup', 'lead_synced', 'lead_synced']);
    expect((await integrationOf(coach)) as unknown as { lastSyncAt: string | null }).toMatchObject({ lastSyncAt: expect.any(String) });
  });

  it('every one of the five addresses accepts a signed delivery; an unknown event is 404', async () => {
    for (const [i, event] of LEADDEC_WEBHOOK_EVENTS.entries()) {
      const response = await deliver(event, { contactId: `five-${i}`, email: `five-${i}@example.com`, firstName: 'F' }).expect(200);
      expect(response.body.outcome).toBe('created');
    }
    expect((await deliver('lead-deleted', { contactId: 'x' }).expect(404)).body.message).toBe(LEADDEC_MESSAGES.unknownEvent);
    await t.http().post('/api/webhooks/leaddec/lead-created').send({}).expect(404);
  });

  it('an opportunity won reactivates the client; a lead whose e-mail the business already has adopts that client', async () => {
    const existing = await createClient(t, coach, { email: 'known@example.com', firstName: 'Kim' });
    const adopted = await deliver('lead-created', { contactId: 'c-known', email: 'KNOWN@example.com' }).expect(200);
    expect(adopted.body).toEqual({ received: true, outcome: 'updated', clientId: existing.id });
    await t.sql('update clients set is_active = false where id = $1', [existing.id]);
    await deliver('opportunity-won', { contactId: 'c-known' }).expect(200);
    expect((await clientsOf(coach.id, 'c-known'))[0]).toMatchObject({ id: existing.id, first_name: 'Kim', is_active: true });
  });

  it('refuses bad, missing, replayed and old signatures, an unknown account and another business secret, recording each', async () => {
    const body = JSON.stringify({ contactId: 'c-sig', email: 'sig@example.com' });
    const other = await registerUser(t);
    const otherIntegration = await integrationOf(other);

    const bad = await deliver('lead-created', body, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }).expect(401);
    expect(bad.body.message).toBe(LEADDEC_MESSAGES.invalidSignature);
    expect((await deliver('lead-created', body, { signature: 'nonsense' }).expect(401)).body.message).toBe(LEADDEC_MESSAGES.invalidSignature);
    const tampered = await t
      .http()
      .post('/webhooks/leaddec/lead-created')
      .set('Content-Type', 'application/json')
      .set('X-LeadDec-Account', integration.accountId)
      .set('X-LeadDec-Signature', signLeadDecDelivery(integration.webhookSecret, body))
      .send(body.replace('sig@', 'evil@'))
      .expect(401);
    expect(tampered.body.message).toBe(LEADDEC_MESSAGES.invalidSignature);
    const missing = await t.http().post('/webhooks/leaddec/lead-created').set('X-LeadDec-Account', integration.accountId).send(body).expect(401);
    expect(missing.body.message).toBe(LEADDEC_MESSAGES.signatureRequired);
    const old = await deliver('lead-created', body, { timestamp: Math.floor(Date.now() / 1000) - 301 }).expect(401);
    expect(old.body.message).toBe(LEADDEC_MESSAGES.timestampOutOfRange);
    // A few seconds past the tolerance: the server reads its clock after the test, possibly a second later.
    const future = await deliver('lead-created', body, { timestamp: Math.floor(Date.now() / 1000) + 305 }).expect(401);
    expect(future.body.message).toBe(LEADDEC_MESSAGES.timestampOutOfRange);
    // Signed with the other business's secret, for this business's account.
    const foreign = await deliver('lead-created', body, { secret: otherIntegration.webhookSecret }).expect(401);
    expect(foreign.body.message).toBe(LEADDEC_MESSAGES.invalidSignature);
    expect((await deliver('lead-created', body, { account: '00000000-0000-4000-8000-000000000000' }).expect(401)).body.message).toBe(
      LEADDEC_MESSAGES.unknownAccount,
    );
    expect((await deliver('lead-created', body, { account: 'nope' }).expect(401)).body.message).toBe(LEADDEC_MESSAGES.unknownAccount);
    const noAccount = await t.http().post('/webhooks/leaddec/lead-created').send(body).expect(401);
    expect(noAccount.body.message).toBe(LEADDEC_MESSAGES.accountRequired);
    expect(await clientsOf(coach.id, 'c-sig')).toEqual([]);

    // A good delivery, then the very same bytes and header again: a replay.
    const signature = signLeadDecDelivery(integration.webhookSecret, body);
    await deliver('lead-created', body, { signature }).expect(200);
    const replay = await deliver('lead-created', body, { signature }).expect(409);
    expect(replay.body.message).toBe(LEADDEC_MESSAGES.replayed);
    expect(await clientsOf(coach.id, 'c-sig')).toHaveLength(1);

    const recorded = (await deliveries(coach)).filter((d) => d.outcome === 'rejected').map((d) => d.message);
    expect(recorded).toEqual(
      expect.arrayContaining([
        LEADDEC_MESSAGES.invalidSignature,
        LEADDEC_MESSAGES.signatureRequired,
        LEADDEC_MESSAGES.timestampOutOfRange,
        LEADDEC_MESSAGES.replayed,
      ]),
    );
    // Nothing of it shows in the other business's deliveries.
    expect(await deliveries(other)).toEqual([]);

    // After a rotation the old secret is refused and the new one accepted.
    const rotated = (await t.http().post('/api/integrations/leaddec/secret').set(coach.auth).expect(200)).body as Integration;
    expect(rotated.webhookSecret).not.toBe(integration.webhookSecret);
    await deliver('lead-created', { contactId: 'c-rot', email: 'rot@example.com' }).expect(401);
    integration = rotated;
    await deliver('lead-created', { contactId: 'c-rot', email: 'rot@example.com' }).expect(200);
  });

  it('refuses payloads without a contact id, an invalid e-mail, or a new contact without an e-mail', async () => {
    expect((await deliver('lead-created', '[1,2]').expect(400)).body.message).toBe(LEADDEC_MESSAGES.invalidPayload);
    expect((await deliver('lead-created', 'not json').expect(400)).body.message).toBe(LEADDEC_MESSAGES.invalidPayload);
    expect((await deliver('lead-created', { email: 'a@example.com' }).expect(400)).body.message).toBe(LEADDEC_MESSAGES.contactIdRequired);
    expect((await deliver('lead-created', { contactId: 'c-bad', email: 'not-an-email' }).expect(400)).body.message).toBe(LEADDEC_MESSAGES.emailRequired);
    expect((await deliver('contact-tagged', { contactId: 'c-nomail', tags: ['vip'] }).expect(400)).body.message).toBe(LEADDEC_MESSAGES.emailRequired);
    expect(await clientsOf(coach.id, 'c-nomail')).toEqual([]);
  });

  it('Sync Settings: events switched off and sync to LeadDec only are recorded as ignored and change nothing', async () => {
    const owner = await registerUser(t);
    const own = await integrationOf(owner);
    const send = (event: string, body: Record<string, unknown>) => deliver(event, body, { account: own.accountId, secret: own.webhookSecret });
    await t
      .http()
      .put('/api/integrations/leaddec')
      .set(owner.auth)
      .send({ disabledEvents: ['contact-tagged'] })
      .expect(200);
    expect((await send('contact-tagged', { contactId: 's-1', email: 's1@example.com' }).expect(200)).body.outcome).toBe('ignored');
    expect((await send('lead-created', { contactId: 's-1', email: 's1@example.com' }).expect(200)).body.outcome).toBe('created');
    await t.http().put('/api/integrations/leaddec').set(owner.auth).send({ syncDirection: 'to_leaddec' }).expect(200);
    expect((await send('lead-created', { contactId: 's-2', email: 's2@example.com' }).expect(200)).body.outcome).toBe('ignored');
    expect(await clientsOf(owner.id, 's-2')).toEqual([]);
    const messages = (await deliveries(owner)).map((d) => [d.outcome, d.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['ignored', LEADDEC_MESSAGES.eventDisabled],
        ['ignored', LEADDEC_MESSAGES.syncDisabled],
      ]),
    );
  });

  it('20 concurrent deliveries of one new contact make exactly one client', async () => {
    const body = { contactId: 'c-race', firstName: 'Rae', lastName: 'Race', email: 'race@example.com' };
    const now = Math.floor(Date.now() / 1000);
    // Identical payloads, each signed at its own second (as LeadDec's retries are), so all pass the replay check.
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver('lead-created', body, { timestamp: now - i })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await clientsOf(coach.id, 'c-race');
    expect(rows).toHaveLength(1);
    expect(new Set(responses.map((r) => r.body.clientId))).toEqual(new Set([rows[0]!.id]));
    expect(responses.filter((r) => r.body.outcome === 'created')).toHaveLength(1);
  });

  it('20 concurrent copies of one signed delivery are applied once; the others are replays', async () => {
    const raw = JSON.stringify({ contactId: 'c-copies', email: 'copies@example.com' });
    const signature = signLeadDecDelivery(integration.webhookSecret, raw);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver('lead-created', raw, { signature })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await clientsOf(coach.id, 'c-copies')).toHaveLength(1);
  });

  it('Test Connection sends a signed test delivery to the business endpoint and reports it; no client is made', async () => {
    const owner = await registerUser(t);
    const result = await t.http().post('/api/integrations/leaddec/test').set(owner.auth).expect(200);
    expect(result.body).toMatchObject({
      ok: true,
      statusCode: 200,
      message: LEADDEC_MESSAGES.testSucceeded,
      url: 'https://app.coachcore.test/webhooks/leaddec/lead-created',
    });
    expect((await deliveries(owner))[0]).toMatchObject({ event: 'lead-created', outcome: 'test', statusCode: 200 });
    expect(await t.sql('select id from clients where coach_id = $1', [owner.id])).toEqual([]);
  });
});
