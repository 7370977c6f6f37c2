interface MotusLogoProps {
  className?: string;
  /** The accessible name; empty when a visible text next to the logo already names it. */
  title?: string;
}

/** The Motus product mark and wordmark, drawn in the current text colour. */
export function MotusLogo({ className, title = '' }: MotusLogoProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 124 32"
      role={title ? 'img' : undefined}
      aria-label={title || undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.14" />
      <path
        d="M7 22V11l5.5 7L18 11l7 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="40"
        y="23"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        Motus
      </text>
    </svg>
  );
}
