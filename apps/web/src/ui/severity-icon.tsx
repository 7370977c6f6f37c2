import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from './icons.tsx';

export type Severity = 'information' | 'notice' | 'success' | 'warning' | 'error';

const ICONS = {
  information: InfoIcon,
  notice: InfoIcon,
  success: CheckIcon,
  warning: WarningIcon,
  error: ErrorIcon,
} as const;

/** The icon of a message's severity (note, alert, notification). */
export function SeverityIcon({ severity }: { severity: Severity }) {
  const Icon = ICONS[severity];
  return <Icon />;
}

/** Errors and warnings interrupt a screen reader; the rest wait their turn. */
export function severityRole(severity: Severity): 'alert' | 'status' {
  return severity === 'error' || severity === 'warning' ? 'alert' : 'status';
}
