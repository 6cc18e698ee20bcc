import { useState } from 'react';
import styled from 'styled-components';
import type { TimeRange } from '@sift/api';
import { Button, ButtonToolbar, colorVars, DropdownMenu, Icon, Popover, Tabs, type DropdownMenuItem } from '@sift/ui';
import { AbsoluteRangeEditor } from './AbsoluteRangeEditor';
import { convertRange, RANGE_TYPES, type RangeType } from './conversion';
import type { RangePreset } from './durations';
import { KeywordRangeEditor } from './KeywordRangeEditor';
import { validateRange } from './limits';
import { rangeSummary } from './rangeSummary';
import { RelativeRangeEditor } from './RelativeRangeEditor';
import { useKeywordPreview } from './useKeywordPreview';

export const CONFIGURE_RANGES = 'Configure Ranges';
const TYPE_TITLES: Record<RangeType, string> = { relative: 'Relative', absolute: 'Absolute', keyword: 'Keyword' };

const Editor = styled.div`
  width: min(336px, 85vw);
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  border-top: 1px solid ${colorVars.border.subtle};
  padding-top: 8px;
`;

export interface TimeRangePickerProps {
  /** The form's range. */
  value: TimeRange;
  onChange: (range: TimeRange) => void;
  /** Relative presets, PT0S last, already limited. */
  presets: readonly RangePreset[];
  /** The admin's query time range limit in seconds (0 = none). */
  limitSeconds: number;
  /** The user's time zone. */
  timezone: string;
  /** Shows the "Configure Ranges" link (clusterconfigentry:edit). */
  canConfigureRanges?: boolean;
  /** Where "Configure Ranges" leads. */
  configureRangesHref: string;
  /** Current time for conversions and limits; `Date.now` by default. */
  now?: () => number;
}

function RangeEditor({
  draft,
  setDraft,
  timezone,
  limit,
  now,
  onApply,
  onCancel,
}: {
  draft: TimeRange;
  setDraft: (range: TimeRange) => void;
  timezone: string;
  limit: number;
  now: () => number;
  onApply: () => void;
  onCancel: () => void;
}) {
  const [formatValid, setFormatValid] = useState(true);
  const preview = useKeywordPreview(draft.type === 'keyword' ? draft.keyword : null, timezone);
  const errors = validateRange(draft, limit, now(), preview === undefined ? undefined : (preview?.from ?? null));
  const pendingKeyword = draft.type === 'keyword' && preview === undefined && draft.keyword.trim() !== '';
  const invalid = Object.keys(errors).length > 0 || (draft.type === 'absolute' && !formatValid) || pendingKeyword;
  const switchType = (type: string) => {
    setFormatValid(true);
    setDraft(convertRange(draft, type as RangeType, now(), timezone, preview ?? null));
  };
  const body = () => {
    switch (draft.type) {
      case 'relative':
        return <RelativeRangeEditor range={draft} errors={errors} onChange={setDraft} />;
      case 'absolute':
        return (
          <AbsoluteRangeEditor
            key="absolute"
            range={draft}
            timezone={timezone}
            errors={errors}
            onChange={setDraft}
            onFormatValidity={setFormatValid}
          />
        );
      case 'keyword':
        return <KeywordRangeEditor range={draft} preview={preview} errors={errors} onChange={setDraft} />;
      default:
        return null;
    }
  };
  return (
    <Editor>
      <Tabs
        aria-label="Time range type"
        activeId={draft.type}
        onChange={switchType}
        tabs={RANGE_TYPES.map((type) => ({ id: type, title: TYPE_TITLES[type], content: type === draft.type ? body() : null }))}
      />
      <Footer>
        <ButtonToolbar>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="success" disabled={invalid} onClick={onApply}>
            Apply
          </Button>
        </ButtonToolbar>
      </Footer>
    </Editor>
  );
}

/** The search bar's time range: relative, absolute or keyword in a popover, and a preset menu. */
export function TimeRangePicker({
  value,
  onChange,
  presets,
  limitSeconds,
  timezone,
  canConfigureRanges = false,
  configureRangesHref,
  now = Date.now,
}: TimeRangePickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TimeRange>(value);
  const toggle = (next: boolean) => {
    if (next) setDraft(value);
    setOpen(next);
  };
  const presetItems: DropdownMenuItem[] = [
    ...presets.map((preset) => ({ label: preset.label, onSelect: () => onChange({ type: 'relative', range: preset.seconds }) })),
    ...(canConfigureRanges ? [{ label: CONFIGURE_RANGES, href: configureRangesHref }] : []),
  ];
  return (
    <ButtonToolbar>
      <DropdownMenu
        title={
          <>
            <Icon name="clock" /> <span>Presets</span>
          </>
        }
        items={presetItems}
      />
      <Popover
        open={open}
        onOpenChange={toggle}
        aria-label="Search time range"
        placement="bottom-start"
        content={
          <RangeEditor
            draft={draft}
            setDraft={setDraft}
            timezone={timezone}
            limit={limitSeconds}
            now={now}
            onCancel={() => toggle(false)}
            onApply={() => {
              onChange(draft);
              setOpen(false);
            }}
          />
        }
      >
        <Button aria-label={`Time range: ${rangeSummary(value, timezone)}`}>{rangeSummary(value, timezone)}</Button>
      </Popover>
    </ButtonToolbar>
  );
}
