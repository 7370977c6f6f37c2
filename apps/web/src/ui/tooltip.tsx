import {
  cloneElement,
  type FocusEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names.ts';
import styles from './tooltip.module.css';

/** Hover or focus must rest this long before the tooltip shows (spec 002 section 9). */
export const TOOLTIP_DELAY = 64;
/** Below this distance from the top of the window the tooltip shows under its trigger. */
const FLIP_MARGIN = 48;

type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

interface TooltipProps {
  content: ReactNode;
  /** The one element the tooltip describes; the tooltip needs its ref, so it must not have one of its own. */
  children: ReactElement<TriggerProps>;
  /** Shows on mouse hover only, not on keyboard focus (for triggers whose text already says the same). */
  hoverOnly?: boolean;
}

interface Position {
  top: number;
  left: number;
  below: boolean;
}

function chain<E>(own: ((event: E) => void) | undefined, added: () => void) {
  return (event: E) => {
    own?.(event);
    added();
  };
}

/** A short text for its trigger, after 64 ms of hover or focus; Escape hides it. */
export function Tooltip({ content, children, hoverOnly = false }: TooltipProps) {
  if (children.props.ref) throw new Error('A tooltip trigger must not have its own ref');
  const id = useId();
  const trigger = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [position, setPosition] = useState<Position | null>(null);

  function show() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const rect = trigger.current?.getBoundingClientRect();
      if (!rect) return;
      const below = rect.top < FLIP_MARGIN;
      setPosition({ top: below ? rect.bottom : rect.top, left: rect.left + rect.width / 2, below });
    }, TOOLTIP_DELAY);
  }

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setPosition(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!position) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [position, hide]);

  const { onMouseEnter, onMouseLeave, onFocus, onBlur } = children.props;
  const triggerProps: TriggerProps = {
    ref: trigger,
    'aria-describedby': position ? id : undefined,
    onMouseEnter: chain<MouseEvent<HTMLElement>>(onMouseEnter, show),
    onMouseLeave: chain<MouseEvent<HTMLElement>>(onMouseLeave, hide),
    onBlur: chain<FocusEvent<HTMLElement>>(onBlur, hide),
  };
  if (!hoverOnly) triggerProps.onFocus = chain<FocusEvent<HTMLElement>>(onFocus, show);

  return (
    <>
      {cloneElement(children, triggerProps)}
      {position
        ? createPortal(
            <div
              id={id}
              role="tooltip"
              className={cx(styles.tooltip, position.below && styles.below)}
              style={{ top: position.top, left: position.left }}
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
