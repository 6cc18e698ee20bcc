import styled from 'styled-components';
import { Button, IconButton } from '../Button/Button';
import { colorVars } from '../theme/cssVariables';
import { spacing } from '../theme/tokens';
import { pageItems } from './paginationRules';

export interface PaginationProps {
  /** The current page, 1-based. A page above the last is shown as the last. */
  currentPage: number;
  /** Number of pages. With one page or fewer nothing is rendered. */
  totalPages: number;
  /** Called with the page the user picked. */
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** Buttons are inert, e.g. while the next page loads. */
  disabled?: boolean;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing(0.5)};
`;

const Gap = styled.span`
  padding: ${spacing(0, 0.5)};
  color: ${colorVars.text.secondary};
`;

/** Page links for a paged list: first, previous, numbers around the current page, next, last. */
export function Pagination({
  currentPage,
  totalPages,
  onChange,
  disabled = false,
  'aria-label': ariaLabel = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const go = (page: number) => {
    if (page !== current) onChange(page);
  };
  return (
    <Nav aria-label={ariaLabel}>
      <IconButton
        name="chevron-left"
        title="Previous page"
        size="small"
        disabled={disabled || current === 1}
        onClick={() => go(current - 1)}
      />
      {pageItems(current, totalPages).map((item, index) =>
        item === 'gap' ? (
          <Gap key={`gap-${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <Button
            key={item}
            size="small"
            variant={item === current ? 'primary' : 'default'}
            aria-current={item === current ? 'page' : undefined}
            aria-label={`Page ${item}`}
            disabled={disabled}
            onClick={() => go(item)}
          >
            {item}
          </Button>
        ),
      )}
      <IconButton
        name="chevron-right"
        title="Next page"
        size="small"
        disabled={disabled || current === totalPages}
        onClick={() => go(current + 1)}
      />
    </Nav>
  );
}
