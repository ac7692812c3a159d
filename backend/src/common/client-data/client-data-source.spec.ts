import { plainRow } from './client-data-source';

describe(plainRow.name, () => {
  it('keeps plain values, writes dates as ISO strings, nested values as JSON and missing ones as null', () => {
    const sut = plainRow({
      text: 'Run 5 km',
      count: 3,
      done: false,
      at: new Date('2026-11-24T08:30:00.000Z'),
      sets: [{ reps: 5, weight: 185 }],
      unit: undefined,
      notes: null,
    });
    expect(sut).toEqual({
      text: 'Run 5 km',
      count: 3,
      done: false,
      at: '2026-11-24T08:30:00.000Z',
      sets: '[{"reps":5,"weight":185}]',
      unit: null,
      notes: null,
    });
  });
});
