import { useSaveUserPreferences, type User } from '@sift/api';
import { Button, Form, FormField, THEME_MODES, toast } from '@sift/ui';
import { PREFERENCES_SAVE_FAILED, THEME_PREFERENCE_KEY } from '../../shell/AppTheme';

export const PREFERENCES_SAVED = 'User preferences successfully saved';

const THEME_LABELS = { teint: 'Teint (light)', noir: 'Noir (dark)' } as const;
const THEME_OPTIONS = THEME_MODES.map((mode) => ({ label: THEME_LABELS[mode], value: mode }));

/** The user's saved preferences (theme mode, sidebar pinning). */
export function PreferencesForm({ user }: { user: User }) {
  const save = useSaveUserPreferences();
  const current = user.preferences[THEME_PREFERENCE_KEY];

  const onSubmit = async ({ theme }: { theme?: string }) => {
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
    <Form<{ theme?: string }>
      aria-label="Preferences"
      onSubmit={onSubmit}
      initialValues={{ theme: typeof current === 'string' ? current : undefined }}
    >
      <FormField name="theme" label="Theme" type="select" placeholder="Browser default" options={THEME_OPTIONS} />
      <div>
        <Button type="submit" variant="primary" loading={save.isMutating} loadingText="Saving...">
          Save preferences
        </Button>
      </div>
    </Form>
  );
}
