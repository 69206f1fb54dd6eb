import './ui.css';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** A choice of the menu: a plain action, or one of a set where one is chosen (`checked`, a radio item). */
export interface MenuListItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Given, the item is a `menuitemradio`: screen readers say which one of its group is chosen. */
  checked?: boolean;
  /** With `checked`: a setting turned on or off on its own (a `menuitemcheckbox`), not one of a group. */
  toggle?: boolean;
}

export type MenuListEntry =
  | ({ type?: 'item' } & MenuListItem)
  /** A titled set of items; without items, the title alone (the account menu's name). */
  | { type: 'group'; key: string; label: ReactNode; children?: MenuListItem[] }
  | { type: 'divider'; key: string };

export interface MenuListProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  entries: MenuListEntry[];
  /** An item was chosen by a click, Enter or Space. */
  onSelect: (key: string) => void;
  /** The first item takes the focus when the menu appears (a menu button's menu). */
  autoFocus?: boolean;
}

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * A WAI-ARIA menu of the portal's own (the account menu): items, titled groups and dividers; the arrows, Home and
 * End move the focus between the items (round at the ends), Enter and Space choose one. Static CSS (ui.css), so the
 * header does not load antd's Menu with its triggers, tooltips and motion. Escape and Tab belong to the
 * menu button that shows it.
 */
export function MenuList({ entries, onSelect, autoFocus = false, ...aria }: MenuListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (autoFocus) listRef.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % items.length;
    else if (event.key === 'ArrowUp')
      next = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      items[current]?.click();
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const renderItem = (item: MenuListItem) => (
    <li
      key={item.key}
      role={item.checked === undefined ? 'menuitem' : item.toggle ? 'menuitemcheckbox' : 'menuitemradio'}
      aria-checked={item.checked}
      tabIndex={-1}
      className="ui-menu-item"
      onClick={() => onSelect(item.key)}
    >
      <span className="ui-menu-icon" aria-hidden>
        {item.icon}
      </span>
      <span className="ui-menu-label">{item.label}</span>
    </li>
  );

  return (
    // The list handles the keys of the items it holds: the items, not the list, take the focus.
    <ul ref={listRef} role="menu" className="ui-menu" onKeyDown={onKeyDown} {...aria}>
      {entries.map((entry) => {
        if (entry.type === 'divider')
          return <li key={entry.key} role="separator" className="ui-menu-divider" />;
        if (entry.type !== 'group') return renderItem(entry);
        const titleId = `${baseId}-${entry.key}`;
        return (
          <li key={entry.key} role="none">
            <div id={titleId} role="presentation" className="ui-menu-group-title">
              {entry.label}
            </div>
            {entry.children && entry.children.length > 0 && (
              <ul role="group" aria-labelledby={titleId} className="ui-menu">
                {entry.children.map(renderItem)}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
