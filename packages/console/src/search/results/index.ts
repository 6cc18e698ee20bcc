// The results side of the search page: the widget grid, its widgets and their actions.
export { SearchResults, type SearchResultsProps } from './SearchResults';
export {
  ALL_MESSAGES_TITLE,
  DEFAULT_MESSAGE_FIELDS,
  MESSAGE_COUNT_TITLE,
  NEW_WIDGET_SIZES,
  UNTITLED_WIDGET_TITLES,
  createDefaultWidgets,
  messageCountWidget,
  messagesWidget,
  type DefaultWidgets,
} from './defaultWidgets';
export { addWidget, queryState, widgetTitle, withQueryState } from './viewState';
export { MESSAGES_PER_PAGE } from './messages/messageTableRules';
