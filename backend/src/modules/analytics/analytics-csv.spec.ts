import { chartCsv, csvFileName } from './analytics-csv';

describe('analytics CSV', () => {
  it('writes the chart’s columns in order, an empty cell for a missing figure', () => {
    expect(chartCsv('sessions', [{ month: '2026-02', booked: 1, attended: 0, noShows: 0, cancelled: 0, noShowRate: null }])).toBe(
      'month,booked,attended,noShows,cancelled,noShowRate\n2026-02,1,0,0,0,\n',
    );
  });

  it('keeps negative figures numbers and never lets a name run as a formula', () => {
    expect(chartCsv('revenue-by-package', [{ packageName: '=HYPERLINK("x")', payments: 1, gross: 60, refunds: 70, net: -10 }])).toBe(
      'packageName,payments,gross,refunds,net\n"\'=HYPERLINK(""x"")",1,60,70,-10\n',
    );
  });

  it('names the file after the chart and the range', () => {
    expect(csvFileName('adherence', { from: '2026-01-01', to: '2026-03-31' })).toBe('adherence-2026-01-01-to-2026-03-31.csv');
  });
});
