import { createContext, useContext } from 'react';
import type { InputMetrics } from '@sift/api';

/**
 * The inputs' latest figures by input id. Rows read them through this context, so the 2 s poll
 * renders the figures again and not every row.
 */
export const InputMetricsContext = createContext<Readonly<Record<string, InputMetrics>> | undefined>(undefined);

export const useInputMetricsOf = (inputId: string): InputMetrics | undefined => useContext(InputMetricsContext)?.[inputId];
