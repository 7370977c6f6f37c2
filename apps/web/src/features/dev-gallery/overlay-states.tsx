import { useState } from 'react';
import { cookieConsent } from '../../lib/cookie-consent.ts';
import { type NotificationType, notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { MODAL_WIDTH_SMALL, Modal } from '../../ui/modal.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import styles from './dev-gallery.module.css';
import { GallerySection, GalleryState } from './gallery-section.tsx';

const TYPES: readonly NotificationType[] = ['success', 'warning', 'error', 'default'];
const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="277"><rect width="900" height="277" fill="#c7d2fe"/><circle cx="720" cy="60" r="140" fill="#a5b4fc"/></svg>',
)}`;

type OpenModal = 'default' | 'stretched' | 'image' | 'small' | 'full' | null;

function ModalStates() {
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);
  return (
    <GalleryState label="Modal: default (900, at most 570), stretched, image header, 610, full screen">
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setOpen('default')}>
          Default
        </Button>
        <Button variant="secondary" onClick={() => setOpen('stretched')}>
          Stretched
        </Button>
        <Button variant="secondary" onClick={() => setOpen('image')}>
          Image header
        </Button>
        <Button variant="secondary" onClick={() => setOpen('small')}>
          Small
        </Button>
        <Button variant="secondary" onClick={() => setOpen('full')}>
          Full screen
        </Button>
      </div>
      <Modal
        open={open !== null}
        title="Book Yoga Flow"
        subtitle="Monday, 18:00 – 19:00 · Studio 2"
        image={open === 'image' ? { src: IMAGE, alt: '' } : undefined}
        size={open === 'full' ? 'full' : open === 'small' ? MODAL_WIDTH_SMALL : undefined}
        stretched={open === 'stretched'}
        onClose={close}
        onClickOutside={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
            <Button onClick={close}>Book</Button>
          </>
        }
      >
        <p>Escape, the close button and a click outside close this dialog; Tab stays inside.</p>
      </Modal>
    </GalleryState>
  );
}

function ConfirmStates() {
  const confirm = useConfirm();
  const [result, setResult] = useState('–');
  async function ask(kind: 'plain' | 'action' | 'failing') {
    const answer = await confirm<string | true>({
      message: 'Cancel the booking for Yoga Flow on Monday?',
      onConfirm:
        kind === 'plain'
          ? undefined
          : () =>
              new Promise<string>((resolve, reject) =>
                setTimeout(
                  () =>
                    kind === 'failing'
                      ? reject(new Error('Info: The booking can no longer be cancelled'))
                      : resolve('cancelled'),
                  800,
                ),
              ),
    });
    setResult(String(answer));
  }
  return (
    <GalleryState label="Confirm dialog (useConfirm)">
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => ask('plain')}>
          Without action
        </Button>
        <Button variant="secondary" onClick={() => ask('action')}>
          With loading action
        </Button>
        <Button variant="secondary" onClick={() => ask('failing')}>
          Failing action
        </Button>
      </div>
      <p>Last result: {result}</p>
    </GalleryState>
  );
}

export function OverlayStates() {
  return (
    <GallerySection id="overlays" title="Modal, confirm dialog, tooltip, notifications, cookie consent">
      <ModalStates />
      <ConfirmStates />
      <GalleryState label="Tooltip: hover or focus / hover only">
        <div className={styles.row}>
          <Tooltip content="Only members can book this class">
            <Button variant="secondary">Hover or focus me</Button>
          </Tooltip>
          <Tooltip content="Hover only" hoverOnly>
            <Button variant="secondary">Hover me</Button>
          </Tooltip>
        </div>
      </GalleryState>
      <GalleryState label="Notifications (shown by the app's container)">
        <div className={styles.row}>
          {TYPES.map((type) => (
            <Button
              key={type}
              variant="secondary"
              size="s"
              onClick={() =>
                notifications.notify({ type, title: `${type} notification`, content: 'It closes after 3 seconds.' })
              }
            >
              {type}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="s"
            onClick={() =>
              notifications.notify({ title: 'Stays until clicked', closeOnClick: true, onMore: () => undefined })
            }
          >
            closeOnClick
          </Button>
        </div>
      </GalleryState>
      <GalleryState label="Cookie consent">
        <Button variant="secondary" onClick={cookieConsent.reopen}>
          Reopen cookie settings
        </Button>
      </GalleryState>
    </GallerySection>
  );
}
