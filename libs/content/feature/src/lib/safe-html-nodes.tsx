import { createElement, type ReactNode } from 'react';
import { SafeHtmlPicture } from './safe-html-picture';

/**
 * The attributes of sanitised HTML that reach the page, by their React names. What else the sanitiser keeps (the
 * presentational attributes of old HTML) is left out; a link's `href` and a picture's attributes are read below.
 */
const ATTRIBUTES: Record<string, string> = {
  abbr: 'abbr',
  alt: 'alt',
  cite: 'cite',
  class: 'className',
  colspan: 'colSpan',
  datetime: 'dateTime',
  dir: 'dir',
  headers: 'headers',
  height: 'height',
  hreflang: 'hrefLang',
  id: 'id',
  kind: 'kind',
  label: 'label',
  lang: 'lang',
  poster: 'poster',
  rel: 'rel',
  role: 'role',
  rowspan: 'rowSpan',
  scope: 'scope',
  span: 'span',
  src: 'src',
  srclang: 'srcLang',
  start: 'start',
  target: 'target',
  title: 'title',
  type: 'type',
  value: 'value',
  width: 'width',
};
const BOOLEAN_ATTRIBUTES: Record<string, string> = {
  controls: 'controls',
  hidden: 'hidden',
  loop: 'loop',
  muted: 'muted',
  open: 'open',
  reversed: 'reversed',
};

const VOID_ELEMENTS = new Set(['area', 'br', 'col', 'hr', 'img', 'source', 'track', 'wbr']);
// Whitespace between table rows is no text of the page; React refuses it there.
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

function propsOf(element: Element, key: string): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const { name, value } of element.attributes) {
    if (name.startsWith('aria-')) props[name] = value;
    else if (ATTRIBUTES[name]) props[ATTRIBUTES[name]] = value;
    else if (BOOLEAN_ATTRIBUTES[name]) props[BOOLEAN_ATTRIBUTES[name]] = true;
  }
  return props;
}

function renderChildren(parent: Node): ReactNode[] {
  const tag = parent.nodeName.toLowerCase();
  return [...parent.childNodes].map((child, index) => renderNode(child, String(index), tag));
}

function renderNode(node: Node, key: string, parentTag: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return TABLE_PARTS.has(parentTag) && !text.trim() ? null : text;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'img') {
    const figure = element.parentElement?.tagName === 'FIGURE' ? element.parentElement : null;
    const src = element.getAttribute('src') ?? undefined;
    return (
      <SafeHtmlPicture
        key={`${key}:${src ?? ''}`}
        src={src}
        alt={element.getAttribute('alt') ?? ''}
        width={element.getAttribute('width') ?? undefined}
        height={element.getAttribute('height') ?? undefined}
        captioned={[...(figure?.children ?? [])].some((child) => child.tagName === 'FIGCAPTION')}
      />
    );
  }
  const props = propsOf(element, key);
  if (tag === 'a') {
    const href = element.getAttribute('href');
    // A link the sanitiser took the address of reads as the text it is: not a link, nothing to focus.
    if (href === null)
      return createElement(
        'span',
        { key, lang: props['lang'], dir: props['dir'] },
        ...renderChildren(element),
      );
    props['href'] = href;
  }
  return VOID_ELEMENTS.has(tag)
    ? createElement(tag, props)
    : createElement(tag, props, ...renderChildren(element));
}

/** Sanitised HTML (sanitizeHtmlToFragment) as React elements: the page gets it through React, not innerHTML. */
export function renderSanitized(fragment: DocumentFragment): ReactNode[] {
  return renderChildren(fragment);
}
