import { Controller, Get, Module } from '@nestjs/common';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAG_KEYS, FEATURE_FLAG_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUserWithRole, registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { RequiresFeature } from '../../common/decorators/requires-feature.decorator';

/** A route of a flagged feature, as a feature's own controller marks it. */
@Controller('flagged-probe')
@Access({ roles: ['business'] })
class FlaggedProbeController {
  @Get()
  @RequiresFeature('ai_workout_generator')
  probe(): { ok: true } {
    return { ok: true };
  }
}

@Module({ controllers: [FlaggedProbeController] })
class FlaggedProbeModule {}

describe('feature flags', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ imports: [FlaggedProbeModule] });
    admin = await createUserWithRole(t, 'admin');
  });
  afterEach(async () => {
    // Each test starts from the seeded states.
    for (const key of FEATURE_FLAG_KEYS) await t.sql('update feature_flags set state = $1 where key = $2', [FEATURE_FLAG_DEFAULTS[key].state, key]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the four flags of the spec with their states, and the app reads them without signing in', async () => {
    const states = (await t.http().get('/api/feature-flags').expect(200)).body;
    expect(Object.fromEntries(states.map((f: { key: string; state: string; enabled: boolean }) => [f.key, [f.state, f.enabled]]))).toEqual({
      mobile_app_beta: ['enabled', true],
      advanced_analytics: ['enabled', true],
      ai_workout_generator: ['coming_soon', false],
      white_label_branding: ['planned', false],
    });
    const listed = (await t.http().get('/api/admin/feature-flags').set(admin.auth).expect(200)).body;
    expect(listed.map((f: { name: string }) => f.name)).toEqual(['Mobile App Beta', 'Advanced Analytics', 'AI Workout Generator', 'White Label Branding']);
  });

  it('lets an admin set a flag (audited with the change), refuses bad states and unknown flags, and refuses everyone else', async () => {
    const before = (await t.http().get('/api/admin/feature-flags').set(admin.auth).expect(200)).body.find((f: { key: string }) => f.key === 'mobile_app_beta');
    const off = await t.http().put('/api/admin/feature-flags/mobile_app_beta').set(admin.auth).send({ state: 'disabled' }).expect(200);
    expect(off.body).toMatchObject({ key: 'mobile_app_beta', state: 'disabled', enabled: false, updatedById: admin.id });
    const read = (await t.http().get('/api/feature-flags').expect(200)).body.find((f: { key: string }) => f.key === 'mobile_app_beta');
    expect(read).toEqual({ key: 'mobile_app_beta', state: 'disabled', enabled: false });

    const audit = (await t.http().get('/api/admin/audit-log').query({ targetId: before.id }).set(admin.auth).expect(200)).body;
    expect(audit[0]).toMatchObject({
      action: 'feature_flag_changed',
      actorId: admin.id,
      targetType: 'feature_flag',
      targetLabel: 'Mobile App Beta',
      reason: 'Enabled → Disabled',
    });

    for (const state of ['on', '', undefined]) {
      const bad = await t.http().put('/api/admin/feature-flags/mobile_app_beta').set(admin.auth).send({ state }).expect(400);
      expect(bad.body.message).toBe(FEATURE_FLAG_MESSAGES.stateInvalid);
    }
    expect((await t.http().put('/api/admin/feature-flags/teleportation').set(admin.auth).send({ state: 'enabled' }).expect(404)).body.message).toBe(
      FEATURE_FLAG_MESSAGES.notFound,
    );
    const coach = await registerUser(t);
    const client = await createClientUser(t, coach);
    for (const who of [coach, client]) {
      await t.http().put('/api/admin/feature-flags/mobile_app_beta').set(who.auth).send({ state: 'enabled' }).expect(403);
      await t.http().get('/api/admin/feature-flags').set(who.auth).expect(403);
    }
    await t.http().put('/api/admin/feature-flags/mobile_app_beta').send({ state: 'enabled' }).expect(401);
  });

  it('records the state each of two simultaneous changes really replaced', async () => {
    const answers = await Promise.all(
      (['disabled', 'planned'] as const).map((state) => t.http().put('/api/admin/feature-flags/advanced_analytics').set(admin.auth).send({ state })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const flag = (await t.sql(`select id, state from feature_flags where key = 'advanced_analytics'`))[0];
    const changes = (await t.sql(`select reason from audit_log where target_id = $1 order by created_at desc limit 2`, [flag.id])).map((row) =>
      String(row.reason).split(' → '),
    );
    // The first to commit replaced Enabled; the second replaced what the first set, and its state is the one now.
    const first = changes.find(([from]: string[]) => from === 'Enabled')!;
    const second = changes.find((change: string[]) => change !== first)!;
    expect(first).toBeDefined();
    expect(second[0]).toBe(first[1]);
    expect(second[1]).toBe(flag.state === 'planned' ? 'Planned' : 'Disabled');
  });

  it('refuses a flagged feature’s calls while its flag is off, and serves them once an admin enables it', async () => {
    const coach = await registerUser(t);
    expect((await t.http().get('/api/flagged-probe').set(coach.auth).expect(403)).body.message).toBe(FEATURE_FLAG_MESSAGES.unavailable);
    await t.http().put('/api/admin/feature-flags/ai_workout_generator').set(admin.auth).send({ state: 'enabled' }).expect(200);
    expect((await t.http().get('/api/flagged-probe').set(coach.auth).expect(200)).body).toEqual({ ok: true });
    await t.http().put('/api/admin/feature-flags/ai_workout_generator').set(admin.auth).send({ state: 'disabled' }).expect(200);
    await t.http().get('/api/flagged-probe').set(coach.auth).expect(403);
  });
});
