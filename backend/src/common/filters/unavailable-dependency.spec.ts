import { isUnavailableDependency } from './unavailable-dependency';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnavailableDependency', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ["pg's query timeout (a server that does not answer)", new Error('Query read timeout')],
    ['a query on the connection closed after it', new Error('Client was closed and is not queryable')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['a statement cancelled by statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a session ended by the idle-in-transaction timeout', withCode('terminating connection due to idle-in-transaction timeout', '25P03')],
    ['a Redis command timeout', new Error('Command timed out')],
    ['an object store past its deadline', withCode('S3 bucket b did not answer within 8000 ms', 'ETIMEDOUT')],
    ['an object store failing on its side', Object.assign(new Error('We encountered an internal error'), { $fault: 'server' })],
    ['a wrapped cause', new Error('select 1 - Query read timeout wrapped', { cause: new Error('Query read timeout') })],
  ])('%s', (_, error) => {
    expect(isUnavailableDependency(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['an object store refusing the request', Object.assign(new Error('Access Denied'), { $fault: 'client' })],
  ])('not %s', (_, error) => {
    expect(isUnavailableDependency(error)).toBe(false);
  });
});
