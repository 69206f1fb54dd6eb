import { toSafePanelPath } from '@portal/util';
import { Typography } from 'antd';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderSanitized } from './safe-html-nodes';
import { sanitizeHtmlToFragment } from './sanitize-html';

interface SafeHtmlProps {
  /** HTML from the API; it is sanitised here, every time, before it reaches the page. */
  html: string;
  /** The accessible name of the region, e.g. "Article". */
  label?: string;
}

/**
 * Shows HTML from the API (news and offer bodies) without anything in it that could run: see sanitizeHtml.
 * Links stay: outside ones open in a new tab, panel ones are followed in place by the router. What the sanitiser
 * leaves of the rest reads plainly (safe-html-nodes.tsx): a link without its address as text, a picture refused or
 * not found as its alt text.
 */
export function SafeHtml({ html, label }: SafeHtmlProps) {
  const navigate = useNavigate();
  const content = useMemo(() => renderSanitized(sanitizeHtmlToFragment(html)), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    const path = toSafePanelPath(`${url.pathname}${url.search}${url.hash}`);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };

  return (
    <Typography>
      <div
        // Links in the text are underlined (apps/portal/src/styles.css): colour alone does not set them apart.
        className="portal-rich-text"
        role={label ? 'region' : undefined}
        aria-label={label}
        // The API's text takes its own direction: an English article in an Arabic page keeps its punctuation.
        dir="auto"
        onClick={onClick}
        style={{ overflowWrap: 'anywhere' }}
      >
        {content}
      </div>
    </Typography>
  );
}
