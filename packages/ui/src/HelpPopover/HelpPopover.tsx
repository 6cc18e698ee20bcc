import type { Placement } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { IconButton } from '../Button/Button';
import { Popover, type PopoverTrigger } from '../Popover/Popover';

export interface HelpPopoverProps {
  /** The heading of the help text, e.g. the name of the setting it explains. */
  title: string;
  /** The help text. */
  children: ReactNode;
  /** Accessible name of the question-mark button. */
  label?: string;
  /** What opens it: click by default. */
  trigger?: PopoverTrigger | readonly PopoverTrigger[];
  placement?: Placement;
}

/** A question-mark button next to a label that opens a short explanation. */
export function HelpPopover({ title, children, label = `Help: ${title}`, trigger = 'click', placement = 'right' }: HelpPopoverProps) {
  return (
    <Popover title={title} content={children} trigger={trigger} placement={placement}>
      <IconButton name="help" title={label} variant="link" size="small" />
    </Popover>
  );
}
