/** `GET /views/functions`: the series functions aggregations may use, keyed by type. */
export const SERIES_FUNCTIONS: Record<string, { type: string; description: string }> = {
  avg: { type: 'avg', description: 'Average' },
  card: { type: 'card', description: 'Cardinality' },
  count: { type: 'count', description: 'Count' },
  latest: { type: 'latest', description: 'Latest Value' },
  max: { type: 'max', description: 'Maximum' },
  min: { type: 'min', description: 'Minimum' },
  percentile: { type: 'percentile', description: 'Percentile' },
  stddev: { type: 'stddev', description: 'Standard Deviation' },
  sum: { type: 'sum', description: 'Sum' },
  sumofsquares: { type: 'sumofsquares', description: 'Sum of Squares' },
  variance: { type: 'variance', description: 'Variance' },
};
