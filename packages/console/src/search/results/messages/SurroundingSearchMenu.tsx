import { useMemo } from 'react';
import { useSearchesClusterConfig, type Message } from '@sift/api';
import { DropdownMenu, Icon, type DropdownMenuItem } from '@sift/ui';
import { SHOW_SURROUNDING_MESSAGES, surroundingSearchLink, surroundingWindows } from './surroundingSearch';

/** Opens a surrounding search the way Graylog does: in a new tab, leaving the current search as it is. */
export function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

export interface SurroundingSearchMenuProps {
  message: Pick<Message, 'id' | 'fields'>;
  /** Where a chosen search opens (a new tab by default). */
  onOpen?: (href: string) => void;
}

/**
 * "Show surrounding messages": one entry per window of the searches cluster config; each links to a
 * search of [time − window, time + window] for the message's filter-field values, highlighting the message.
 * Nothing is shown while the config loads, when it offers no windows, or when the message has no time.
 */
export function SurroundingSearchMenu({ message, onOpen = openInNewTab }: SurroundingSearchMenuProps) {
  const { data: config } = useSearchesClusterConfig();
  const items = useMemo<DropdownMenuItem[]>(() => {
    if (!config) return [];
    return surroundingWindows(config.surroundingTimerangeOptions).flatMap((window) => {
      const href = surroundingSearchLink({ message, windowMs: window.ms, filterFields: config.surroundingFilterFields });
      return href === null ? [] : [{ label: window.label, href }];
    });
  }, [config, message]);
  if (items.length === 0) return null;
  return (
    <DropdownMenu
      title={
        <>
          <Icon name="search" size="sm" />
          {SHOW_SURROUNDING_MESSAGES}
        </>
      }
      items={items}
      onNavigate={onOpen}
    />
  );
}
