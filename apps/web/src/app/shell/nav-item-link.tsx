import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { isActive, type NavItem } from './navigation.ts';

interface NavItemLinkProps {
  item: NavItem;
  className?: string;
  onFollow?: () => void;
  /** Drawn as a button (the trial-session call to action). */
  button?: boolean;
}

/** A studio navigation item; the current one carries aria-current, each its tracking origin as data-origin. */
export function NavItemLink({ item, className, onFollow, button = false }: NavItemLinkProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const Component = button ? ButtonLink : Link;
  return (
    <Component
      className={className}
      to={stickyTarget(item.href, search)}
      aria-current={isActive(item, pathname) ? 'page' : undefined}
      data-origin={item.origin}
      onClick={onFollow}
    >
      {t(item.labelKey)}
    </Component>
  );
}
