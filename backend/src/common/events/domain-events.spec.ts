import type { DomainEvent } from './domain-event-map';
import { DomainEvents } from './domain-events';
import type { OutboxEventsRepository } from './outbox-events.repository';

const event: DomainEvent<'user_registered'> = { id: 'e1', name: 'user_registered', occurredAt: '2026-11-24T00:00:00.000Z', payload: { userId: 'u1' } };

describe(DomainEvents.name, () => {
  let outbox: jest.Mocked<Pick<OutboxEventsRepository, 'stage'>>;
  let sut: DomainEvents;

  beforeEach(() => {
    outbox = { stage: jest.fn() };
    sut = new DomainEvents(outbox as unknown as OutboxEventsRepository);
  });

  it('stages the event in the outbox (the unit of work commits it with the change)', () => {
    sut.record('goal_achieved', { businessId: 'b1', clientId: 'c1', goalId: 'g1', title: 'Run 5 km' });
    expect(outbox.stage).toHaveBeenCalledWith('goal_achieved', { businessId: 'b1', clientId: 'c1', goalId: 'g1', title: 'Run 5 km' });
  });

  it('runs the named subscriber only', async () => {
    const first = jest.fn();
    const second = jest.fn();
    sut.subscribe('user_registered', 'first', first);
    sut.subscribe('user_registered', 'second', second);
    expect(sut.subscribersOf('user_registered')).toEqual(['first', 'second']);
    await sut.handle(event, 'second');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(event);
  });

  it('refuses a name that cannot be part of a job id, and a name taken for the event', () => {
    expect(() => sut.subscribe('user_registered', 'Send welcome', jest.fn())).toThrow('kebab-case');
    expect(() => sut.subscribe('user_registered', 'a:b', jest.fn())).toThrow('kebab-case');
    sut.subscribe('user_registered', 'send-welcome-email', jest.fn());
    expect(() => sut.subscribe('user_registered', 'send-welcome-email', jest.fn())).toThrow('already subscribes');
    expect(() => sut.subscribe('client_signup', 'send-welcome-email', jest.fn())).not.toThrow();
  });

  it('fails the job of a subscriber this process does not have, and forgets an unsubscribed one', async () => {
    await expect(sut.handle(event, 'nobody')).rejects.toThrow('No subscriber "nobody"');
    const unsubscribe = sut.subscribe('user_registered', 'gone', jest.fn());
    unsubscribe();
    expect(sut.subscribersOf('user_registered')).toEqual([]);
  });
});
