import { IconButton } from '@sift/ui';
import { useAppTheme } from '../AppTheme';

/** Switches between teint and noir; shows a spinner while the change is saved. */
export function ThemeToggle() {
  const { mode, changing, toggle } = useAppTheme();
  const next = mode === 'teint' ? 'noir' : 'teint';
  return (
    <IconButton
      name={mode === 'teint' ? 'moon' : 'sun'}
      title={`Switch to ${next === 'noir' ? 'dark' : 'light'} theme`}
      loading={changing}
      onClick={() => void toggle()}
    />
  );
}
