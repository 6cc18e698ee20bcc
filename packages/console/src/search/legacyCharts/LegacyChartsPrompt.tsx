import { useState } from 'react';
import styled from 'styled-components';
import type { Widget } from '@sift/api';
import { Alert, Button, ButtonToolbar } from '@sift/ui';
import {
  DISCARD_BUTTON,
  MIGRATE_BUTTON,
  MIGRATION_PROMPT_TITLE,
  migrateLegacyChart,
  migrationPromptText,
  pendingLegacyCharts,
  writeMigrationMarker,
} from './legacyFieldCharts';

const Actions = styled.div`
  margin-top: 8px;
`;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface LegacyChartsPromptProps {
  /** Adds the migrated charts to the search, each with its title. */
  onMigrate: (widgets: { widget: Widget; title: string }[]) => void;
  /** Where the pinned charts and the marker live (the browser's local storage by default). */
  storage?: Storage | null;
}

/** Offers once to migrate the field charts pinned on the legacy search page (§4); the answer is remembered. */
export function LegacyChartsPrompt({ onMigrate, storage = browserStorage() }: LegacyChartsPromptProps) {
  const [charts, setCharts] = useState(() => (storage ? pendingLegacyCharts(storage) : []));
  if (!storage || charts.length === 0) return null;
  return (
    <Alert variant="info" title={MIGRATION_PROMPT_TITLE}>
      {migrationPromptText(charts.length)}
      <Actions>
        <ButtonToolbar aria-label={MIGRATION_PROMPT_TITLE}>
          <Button
            variant="primary"
            size="small"
            onClick={() => {
              writeMigrationMarker(storage, 'finished');
              setCharts([]);
              onMigrate(charts.map((chart) => migrateLegacyChart(chart)));
            }}
          >
            {MIGRATE_BUTTON}
          </Button>
          <Button
            size="small"
            onClick={() => {
              writeMigrationMarker(storage, 'discarded');
              setCharts([]);
            }}
          >
            {DISCARD_BUTTON}
          </Button>
        </ButtonToolbar>
      </Actions>
    </Alert>
  );
}
