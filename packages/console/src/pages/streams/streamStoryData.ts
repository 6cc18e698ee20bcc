import { decodeAvailableOutputs, decodeIndexSet, decodeOutput, decodeStream, type Page, type Stream } from '@sift/api';
import { AVAILABLE_OUTPUTS_WIRE, OUTPUTS_WIRE } from '../outputs/outputFixtures';
import { INDEX_SETS_WIRE, STREAMS_WIRE } from './streamFixtures';

/** Api models of the stream and output fixtures, for priming the stories' cache. */
export const storyStreams: Stream[] = STREAMS_WIRE.map((wire) => decodeStream(wire));
export const storyIndexSets = {
  total: INDEX_SETS_WIRE.total,
  indexSets: INDEX_SETS_WIRE.index_sets.map((wire) => decodeIndexSet(wire)),
  stats: {},
};
export const storyOutputs = OUTPUTS_WIRE.map((wire) => decodeOutput(wire));
export const storyOutputTypes = decodeAvailableOutputs(AVAILABLE_OUTPUTS_WIRE);

export const streamsPage = (elements: Stream[]): Page<Stream> => ({
  elements,
  total: elements.length,
  count: elements.length,
  page: 1,
  perPage: 10,
  query: '',
  attributes: [],
  context: {},
});
/** The overview's first page as it asks for it by default: 10 per page, by title. */
export const STREAMS_QUERY = { page: 1, perPage: 10, query: '', sort: 'title', order: 'asc' };
