import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SearchJob, View } from '@sift/api';
import { colorVars } from '@sift/ui';
import { queryState, widgetTitle } from '../viewState';
import { STORY_QUERY_ID, storyExecution } from './searchStoryData';

const Log = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 8px;
  margin: 8px 0 0;
  padding: 4px 8px;
  border: 1px dashed ${colorVars.border.default};
  color: ${colorVars.text.secondary};
  font-size: 0.8rem;
  dd {
    margin: 0;
  }
`;

export interface HarnessRenderArgs {
  view: View;
  queryId: string;
  execution: ReturnType<typeof storyExecution>;
  onViewChange: (next: View) => void;
  onQueryAppend: (fragment: string) => void;
}

export interface SearchHarnessProps {
  initialView: View;
  job: SearchJob | null;
  loading?: boolean;
  children: (args: HarnessRenderArgs) => ReactNode;
}

/**
 * Plays the search page's part for stories: keeps the view the component changes, and shows what
 * it asked for (query fragments, widget titles) so play functions can check it.
 */
export function SearchHarness({ initialView, job, loading = false, children }: SearchHarnessProps) {
  const [view, setView] = useState(initialView);
  const [query, setQuery] = useState<string[]>([]);
  const state = queryState(view, STORY_QUERY_ID);
  return (
    <div>
      {children({
        view,
        queryId: STORY_QUERY_ID,
        execution: storyExecution(view, job, loading),
        onViewChange: setView,
        onQueryAppend: (fragment) => setQuery((q) => [...q, fragment]),
      })}
      <Log aria-label="Page state">
        <dt>Query</dt>
        <dd data-testid="query">{query.join(' AND ')}</dd>
        <dt>Widgets</dt>
        <dd data-testid="widgets">{state.widgets.map((w) => widgetTitle(state, w)).join(' | ')}</dd>
      </Log>
    </div>
  );
}
