import { describeStartFailure } from './start-failure';

describe('describeStartFailure', () => {
  it('gives an error message with its causes', () => {
    const error = new Error('Could not start PostgreSQL', { cause: new Error('lock file "postmaster.pid" already exists') });
    expect(describeStartFailure(error)).toBe('Could not start PostgreSQL\n  caused by: lock file "postmaster.pid" already exists');
  });

  it('says something useful when nothing was thrown with the rejection', () => {
    expect(describeStartFailure(undefined)).toBe('the start failed without saying why (undefined was thrown)');
  });

  it('lists the inner errors of an AggregateError', () => {
    const error = new AggregateError([new Error('connect ECONNREFUSED 127.0.0.1:5432'), new Error('connect ECONNREFUSED ::1:5432')], '');
    expect(describeStartFailure(error)).toContain('connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('shows thrown values that are not errors', () => {
    expect(describeStartFailure({ code: 'EACCES' })).toBe("{ code: 'EACCES' }");
  });
});
