import { Redirect, useSearch as useUrlSearch } from 'wouter';
import { pathTo } from '../../routing/routes';

/**
 * `/search/new` leads to a fresh search (1-shell.md §2.4). Kept apart from SearchPage so that the
 * search screen stays its own lazily loaded chunk rather than a chunk shared with this redirect.
 */
export function NewSearchRedirect() {
  const search = useUrlSearch();
  return <Redirect to={`${pathTo('SEARCH')}${search ? `?${search}` : ''}`} replace />;
}

export default NewSearchRedirect;
