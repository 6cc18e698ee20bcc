import { useState, type FormEvent } from 'react';
import { useSaveUserPreferences, type User } from '@sift/api';
import { Button, THEME_MODES, toast } from '@sift/ui';
import { Form, FormField } from '../../components/FormField';
import { PREFERENCES_SAVE_FAILED, THEME_PREFERENCE_KEY } from '../../shell/AppTheme';

export const PREFERENCES_SAVED = 'User preferences successfully saved';

const THEME_LABELS = { teint: 'Teint (light)', noir: 'Noir (dark)' } as const;

/** The user's saved preferences (theme mode, sidebar pinning). */
export function PreferencesForm({ user }: { user: User }) {
  const save = useSaveUserPreferences();
  const current = user.preferences[THEME_PREFERENCE_KEY];
  const [theme, setTheme] = useState(typeof current === 'string' ? current : '');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...user.preferences };
    if (theme) next[THEME_PREFERENCE_KEY] = theme;
    else delete next[THEME_PREFERENCE_KEY];
    try {
      await save.trigger(user.username, next);
      toast.success(PREFERENCES_SAVED);
    } catch (error) {
      toast.error(PREFERENCES_SAVE_FAILED, error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Form aria-label="Preferences" onSubmit={onSubmit}>
      <FormField>
        Theme
        <select value={theme} onChange={(event) => setTheme(event.target.value)}>
          <option value="">Browser default</option>
          {THEME_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {THEME_LABELS[mode]}
            </option>
          ))}
        </select>
      </FormField>
      <div>
        <Button type="submit" variant="primary" loading={save.isMutating} loadingText="Saving...">
          Save preferences
        </Button>
      </div>
    </Form>
  );
}
