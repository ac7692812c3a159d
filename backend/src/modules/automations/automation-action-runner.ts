import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AUTOMATION_ACTION_LABELS, calendarDateIn, fillAutomationText, type AutomationFormKind } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { ClientsService } from '../clients/clients.service';
import type { Client } from '../clients/entities/client.entity';
import { FormsService } from '../forms/forms.service';
import { CommunitiesService } from '../messaging/communities/communities.service';
import { EmailDeliveryService } from '../notifications/email-delivery.service';
import { automationEmail } from './automation-email';
import { StaffService } from '../staff/staff.service';
import { UserDirectoryService } from '../users/user-directory.service';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { ClientWorkoutsService } from '../workouts/client-workouts.service';
import type { AutomationExecution } from './entities/automation-execution.entity';
import { SmsDeliveryService } from './sms/sms-delivery.service';

/** An action that cannot succeed as things are (no phone number, the client gone): it fails, and is retried. */
export class AutomationActionError extends Error {}

/**
 * Does one action of a run for its client, so that running it again (a retry, or a worker that died after the action
 * but before its run was recorded) repeats nothing: the e-mails go through the e-mail outbox and the SMS through the
 * SMS outbox, each once per run by its key; forms, workouts and communities through their modules' services, each of
 * which adds once (a workout for the day the run first started). Answers what it did, for the run log.
 */
@Injectable()
export class AutomationActionRunner {
  constructor(
    private readonly clients: ClientsService,
    private readonly users: UserDirectoryService,
    private readonly email: EmailDeliveryService,
    private readonly sms: SmsDeliveryService,
    private readonly forms: FormsService,
    private readonly workouts: ClientWorkoutsService,
    private readonly timeZones: UserTimeZonesService,
    private readonly staff: StaffService,
    private readonly communities: CommunitiesService,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async run(tenant: TenantScope, execution: AutomationExecution): Promise<Record<string, unknown>> {
    const action = execution.action;
    const settings = action.actionData;
    if (action.actionType === 'wait') return { waitedHours: Number(settings.hours) };
    const client = await this.clients.findOrFail(tenant, execution.client.id).catch((error: unknown) => {
      throw error instanceof NotFoundException ? new AutomationActionError('The client no longer exists') : error;
    });
    const owner = await this.users.find(tenant.businessId);
    const businessName = owner?.businessName || `${owner?.firstName ?? ''} ${owner?.lastName ?? ''}`.trim() || 'Your coach';
    const fill = (text: string) => fillAutomationText(text, { firstName: client.firstName, lastName: client.lastName, businessName });
    const key = `automation:${execution.id}`;
    const portal = `${this.config.appUrl}/client`;

    switch (action.actionType) {
      case 'send_email':
        return this.mail(key, client.email, { subject: fill(String(settings.subject)), message: fill(String(settings.message)), signature: businessName });
      case 'send_app_download':
        return this.mail(key, client.email, {
          subject: fill('Get the {businessName} app'),
          message: fill(
            String(
              settings.message ??
                'Hi {firstName},\n\nYour workouts, nutrition, goals and messages are in your client portal: open it on your phone and add it to your home screen.',
            ),
          ),
          link: { label: 'Open your portal', url: portal },
          signature: businessName,
        });
      case 'request_review':
        return this.mail(key, client.email, {
          subject: fill('How are we doing, {firstName}?'),
          message: fill(
            String(settings.message ?? 'Hi {firstName},\n\nWe would love to hear how your coaching is going. A short review helps us and others a lot.'),
          ),
          link: { label: 'Leave a review', url: String(settings.reviewUrl ?? portal) },
          signature: businessName,
        });
      case 'notify_staff': {
        // The owner and every active staff member who manages clients (the permission automations need).
        const staffIds = await this.staff.activeMemberIdsWith(tenant, 'client_management');
        const people = (await Promise.all([tenant.businessId, ...staffIds].map((id) => this.users.find(id)))).filter((person) => person !== null);
        if (!people.length) throw new AutomationActionError('The business has no one to notify');
        const notice = {
          subject: `Automation: ${fill('{clientName}')}`,
          message: fill(String(settings.message)),
          link: { label: 'Open the client', url: `${this.config.appUrl}/client-profile/${client.id}` },
          signature: 'CoachCore automations',
        };
        const sent = [];
        // One e-mail per person, each under a key of its own (the owner's is the run's): a retry sends what is missing.
        for (const person of people) sent.push(await this.mail(person.id === tenant.businessId ? key : `${key}:${person.id}`, person.email, notice));
        return { to: sent.map((mail) => mail.to), subject: notice.subject, emails: sent.length };
      }
      case 'send_sms':
        return this.text(tenant, key, client, fill(String(settings.message)));
      case 'send_form': {
        const category = settings.form as AutomationFormKind;
        const asked = await this.forms.askClientByCategory(tenant, category, client.id);
        if (!asked) throw new AutomationActionError(`The business has no active ${category} form: create one in Forms & Waivers`);
        const mail = await this.mail(key, client.email, {
          subject: fill(`{businessName} asks you to fill in ${asked.title}`),
          message: fill(`Hi {firstName},\n\nPlease fill in and sign ${asked.title} in your portal.`),
          link: { label: `Open ${asked.title}`, url: `${portal}/forms/${asked.formId}` },
          signature: businessName,
        });
        return { formId: asked.formId, title: asked.title, newlyAssigned: asked.newlyAssigned, ...mail };
      }
      case 'assign_workout': {
        const timeZone = (await this.timeZones.of([tenant.businessId])).get(tenant.businessId) ?? 'UTC';
        // The day the run first started, not today: a re-run after midnight finds the same assignment.
        const scheduledDate = calendarDateIn(timeZone, execution.startedAt ?? new Date());
        const assigned = await this.workouts
          .assign(tenant, String(settings.workoutId), { clientIds: [client.id], dates: [scheduledDate] })
          .catch((error: unknown) => {
            throw error instanceof NotFoundException ? new AutomationActionError('The workout no longer exists') : error;
          });
        return {
          workoutId: settings.workoutId,
          scheduledDate,
          clientWorkoutId: assigned.clientWorkouts[0]?.id ?? null,
          alreadyAssigned: assigned.created === 0,
        };
      }
      case 'add_to_community': {
        const communityId = String(settings.communityId);
        // A client already in the community stays there: the action succeeds without adding them twice.
        const { added } = await this.communities.addClientOnce(tenant, communityId, client.id).catch((error: unknown) => {
          if (error instanceof NotFoundException) throw new AutomationActionError('The community no longer exists');
          if (error instanceof ConflictException) throw new AutomationActionError(error.message);
          throw error;
        });
        return { communityId, alreadyMember: !added };
      }
      default:
        throw new AutomationActionError(`${AUTOMATION_ACTION_LABELS[action.actionType]} cannot run automatically`);
    }
  }

  private async mail(
    key: string,
    to: string,
    input: Parameters<typeof automationEmail>[0],
  ): Promise<{ emailId: string; to: string; subject: string; delivery: string }> {
    const entry = await this.email.deliverOnce(key, to, automationEmail(input));
    return { emailId: entry.id, to: entry.toAddress, subject: entry.subject, delivery: entry.status };
  }

  private async text(tenant: TenantScope, key: string, client: Client, message: string): Promise<Record<string, unknown>> {
    if (!client.phone) throw new AutomationActionError('The client has no phone number');
    const receipt = await this.sms.deliverOnce(tenant, key, { id: client.id, phone: client.phone }, message);
    return { ...receipt };
  }
}
