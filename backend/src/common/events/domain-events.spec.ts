import { Logger } from '@nestjs/common';
import { DomainEvents } from './domain-events';

describe(DomainEvents.name, () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('delivers a published event to each subscriber, and a failing one does not stop the rest', async () => {
    const sut = new DomainEvents();
    const seen: string[] = [];
    sut.subscribe('goal_achieved', () => {
      throw new Error('boom');
    });
    sut.subscribe('goal_achieved', (event) => {
      seen.push(event.goalId);
    });
    expect(() => sut.publish('goal_achieved', { businessId: 'b', clientId: 'c', goalId: 'g1', title: 'Run 5k' })).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['g1']);
  });

  it('stops delivering after unsubscribe', async () => {
    const sut = new DomainEvents();
    const seen: string[] = [];
    const off = sut.subscribe('client_signup', (e) => seen.push(e.clientId));
    off();
    sut.publish('client_signup', { businessId: 'b', clientId: 'c' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
  });
});
