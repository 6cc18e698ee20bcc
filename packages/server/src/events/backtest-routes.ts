import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/errors.js';
import { QueryParseError } from '../query/parse.js';
import { readTimeRange, resolveTimeRange, TimeRangeError } from '../query/timerange.js';
import { backtest, type BacktestSlot } from './backtest.js';
import { validateConfig } from './model.js';
import { Validation } from './model-readers.js';
import { EventProcessorError } from './processor.js';
import { readUnsavedDefinition } from './route-helpers.js';
import type { EventRouteDeps } from './routes.js';

/** What a backtest covers when the request names no time range: the last 24 hours. */
const DEFAULT_BACKTEST_RANGE = { type: 'relative', range: 86_400 };

/**
 * Sift's `POST /sift/events/definitions/backtest`: the events an unsaved definition would have raised
 * over a past range, found with the scheduler's processor; nothing is stored and nobody is notified.
 */
export const backtestRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { store, processor, search, gate, now } = deps;

  app.post('/sift/events/definitions/backtest', async (request) => {
    // The permission of saving it, checked before the body is: editing the definition it changes, or creating one.
    const { subject, body, definition } = readUnsavedDefinition(request, store, ['event_definition', 'timerange'], 'backtest request');
    const validation = new Validation();
    validateConfig(definition.config, validation);
    if (validation.failed) throw new ApiError(400, Object.values(validation.errors).flat().join(' '));
    let range: { from: number; to: number };
    try {
      range = resolveTimeRange(readTimeRange(body['timerange'] ?? DEFAULT_BACKTEST_RANGE), now());
    } catch (error) {
      if (error instanceof TimeRangeError) throw new ApiError(400, error.message);
      throw error;
    }
    // Each turn of the backtest waits for the search slots, in the caller's turn among other users.
    const slot: BacktestSlot = (work) => (gate ? gate.run(subject.username, gate.options.defaultTimeoutMs, work) : work());
    try {
      return await backtest(search, processor, definition, range, now(), slot);
    } catch (error) {
      if (error instanceof EventProcessorError || error instanceof QueryParseError) throw new ApiError(400, error.message);
      throw error;
    }
  });
};
