import styled from 'styled-components';
import {
  THEME_CUSTOMIZATION,
  THEME_OVERRIDE_INTENTS,
  THEME_OVERRIDE_MODES,
  useThemeCustomization,
  useUpdateThemeCustomization,
  type ThemeCustomization,
  type ThemeOverrideIntent,
  type ThemeOverrideMode,
} from '@sift/api';
import { Checkbox } from '@sift/ui';
import { ConfigurationSection } from './ConfigurationSection';
import { CUSTOMIZATION_TEXTS } from './CustomizationSection';

export const THEME_CUSTOMIZATION_TEXTS = {
  title: 'Theme colours',
  help: 'Colours that replace the theme’s own for every user, per mode: buttons, links, status colours.',
  modalTitle: 'Update theme colours',
  none: 'The theme’s own colours are used.',
  colour: 'Colour',
  intent: 'Colour of',
  modes: { teint: 'Light mode', noir: 'Dark mode' } as Record<ThemeOverrideMode, string>,
  override: (intent: string, mode: string) => `Override ${intent} in ${mode}`,
  colourOf: (intent: string, mode: string) => `${intent} colour in ${mode}`,
} as const;

const T = THEME_CUSTOMIZATION_TEXTS;
/** What a newly overridden colour starts at, before the user picks one. */
const START = '#1f6feb';

const Table = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: 4px 12px 4px 0;
    text-align: left;
    vertical-align: middle;
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 1em;
  height: 1em;
  margin-right: 8px;
  vertical-align: -2px;
  border: 1px solid var(--sift-border-strong);
  border-radius: 2px;
  background: ${({ $colour }) => $colour};
`;

function setColour(
  draft: ThemeCustomization,
  mode: ThemeOverrideMode,
  intent: ThemeOverrideIntent,
  colour: string | null,
): ThemeCustomization {
  const groups = { ...draft[mode] };
  if (colour === null) delete groups[intent];
  else groups[intent] = { main: colour };
  const next = { ...draft, [mode]: groups };
  if (Object.keys(groups).length === 0) delete next[mode];
  return next;
}

/** Customization: the theme colours that replace the theme's own, per mode and intent. */
export function ThemeCustomizationSection({ canEdit }: { canEdit: boolean }) {
  const config = useThemeCustomization();
  const update = useUpdateThemeCustomization();
  return (
    <ConfigurationSection<ThemeCustomization, ThemeCustomization>
      title={T.title}
      help={T.help}
      config={config}
      canEdit={canEdit}
      modalTitle={T.modalTitle}
      toDraft={(data) => data}
      save={(draft) => update.trigger(draft)}
      submitting={update.isMutating}
      failure={{ title: CUSTOMIZATION_TEXTS.failureTitle(THEME_CUSTOMIZATION), message: CUSTOMIZATION_TEXTS.failureMessage }}
      renderForm={(draft, change) => (
        <Table>
          <thead>
            <tr>
              <th scope="col">{T.intent}</th>
              {THEME_OVERRIDE_MODES.map((mode) => (
                <th key={mode} scope="col">
                  {T.modes[mode]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {THEME_OVERRIDE_INTENTS.map((intent) => (
              <tr key={intent}>
                <th scope="row">{intent}</th>
                {THEME_OVERRIDE_MODES.map((mode) => {
                  const colour = draft[mode]?.[intent]?.main;
                  return (
                    <td key={mode}>
                      <Checkbox
                        aria-label={T.override(intent, T.modes[mode])}
                        checked={colour !== undefined}
                        onChange={(checked) => change((current) => setColour(current, mode, intent, checked ? START : null))}
                      />{' '}
                      {colour !== undefined && (
                        <input
                          type="color"
                          aria-label={T.colourOf(intent, T.modes[mode])}
                          value={colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour}
                          onChange={(event) => change((current) => setColour(current, mode, intent, event.target.value))}
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    >
      {(data) => {
        const set = THEME_OVERRIDE_MODES.flatMap((mode) =>
          THEME_OVERRIDE_INTENTS.flatMap((intent) => {
            const colour = data[mode]?.[intent]?.main;
            return colour ? [{ mode, intent, colour }] : [];
          }),
        );
        if (set.length === 0) return <p>{T.none}</p>;
        return (
          <ul aria-label={T.title}>
            {set.map(({ mode, intent, colour }) => (
              <li key={`${mode}-${intent}`}>
                <Swatch $colour={colour} aria-hidden />
                {T.modes[mode]}: {intent} {colour}
              </li>
            ))}
          </ul>
        );
      }}
    </ConfigurationSection>
  );
}
