import { EventEmitter } from 'node:events';
import { RedisOutageLog } from './redis-outage-log';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

describe('RedisOutageLog', () => {
  const setup = () => {
    const warn = jest.fn();
    const log = new RedisOutageLog({ warn }, 'Job queues');
    const [a, b] = [new EventEmitter(), new EventEmitter()];
    log.watch('a', a).watch('b', b);
    return { warn, a, b };
  };

  it('logs a lost connection once per outage however often the clients retry, and its end once all are back', () => {
    const { warn, a, b } = setup();
    for (let attempt = 0; attempt < 5; attempt++) {
      a.emit('error', refused());
      b.emit('error', refused());
    }
    expect(warn.mock.calls).toEqual([['Job queues: lost the connection to Redis (connect ECONNREFUSED 127.0.0.1:6379); reconnecting in the background']]);
    a.emit('ready');
    expect(warn).toHaveBeenCalledTimes(1);
    b.emit('ready');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toMatch(/^Job queues: connected to Redis again after \d+\.\d s$/);

    a.emit('error', refused());
    expect(warn).toHaveBeenCalledTimes(3); // the next outage is logged again
  });

  it('says nothing on a ready that ends no outage', () => {
    const { warn, a } = setup();
    a.emit('ready');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs errors that are not about reaching Redis each time', () => {
    const { warn, a } = setup();
    a.emit('error', new Error('WRONGPASS invalid username-password pair'));
    a.emit('error', new Error('WRONGPASS invalid username-password pair'));
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
