import type { FastifyPluginAsync } from 'fastify';
import { requirePermission } from '../auth/subject.js';
import { OBJECT_ID } from '../db/ids.js';
import { isObject, readStrictObject } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import { QueryParseError } from '../query/parse.js';
import { readTimeRange, resolveTimeRange, TimeRangeError } from '../query/timerange.js';
import { backtest, type BacktestSlot } from './backtest.js';
import { readDefinition, validateConfig, type EventDefinition } from './model.js';
import { Validation } from './model-readers.js';
import { EventProcessorError } from './processor.js';
import { checkStreams } from './route-helpers.js';
import type { EventRouteDeps } from './routes.js';

/** What a backtest covers when the request names no time range: the last 24 hours. */
const DEFAULT_BACKTEST_RANGE = { type: 'relative', range: 86_400 };
/** The id an unsaved definition's events name. */
const UNSAVED_ID = '000000000000000000000000';

/**
 * Sift's `POST /sift/events/definitions/backtest`: the events an unsaved definition would have raised
 * over a past range, found with the scheduler's processor; nothing is stored and nobody is notified.
 */
export const backtestRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { store, processor, search, gate, now } = deps;

  app.post('/sift/events/definitions/backtest', async (request) => {
    // The permission of saving it, checked before the body is: editing the definition it changes, or creating one.
    const named = isObject(request.body) && isObject(request.body['event_definition']) ? request.body['event_definition']['id'] : null;
    const existing = typeof named === 'string' && OBJECT_ID.test(named) ? store.definition(named) : undefined;
    const subject = requirePermission(request, existing ? `eventdefinitions:edit:${existing.id}` : 'eventdefinitions:create');
    const body = readStrictObject(request.body, ['event_definition', 'timerange'], 'backtest request');
    const read = readDefinition(body['event_definition']);
    const definition: EventDefinition = { ...read, id: existing?.id ?? UNSAVED_ID, updated_at: null };
    checkStreams(subject, definition);
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
