import { bookCourse } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { calendarItemsKey } from '../../lib/calendar-items.ts';
import type { ScheduledAppointment } from './appointment-state.ts';
import { courseScheduleKey } from './use-course-schedule.ts';

function isoOf(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

export function useBookCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointment: ScheduledAppointment) =>
      api(bookCourse, {
        body: {
          startDateTime: isoOf(appointment.startDateTime),
          endDateTime: isoOf(appointment.endDateTime),
          ticket: { bookableItemId: appointment.id },
        },
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseScheduleKey }),
        queryClient.invalidateQueries({ queryKey: calendarItemsKey }),
      ]);
    },
  });
}
