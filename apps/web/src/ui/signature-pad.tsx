import { type PointerEvent, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { cx } from './class-names.ts';
import { type FieldMessage, FieldNote, messageId, RequiredMark } from './field.tsx';
import { type Point, type SignatureLine, type SignatureValue, signatureValue } from './signature.ts';
import styles from './signature-pad.module.css';

/** Window resizes settle this long (ms) before the canvas is sized again. */
export const RESIZE_DEBOUNCE = 200;
const NO_LINES: readonly SignatureLine[] = [];

interface SignaturePadProps {
  label: string;
  value: SignatureValue | null;
  onChange(value: SignatureValue | null): void;
  error?: FieldMessage | undefined;
  required?: boolean;
  disabled?: boolean;
}

function strokeLine(context: CanvasRenderingContext2D, line: SignatureLine) {
  const [first, ...rest] = line;
  if (!first) return;
  context.beginPath();
  context.moveTo(first.x, first.y);
  for (const point of rest.length > 0 ? rest : [{ x: first.x + 0.1, y: first.y }]) context.lineTo(point.x, point.y);
  context.stroke();
}

/**
 * Draws a signature with mouse, pen or finger; Clear starts over. The value holds the strokes and an SVG data URL.
 * The canvas matches its displayed size (and the screen's pixel density) again 200 ms after the window stops resizing.
 */
export function SignaturePad({ label, value, onChange, error, required, disabled }: SignaturePadProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const current = useRef<Point[] | null>(null);
  const lines = value?.lines ?? NO_LINES;
  const labelId = useId();
  const noteId = messageId(labelId);

  const redraw = useCallback(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = getComputedStyle(element).color;
    for (const line of lines) strokeLine(context, line);
  }, [lines]);

  useEffect(() => {
    redraw();
  }, [redraw]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(redraw, RESIZE_DEBOUNCE);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [redraw]);

  function pointOf(event: PointerEvent<HTMLCanvasElement>): Point {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    current.current = [pointOf(event)];
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    const line = current.current;
    if (!line) return;
    line.push(pointOf(event));
    const context = event.currentTarget.getContext('2d');
    if (context) strokeLine(context, line.slice(-2));
  }

  function end(event: PointerEvent<HTMLCanvasElement>) {
    const line = current.current;
    if (!line) return;
    current.current = null;
    const { clientWidth, clientHeight } = event.currentTarget;
    onChange(signatureValue([...lines, line], clientWidth, clientHeight));
  }

  return (
    <div className={cx(styles.pad, error && styles.invalid, disabled && styles.disabled)}>
      <span id={labelId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </span>
      <canvas
        ref={canvas}
        className={styles.canvas}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={error ? noteId : undefined}
        aria-invalid={error ? true : undefined}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="s" disabled={disabled || !value} onClick={() => onChange(null)}>
          {t('ui.signature.clear')}
        </Button>
      </div>
      <FieldNote id={noteId} error={error} />
    </div>
  );
}
