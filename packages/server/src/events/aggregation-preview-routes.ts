import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/errors.js';
import { QueryParseError } from '../query/parse.js';
import { aggregationPreview } from './aggregation-preview.js';
import { validateConfig, type AggregationConfig } from './model.js';
import { Validation } from './model-readers.js';
import { EventProcessorError } from './processor.js';
import { readUnsavedDefinition } from './route-helpers.js';
import type { EventRouteDeps } from './routes.js';

/** The refusal of a definition without series: a filter has no aggregation result. */
export const NOT_AN_AGGREGATION = 'The event definition has no series: only an aggregation has a result to preview.';

/**
 * Sift's `POST /sift/events/definitions/aggregation-preview`: an unsaved aggregation definition's groups,
 * series values and which groups would raise an event over its window ending now, found with the
 * scheduler's processor; nothing is stored.
 */
export const aggregationPreviewRoutes: FastifyPluginAsync<EventRouteDeps> = async (app, deps) => {
  const { store, processor, gate, now } = deps;

  app.post('/sift/events/definitions/aggregation-preview', async (request) => {
    const { subject, definition } = readUnsavedDefinition(request, store, ['event_definition'], 'aggregation preview request');
    const config = definition.config;
    if (config.series.length === 0) throw new ApiError(400, NOT_AN_AGGREGATION);
    // Validated as on save, except that conditions may be missing yet: the values help choose a threshold.
    const validated: AggregationConfig = config.conditions?.expression
      ? config
      : { ...config, conditions: { expression: { expr: 'true' } } };
    const validation = new Validation();
    validateConfig(validated, validation);
    if (validation.failed) throw new ApiError(400, Object.values(validation.errors).flat().join(' '));
    const work = () => aggregationPreview(processor, definition, now());
    try {
      return await (gate ? gate.run(subject.username, gate.options.defaultTimeoutMs, work) : work());
    } catch (error) {
      if (error instanceof EventProcessorError || error instanceof QueryParseError) throw new ApiError(400, error.message);
      throw error;
    }
  });
};
