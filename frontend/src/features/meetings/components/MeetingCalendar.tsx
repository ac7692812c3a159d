import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { MeetingOccurrenceResponseDto, MeetingResponseDto } from '@coachcore/api-client/meetings';

export type CalendarView = 'timeGridDay' | 'timeGridWeek' | 'dayGridMonth';

export interface MeetingCalendarHandle {
  prev(): void;
  next(): void;
  today(): void;
  changeView(view: CalendarView): void;
}

interface Props {
  meetings: readonly MeetingResponseDto[];
  /** The later occurrences of recurring series in the range: shown like their series, opened as it, not dragged. */
  occurrences: readonly MeetingOccurrenceResponseDto[];
  timeZone: string;
  initialView: CalendarView;
  /** The shown range changed (a view, Previous, Next, Today): its instants, and the title of the range. */
  onRangeChange: (range: { from: string; to: string; title: string; view: CalendarView }) => void;
  onOpen: (meeting: MeetingResponseDto) => void;
  /** A slot or a day was clicked: its start as an ISO instant, or the day (YYYY-MM-DD) in the month view. */
  onPick: (start: { instant?: string; day?: string }) => void;
  /** A meeting was dragged or resized: resolve true to keep it there, false to put it back. */
  onMove: (meeting: MeetingResponseDto, move: { scheduledAt: string; duration: number }) => Promise<boolean>;
}

const instant = (text: string) => new Date(text).toISOString();

/**
 * FullCalendar in the business's time zone (luxon reads the named zone), weeks from Sunday. Scheduled meetings can
 * be dragged to another time or resized; the others stay where they are.
 */
export const MeetingCalendar = forwardRef<MeetingCalendarHandle, Props>(function MeetingCalendar(
  { meetings, occurrences, timeZone, initialView, onRangeChange, onOpen, onPick, onMove },
  handle,
) {
  const theme = useTheme();
  const calendar = useRef<FullCalendar>(null);
  useImperativeHandle(handle, () => ({
    prev: () => calendar.current?.getApi().prev(),
    next: () => calendar.current?.getApi().next(),
    today: () => calendar.current?.getApi().today(),
    // A view shows today when the range on screen holds it, else the range's own date.
    changeView: (view) => {
      const api = calendar.current?.getApi();
      if (!api) return;
      const { currentStart, currentEnd } = api.view;
      const now = new Date();
      api.changeView(view, now >= currentStart && now < currentEnd ? now : api.getDate());
    },
  }));
  const byId = useMemo(
    () => new Map([...occurrences.map(({ meeting }) => [meeting.id, meeting] as const), ...meetings.map((meeting) => [meeting.id, meeting] as const)]),
    [meetings, occurrences],
  );
  const events = useMemo<EventInput[]>(() => {
    const colorOf = (meeting: MeetingResponseDto) =>
      meeting.status !== 'scheduled' ? theme.palette.grey[500] : meeting.type === 'group_session' ? theme.palette.secondary.main : theme.palette.primary.main;
    return [
      ...meetings.map((meeting) => {
        const scheduled = meeting.status === 'scheduled';
        const color = colorOf(meeting);
        return {
          id: meeting.id,
          title: meeting.status === 'scheduled' ? meeting.title : `${meeting.title} (${meeting.status === 'no_show' ? 'no-show' : meeting.status})`,
          start: meeting.scheduledAt,
          end: meeting.endTime,
          editable: scheduled,
          backgroundColor: color,
          borderColor: color,
          classNames: [`meeting-${meeting.status}`],
        };
      }),
      // An occurrence is its series: the series (its first start) is what moves, and what opens.
      ...occurrences.map(({ meeting, scheduledAt, endTime }) => ({
        id: `${meeting.id}@${scheduledAt}`,
        title: meeting.title,
        start: scheduledAt,
        end: endTime,
        editable: false,
        backgroundColor: colorOf(meeting),
        borderColor: colorOf(meeting),
        classNames: ['meeting-occurrence'],
      })),
    ];
  }, [meetings, occurrences, theme]);

  const moved = async (info: EventDropArg | EventResizeDoneArg) => {
    const meeting = byId.get(info.event.id);
    const start = info.event.start;
    const end = info.event.end;
    if (!meeting || !start || !end) return info.revert();
    const duration = Math.round((end.getTime() - start.getTime()) / 60_000);
    const kept = await onMove(meeting, { scheduledAt: instant(info.event.startStr), duration });
    if (!kept) info.revert();
  };

  return (
    <Box
      sx={{
        '& .meeting-cancelled': { textDecoration: 'line-through' },
        '& .fc-event': { cursor: 'pointer' },
        // FullCalendar dims the other months' days to 30 %, below a readable contrast.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 0.75 },
      }}
    >
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, luxonPlugin]}
        initialView={initialView}
        timeZone={timeZone}
        firstDay={0}
        headerToolbar={false}
        height="auto"
        nowIndicator
        allDaySlot={false}
        slotMinTime="06:00:00"
        slotMaxTime="23:00:00"
        scrollTime="08:00:00"
        events={events}
        // FullCalendar names a month cell by its day number alone, which hides the meetings inside it from screen
        // readers (axe: label-content-name-mismatch); without the label the cell is named by what it shows.
        dayCellDidMount={(info) => info.el.removeAttribute('aria-labelledby')}
        eventDrop={(info) => void moved(info)}
        eventResize={(info) => void moved(info)}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          const meeting = byId.get(info.event.id.split('@')[0]!);
          if (meeting) onOpen(meeting);
        }}
        dateClick={(info: DateClickArg) => onPick(info.view.type === 'dayGridMonth' ? { day: info.dateStr.slice(0, 10) } : { instant: instant(info.dateStr) })}
        datesSet={(range: DatesSetArg) =>
          onRangeChange({ from: instant(range.startStr), to: instant(range.endStr), title: range.view.title, view: range.view.type as CalendarView })
        }
      />
    </Box>
  );
});
