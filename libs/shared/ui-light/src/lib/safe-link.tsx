import './i18n/i18n';
import { toSafeLink } from '@portal/util';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface SafeLinkProps {
  /** A link from the API: followed only if it is a /panel path or an https address (util's toSafeLink). */
  href: string | null | undefined;
  children: ReactNode;
  /** Shown instead of the link when it is dropped; nothing by default. */
  fallback?: ReactNode;
}

/**
 * A link the API chose (a banner, an offer, an agent's site): a panel path is routed in place, an https
 * address opens in a new tab without opener or referrer, anything else is not a link at all.
 */
export function SafeLink({ href, children, fallback = null }: SafeLinkProps) {
  const { t } = useTranslation('common');
  const link = toSafeLink(href);
  if (!link) return <>{fallback}</>;
  if (link.kind === 'internal') return <Link to={link.path}>{children}</Link>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('newTab')}</span>
    </a>
  );
}
