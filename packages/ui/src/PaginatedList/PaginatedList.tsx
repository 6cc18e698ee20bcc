import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel, StyledInput, StyledNativeSelect } from '../Input/Input.styles';
import { Pagination } from '../Pagination/Pagination';
import {
  GENERIC_PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  pageCount,
  withPageSize,
  withQuery,
  type PaginationState,
} from '../Pagination/paginationRules';
import { useDebouncedCallback } from './useDebouncedCallback';
import { spacing } from '../theme/tokens';

/** Label of the filter input (1-shell.md §9). */
export const FILTER_LABEL = 'Filter';

export interface PaginatedListProps {
  /** Total number of items over all pages (the server's `total`). */
  totalItems: number;
  /** Current page, page size and filter. Controlled: the list reports changes through `onChange`. */
  pagination: PaginationState;
  /** Called with the next state: page changes, page-size changes (back to page 1), filter changes (debounced 300 ms, back to page 1), and a snap to the last page. */
  onChange: (next: PaginationState) => void;
  /** Page sizes offered. Generic lists use 5, 10, 30; list pages use 10, 20, 50, 100. */
  pageSizes?: readonly number[];
  /** Shows the filter input above the list. */
  showFilter?: boolean;
  /** Placeholder of the filter input. */
  filterPlaceholder?: string;
  /** Shows the page-size chooser. */
  showPageSizeSelect?: boolean;
  /** The items of the current page. */
  children: ReactNode;
}

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${spacing(2)};
  margin-bottom: ${spacing(1)};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
`;

const Footer = styled.div`
  margin-top: ${spacing(1)};
`;

/** A list with a debounced filter, a page-size chooser and pagination, following the pagination rules of 1-shell.md §4. */
export function PaginatedList({
  totalItems,
  pagination,
  onChange,
  pageSizes = GENERIC_PAGE_SIZES,
  showFilter = true,
  filterPlaceholder,
  showPageSizeSelect = true,
  children,
}: PaginatedListProps) {
  const filterId = useId();
  const sizeId = useId();
  const [filter, setFilter] = useState(pagination.query);
  const totalPages = pageCount(totalItems, pagination.perPage);
  const reportQuery = useDebouncedCallback((query: string) => onChange(withQuery(pagination, query)), SEARCH_DEBOUNCE_MS);

  // A page above the last (e.g. after deleting the last item of the last page) snaps to the last.
  useEffect(() => {
    if (pagination.page > totalPages) onChange({ ...pagination, page: totalPages });
  }, [pagination, totalPages, onChange]);

  return (
    <div>
      {(showFilter || showPageSizeSelect) && (
        <Toolbar>
          {showFilter ? (
            <Field>
              <FieldLabel htmlFor={filterId}>{FILTER_LABEL}</FieldLabel>
              <StyledInput
                id={filterId}
                type="search"
                value={filter}
                placeholder={filterPlaceholder}
                onChange={(event) => {
                  setFilter(event.target.value);
                  reportQuery(event.target.value);
                }}
              />
            </Field>
          ) : (
            <span />
          )}
          {showPageSizeSelect && (
            <Field>
              <FieldLabel htmlFor={sizeId}>Page size</FieldLabel>
              <StyledNativeSelect
                id={sizeId}
                value={pagination.perPage}
                onChange={(event) => onChange(withPageSize(pagination, Number(event.target.value)))}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </StyledNativeSelect>
            </Field>
          )}
        </Toolbar>
      )}
      {children}
      <Footer>
        <Pagination currentPage={pagination.page} totalPages={totalPages} onChange={(page) => onChange({ ...pagination, page })} />
      </Footer>
    </div>
  );
}
