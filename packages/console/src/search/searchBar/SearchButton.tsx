import styled from 'styled-components';
import { Button, colorVars } from '@sift/ui';

export const SEARCH_BUTTON_TITLE = 'Perform search';
export const SEARCH_BUTTON_DIRTY_TITLE = 'Perform search (changes were made after last search execution)';

const Dot = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${colorVars.warning.main};
  border: 2px solid ${colorVars.background.body};
`;

const Holder = styled.span`
  position: relative;
  display: inline-flex;
`;

export interface SearchButtonProps {
  /** The search is running: a spinner, and no second submit. */
  running: boolean;
  /** The form changed since the last search: a warning dot. */
  dirty: boolean;
  /** The query is invalid or being validated. */
  disabled: boolean;
}

/** Submits the search bar form. */
export function SearchButton({ running, dirty, disabled }: SearchButtonProps) {
  const title = dirty ? SEARCH_BUTTON_DIRTY_TITLE : SEARCH_BUTTON_TITLE;
  return (
    <Holder>
      <Button
        type="submit"
        variant="primary"
        icon="search"
        loading={running}
        disabled={disabled || running}
        aria-label={title}
        title={title}
      />
      {dirty && <Dot data-testid="search-dirty-dot" aria-hidden="true" />}
    </Holder>
  );
}
