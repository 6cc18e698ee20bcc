import type { ApiClient } from '../client/ApiClient';
import { FetchError } from '../client/FetchError';
import { segment } from '../client/url';
import { decodeThemeCustomization, THEME_CUSTOMIZATION, type ThemeCustomization } from '../models/themeCustomization';
import { useApiMutation } from './mutations';
import { useApiRead, type ApiReadResult } from './useApiRead';

const PATH = `/system/cluster_config/${segment(THEME_CUSTOMIZATION)}`;

/** The theme customization calls (3-administration.md §7: GET and PUT on the cluster-config path). */
export const ThemeCustomizationApi = {
  /** The stored overrides; none when nothing is stored or the server does not know the section (404). */
  get: async (client: ApiClient): Promise<ThemeCustomization> => {
    try {
      return decodeThemeCustomization(await client.get(PATH));
    } catch (error) {
      if (error instanceof FetchError && error.status === 404) return {};
      throw error;
    }
  },
  update: async (client: ApiClient, overrides: ThemeCustomization): Promise<ThemeCustomization> =>
    decodeThemeCustomization(await client.put(PATH, overrides)),
};

/** The theme colour overrides every signed-in user's console applies. */
export function useThemeCustomization(): ApiReadResult<ThemeCustomization> {
  return useApiRead(['clusterConfig', THEME_CUSTOMIZATION], (client) => ThemeCustomizationApi.get(client));
}

export const useUpdateThemeCustomization = () => useApiMutation(ThemeCustomizationApi.update, ['clusterConfig']);
