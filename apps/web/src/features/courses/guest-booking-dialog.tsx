import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { MODAL_WIDTH_SMALL, Modal } from '../../ui/modal.tsx';
import type { ScheduledAppointment } from './appointment-state.ts';
import { canBeTried } from './use-choose-slot.ts';

interface GuestBookingDialogProps {
  slot: ScheduledAppointment | null;
  onClose: () => void;
  onLogIn: () => void;
  onTry: (slot: ScheduledAppointment) => void;
}

/** A guest who chose a slot: members book after logging in; a course with a trial can be tried without an account. */
export function GuestBookingDialog({ slot, onClose, onLogIn, onTry }: GuestBookingDialogProps) {
  const { t } = useTranslation();
  const tryable = slot !== null && canBeTried(slot);
  return (
    <Modal
      open={slot !== null}
      title={t('booking.guest.title')}
      subtitle={slot?.name}
      onClose={onClose}
      onClickOutside={onClose}
      size={MODAL_WIDTH_SMALL}
      footer={
        <>
          {tryable && slot ? (
            <Button variant="secondary" onClick={() => onTry(slot)}>
              {t('booking.guest.try')}
            </Button>
          ) : null}
          <Button onClick={onLogIn}>{t('booking.guest.logIn')}</Button>
        </>
      }
    >
      <p>{t(tryable ? 'booking.guest.messageTryable' : 'booking.guest.message')}</p>
    </Modal>
  );
}
