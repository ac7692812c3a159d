import type { IcsMeeting } from './calendar-ics';
import { startsOf } from './series-starts';

const series = (overrides: Partial<IcsMeeting>): IcsMeeting => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Series',
  description: null,
  scheduledAt: new Date('2027-03-22T09:00:00Z'),
  endTime: new Date('2027-03-22T10:00:00Z'),
  duration: 60,
  status: 'scheduled',
  appointmentType: 'phone',
  meetingUrl: null,
  location: null,
  phoneNumber: null,
  isRecurring: true,
  recurringPattern: 'daily',
  recurringEndDate: null,
  updatedAt: new Date('2027-01-01T00:00:00Z'),
  ...overrides,
});

const from = new Date('2027-01-01T00:00:00Z');
const to = new Date('2028-01-01T00:00:00Z');
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('startsOf (recurring meetings on the business’s wall clock)', () => {
  it('keeps a daily 09:00 London meeting at 09:00 local time across the change to summer time (28 March 2027)', () => {
    const starts = startsOf(series({ recurringEndDate: new Date('2027-03-30T12:00:00Z') }), 'Europe/London', from, to);
    expect(iso(starts)).toEqual([
      '2027-03-22T09:00:00.000Z',
      '2027-03-23T09:00:00.000Z',
      '2027-03-24T09:00:00.000Z',
      '2027-03-25T09:00:00.000Z',
      '2027-03-26T09:00:00.000Z',
      '2027-03-27T09:00:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-03-30T08:00:00.000Z',
    ]);
  });

  it('keeps a biweekly New York 18:30 session at 18:30 across the end of summer time (7 November 2027)', () => {
    const starts = startsOf(
      series({ scheduledAt: new Date('2027-10-24T22:30:00Z'), recurringPattern: 'biweekly', recurringEndDate: new Date('2027-11-30T00:00:00Z') }),
      'America/New_York',
      from,
      to,
    );
    expect(iso(starts)).toEqual(['2027-10-24T22:30:00.000Z', '2027-11-07T23:30:00.000Z', '2027-11-21T23:30:00.000Z']);
  });

  it('repeats monthly on the same day and lists only the window asked for; a single meeting is its one start', () => {
    const monthly = series({ scheduledAt: new Date('2027-01-15T10:00:00Z'), recurringPattern: 'monthly' });
    expect(iso(startsOf(monthly, 'UTC', new Date('2027-03-01T00:00:00Z'), new Date('2027-06-01T00:00:00Z')))).toEqual([
      '2027-03-15T10:00:00.000Z',
      '2027-04-15T10:00:00.000Z',
      '2027-05-15T10:00:00.000Z',
    ]);
    const single = series({ isRecurring: false, recurringPattern: null });
    expect(iso(startsOf(single, 'Europe/London', from, to))).toEqual(['2027-03-22T09:00:00.000Z']);
    expect(startsOf(single, 'Europe/London', new Date('2027-04-01T00:00:00Z'), to)).toEqual([]);
  });
});
