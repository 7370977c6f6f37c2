import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chooseSlot } from '../../lib/booking-cart.ts';
import { useRememberAndGo } from '../../lib/remember-and-go.ts';
import { useSession } from '../../lib/session.ts';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { studioUuidOf, useStudioRef } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import type { ScheduledAppointment } from './appointment-state.ts';

function isoOf(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

/** A guest may try a course once when it has a trial configuration (price or offer state). */
export function canBeTried(appointment: ScheduledAppointment): boolean {
  const { price } = appointment;
  return typeof price === 'object' && price.benefitTrialConfigurationId !== null;
}

/**
 * Choosing a slot puts it in the booking cart, then: a connected member goes into the course booking flow, a member
 * of another studio connects first, and a guest is asked to log in (or to try the course, when it can be tried).
 */
export function useChooseSlot(connected: boolean) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { loggedIn } = useSession();
  const go = useRememberAndGo();
  const ref = useStudioRef();
  const [guestSlot, setGuestSlot] = useState<ScheduledAppointment | null>(null);

  const bookingPath = (appointment: ScheduledAppointment) =>
    `${ref ? studioPath(studioUuidOf(ref)) : ''}/booking/course/${appointment.id}`;
  const enterFlow = (appointment: ScheduledAppointment) => navigate(stickyTarget(bookingPath(appointment), search));

  const choose = (appointment: ScheduledAppointment) => {
    chooseSlot({
      kind: 'course',
      itemId: appointment.id,
      benefitId: appointment.benefitId,
      studioId: appointment.studio.id,
      name: appointment.name,
      startDateTime: isoOf(appointment.startDateTime),
      endDateTime: isoOf(appointment.endDateTime),
      location: appointment.location,
      returnPath: `${pathname}${search}`,
    });
    if (connected) return void enterFlow(appointment);
    if (loggedIn) return go('/studio-connect');
    setGuestSlot(appointment);
  };

  return {
    choose,
    guestSlot,
    closeGuestDialog: () => setGuestSlot(null),
    logIn: () => go('/login-register'),
    tryCourse: (appointment: ScheduledAppointment) => void enterFlow(appointment),
  };
}
