import { ConfirmProvider } from '../../ui/confirm-provider.tsx';
import styles from './dev-gallery.module.css';
import { FeedbackStates } from './feedback-states.tsx';
import { FieldStates } from './field-states.tsx';
import { LayoutStates } from './layout-states.tsx';
import { OverlayStates } from './overlay-states.tsx';

const CONTENTS = [
  ['text-field', 'Fields'],
  ['select', 'Select'],
  ['checkbox', 'Checkboxes and radios'],
  ['pills', 'Pills'],
  ['overlays', 'Overlays'],
  ['form-card', 'Form card'],
  ['navigation', 'Navigation'],
  ['carousel', 'Carousel and scrolling'],
  ['collapsible', 'Collapsible'],
  ['cards', 'Cards and grids'],
  ['button', 'Button'],
  ['progress', 'Progress and tags'],
  ['messages', 'Messages'],
  ['signature', 'Signature and files'],
] as const;

/**
 * Every shared building block in every state, for developers and design review (/dev/ui, only where DEV_UI turns it on). Its
 * own texts are English on purpose: it is a tool, not a screen of the portal.
 */
export function DevGalleryScreen() {
  return (
    <ConfirmProvider>
      <div className={styles.page}>
        <h1 className={styles.title}>UI building blocks</h1>
        <p className={styles.intro}>
          Each block of spec 002 in its states. Switch the language or brand to see them themed.
        </p>
        <nav aria-label="Blocks">
          <ul className={styles.toc}>
            {CONTENTS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <FieldStates />
        <OverlayStates />
        <LayoutStates />
        <FeedbackStates />
      </div>
    </ConfirmProvider>
  );
}
