// The public surface of @sift/ui. Explicit named exports only; a test snapshots this list.
export {
  createTheme,
  createColors,
  createSpacing,
  colorVars,
  cssVariableDeclarations,
  themeStylesheet,
  typography,
  breakpoints,
  media,
  GRID_UNIT,
  ROOT_FONT_SIZE,
  INTENTS,
  THEME_MODES,
  THEME_MODE_STORAGE_KEY,
  isThemeMode,
  resolveThemeMode,
  SiftThemeProvider,
  GlobalStyles,
  useThemeMode,
  spacing,
  radius,
  shadow,
  motion,
  zIndex,
} from './theme';
export type {
  SiftTheme,
  ThemeColors,
  IntentColors,
  Intent,
  ColorVars,
  Spacing,
  Typography,
  Breakpoint,
  ThemeMode,
  ThemeModeSources,
  SiftThemeProviderProps,
  UseThemeModeOptions,
  UseThemeModeResult,
  Radius,
  Shadow,
  Motion,
  ZIndex,
} from './theme';

export { Icon } from './Icon/Icon';
export type { IconProps } from './Icon/Icon';
export { ICON_NAMES, ICON_SIZES } from './Icon/iconNames';
export type { IconName, IconSize } from './Icon/iconNames';

export { Spinner, SPINNER_DELAY_MS } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';

export { Button, IconButton, ButtonGroup, ButtonToolbar } from './Button/Button';
export type { ButtonProps, ButtonAsButtonProps, ButtonAsLinkProps, IconButtonProps, ButtonGroupProps } from './Button/Button';
export { BUTTON_VARIANTS, BUTTON_SIZES } from './Button/buttonTokens';
export type { ButtonVariant, ButtonSize } from './Button/buttonTokens';

export { Logo } from './Logo/Logo';
export type { LogoProps } from './Logo/Logo';
export { LoginLayout, LOGIN_TAGLINE } from './LoginLayout/LoginLayout';
export type { LoginLayoutProps } from './LoginLayout/LoginLayout';

// Issue 7: tables, lists and input controls.
export { NUMBER_FORMATS, formatNumber, formatPercentage, formatBytes, formatPrecise } from './format';
export type { NumberFormat } from './format';
export { DATE_TIME_FORMATS, INVALID_DATE_TEXT, formatDateTime } from './format';
export type { DateTimeFormat, DateInput } from './format';
export { ALLOWED_URL_PROTOCOLS, isAbsoluteUrl, isAllowedProtocol } from './format';
export { Pagination } from './Pagination/Pagination';
export type { PaginationProps } from './Pagination/Pagination';
export {
  FIRST_PAGE,
  GENERIC_PAGE_SIZES,
  GENERIC_DEFAULT_PAGE_SIZE,
  LIST_PAGE_SIZES,
  LIST_DEFAULT_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  pageCount,
  clampPage,
  withPageSize,
  withQuery,
} from './Pagination/paginationRules';
export type { PaginationState } from './Pagination/paginationRules';
export { PAGE_PARAM, PAGE_SIZE_PARAM, readUrlPagination, writeUrlPagination } from './Pagination/urlPagination';
export type { UrlPagination, UrlPaginationOptions } from './Pagination/urlPagination';
export { PaginatedList, FILTER_LABEL } from './PaginatedList/PaginatedList';
export type { PaginatedListProps } from './PaginatedList/PaginatedList';
export { useDebouncedCallback } from './PaginatedList/useDebouncedCallback';
export { Select } from './Select/Select';
export type { SelectProps, SingleSelectProps, MultiSelectProps } from './Select/Select';
export {
  SELECT_VIRTUALIZATION_THRESHOLD,
  SELECT_LAZY_LOAD_THRESHOLD,
  SELECT_LAZY_LOAD_BATCH,
  SELECT_MENU_MAX_HEIGHT,
  SELECT_SCROLLABLE_LIST_MAX_HEIGHT,
  NO_OPTIONS_TEXT,
} from './Select/selectOptions';
export type { SelectOption } from './Select/selectOptions';
export { useListPopup, LIST_POPUP_OFFSET, LIST_POPUP_VIEWPORT_PADDING } from './Select/useListPopup';
export type { UseListPopupOptions, ListPopup } from './Select/useListPopup';
export { ListPopupPortal } from './Select/ListPopupPortal';
export type { ListPopupPortalProps } from './Select/ListPopupPortal';
// End of issue 7 block.

// Issue 6: overlays, feedback and the page frame.
export { Modal, MODAL_SIZES } from './Modal/Modal';
export type { ModalProps, ModalSize } from './Modal/Modal';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { ModalForm } from './ModalForm/ModalForm';
export type { ModalFormProps } from './ModalForm/ModalForm';
export { Popover, POPOVER_TRIGGERS } from './Popover/Popover';
export type { PopoverProps, PopoverTrigger } from './Popover/Popover';
export { HelpPopover } from './HelpPopover/HelpPopover';
export type { HelpPopoverProps } from './HelpPopover/HelpPopover';
export { Tooltip, TOOLTIP_MAX_WIDTH } from './Tooltip/Tooltip';
export type { TooltipProps } from './Tooltip/Tooltip';
export { Toast, ToastContainer } from './Toast/Toast';
export type { ToastProps, ToastContainerProps } from './Toast/Toast';
export { toast, toastStore, createToastStore, TOAST_TIMINGS, TOAST_VARIANTS } from './Toast/toastStore';
export type { ToastItem, ToastPhase, ToastStore, ToastVariant } from './Toast/toastStore';
export { LoadingIndicator, LoadingScreen, LOADING_INDICATOR_DELAY_MS, loadingScreenText } from './LoadingIndicator/LoadingIndicator';
export type { LoadingIndicatorProps, LoadingScreenProps } from './LoadingIndicator/LoadingIndicator';
export {
  CopyToClipboardButton,
  COPY_SUCCESS_MESSAGE,
  COPY_MESSAGE_MS,
  copyFailureMessage,
} from './CopyToClipboardButton/CopyToClipboardButton';
export type { CopyToClipboardButtonProps } from './CopyToClipboardButton/CopyToClipboardButton';
export { CenteredPageLayout } from './CenteredPageLayout/CenteredPageLayout';
export type { CenteredPageLayoutProps } from './CenteredPageLayout/CenteredPageLayout';
export { ErrorPage } from './ErrorPage/ErrorPage';
export type { ErrorPageProps } from './ErrorPage/ErrorPage';
export {
  ERROR_PAGE_TEXTS,
  NotFoundPage,
  UnexpectedErrorPage,
  MissingPermissionsPage,
  MissingStreamPermissionsPage,
  ErrorGettingDataPage,
  UnavailableCapabilitiesPage,
} from './ErrorPage/errorPages';
export type {
  NotFoundPageProps,
  UnexpectedErrorPageProps,
  MissingStreamPermissionsPageProps,
  ErrorGettingDataPageProps,
  UnavailableCapabilitiesPageProps,
} from './ErrorPage/errorPages';
export { ServerUnavailablePage, SERVER_UNAVAILABLE_TEXTS } from './ErrorPage/ServerUnavailablePage';
export type { ServerUnavailablePageProps, ServerUnavailableError } from './ErrorPage/ServerUnavailablePage';
export { PageHeader, LIFECYCLES } from './PageHeader/PageHeader';
export type { PageHeaderProps, Lifecycle } from './PageHeader/PageHeader';
export { PageFooter } from './PageFooter/PageFooter';
export type { PageFooterProps } from './PageFooter/PageFooter';
export { Panel, PANEL_VARIANTS, PANEL_HEADING_LEVELS } from './Panel/Panel';
export type { PanelProps, PanelVariant, PanelHeadingLevel } from './Panel/Panel';
export { DescriptionList, DESCRIPTION_LIST_LAYOUTS } from './DescriptionList/DescriptionList';
export type { DescriptionListProps, DescriptionItem, DescriptionListLayout } from './DescriptionList/DescriptionList';
export { EntityDetailsLayout, EntityDetailsSection, ENTITY_DETAILS_COLUMNS } from './EntityDetailsLayout/EntityDetailsLayout';
export type { EntityDetailsLayoutProps, EntityDetailsSectionProps, EntityDetailsColumns } from './EntityDetailsLayout/EntityDetailsLayout';
export { Tabs } from './Tabs/Tabs';
export type { TabsProps, TabItem } from './Tabs/Tabs';
export { Alert, ALERT_VARIANTS } from './Alert/Alert';
export type { AlertProps, AlertVariant } from './Alert/Alert';
export { Badge, BADGE_VARIANTS } from './Badge/Badge';
export type { BadgeProps, BadgeVariant } from './Badge/Badge';
export { API_METHODS, ApiOperationList, METHOD_VARIANTS } from './ApiOperationList/ApiOperationList';
export type { ApiMethod, ApiOperationGroup, ApiOperationListItem, ApiOperationListProps } from './ApiOperationList/ApiOperationList';
export { Label, LABEL_VARIANTS } from './Label/Label';
export type { LabelProps, LabelVariant } from './Label/Label';
export { EmptyState, EMPTY_STATE_TEXTS } from './EmptyState/EmptyState';
export type { EmptyStateProps, EmptyStateKind } from './EmptyState/EmptyState';
export { PublicNotification } from './PublicNotification/PublicNotification';
export type { PublicNotificationProps } from './PublicNotification/PublicNotification';
export { BackToTop, BACK_TO_TOP_STEP_PX, BACK_TO_TOP_INTERVAL_MS } from './BackToTop/BackToTop';
export type { BackToTopProps } from './BackToTop/BackToTop';
export { ProgressBar } from './ProgressBar/ProgressBar';
export type { ProgressBarProps } from './ProgressBar/ProgressBar';
export { capSegments } from './ProgressBar/capSegments';
export type { ProgressSegment } from './ProgressBar/capSegments';
export { NavBar } from './NavBar/NavBar';
export type { NavBarProps } from './NavBar/NavBar';
export { NavItem } from './NavItem/NavItem';
export type { NavItemProps } from './NavItem/NavItem';
export { isActivePath, isPlainLeftClick } from './NavItem/navRules';
export { DropdownMenu } from './DropdownMenu/DropdownMenu';
export type { DropdownMenuProps, DropdownMenuItem } from './DropdownMenu/DropdownMenu';
export { PointMenu } from './PointMenu/PointMenu';
export type { PointMenuProps, MenuPoint } from './PointMenu/PointMenu';
export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './Breadcrumbs/Breadcrumbs';
export { FloatingDialog } from './FloatingDialog/FloatingDialog';
export type { FloatingDialogProps } from './FloatingDialog/FloatingDialog';
export {
  clampBounds,
  FLOATING_DIALOG_DEFAULT_SIZE,
  FLOATING_DIALOG_MIN_SIZE,
  FLOATING_DIALOG_RESIZE_DEBOUNCE_MS,
} from './FloatingDialog/bounds';
export type { Bounds } from './FloatingDialog/bounds';
// End of issue 6 block.
export { DEFAULT_CHART_COLORS, COLOR_SHADE_FAMILIES, isHexColor } from './theme/chartColors';
export type { ColorShadeFamily } from './theme/chartColors';
export { EntityOverviewTable, CANCEL_SELECTION } from './EntityOverviewTable/EntityOverviewTable';
export type { EntityOverviewTableProps, OverviewPaging } from './EntityOverviewTable/EntityOverviewTable';
export { COLUMN_TYPES, SORT_DIRECTIONS } from './EntityOverviewTable/types';
export type { OverviewColumn, ColumnType, SortDirection, SortState, TableLayoutPreferences, Entity } from './EntityOverviewTable/types';
export {
  nextSort,
  isColumnAvailable,
  displayedColumns,
  columnWidths,
  bulkSelectState,
  selectedCountText,
} from './EntityOverviewTable/columnRules';
export { FormField } from './FormField/FormField';
export type { FormFieldProps } from './FormField/FormField';
export { FormGroup } from './FormField/FormGroup';
export type { FormGroupProps, FormControlProps } from './FormField/FormGroup';
export { TextInput, TEXT_INPUT_TYPES } from './TextInput/TextInput';
export type { TextInputProps, TextInputType } from './TextInput/TextInput';
export { NumberInput } from './NumberInput/NumberInput';
export type { NumberInputProps } from './NumberInput/NumberInput';
export { Textarea } from './Textarea/Textarea';
export type { TextareaProps } from './Textarea/Textarea';
export { CodeEditor, CODE_COMPLETION_LIMIT } from './CodeEditor/CodeEditor';
export type { CodeEditorProps } from './CodeEditor/CodeEditor';
export { CODE_TOKEN_KINDS } from './CodeEditor/codeEditorModel';
export type { CodeCompletion, CodeDiagnostic, CodeToken, CodeTokenKind } from './CodeEditor/codeEditorModel';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { RadioGroup, RADIO_GROUP_ORIENTATIONS } from './RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption, RadioGroupOrientation } from './RadioGroup/RadioGroup';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { NativeSelect } from './NativeSelect/NativeSelect';
export type { NativeSelectProps, NativeSelectOption } from './NativeSelect/NativeSelect';
export { NumberField } from './FormField/NumberField';
export type { NumberFieldProps } from './FormField/NumberField';
export { ListField } from './FormField/ListField';
export type { ListFieldProps } from './FormField/ListField';
export {
  FIELD_TYPES,
  FIELD_REQUIRED_MESSAGE,
  OPTIONAL_SUFFIX,
  PORT_RANGE,
  TEXTAREA_ROWS,
  greaterThanMessage,
  smallerThanMessage,
  isFieldType,
  assertFieldType,
  validateField,
  numberBounds,
  parseList,
} from './FormField/fieldRules';
export type { FieldType, FieldRules, FieldValidator, NumberAttributes } from './FormField/fieldRules';
export { ISODurationInput } from './ISODurationInput/ISODurationInput';
export type { ISODurationInputProps } from './ISODurationInput/ISODurationInput';
export {
  ISO_DURATION_HELP,
  ISO_DURATION_ERROR,
  ZERO_DURATION_TEXT,
  isValidIsoDuration,
  isoDurationToMs,
  normalizeIsoDurationInput,
  describeIsoDuration,
} from './ISODurationInput/isoDuration';
export { TimeUnitInput } from './TimeUnitInput/TimeUnitInput';
export type { TimeUnitInputProps, TimeUnitValue } from './TimeUnitInput/TimeUnitInput';
export {
  TIME_UNITS,
  TIME_UNIT_DEFAULT_VALUE,
  TIME_UNIT_DEFAULT_UNIT,
  REFRESH_INTERVAL_DEFAULT_UNIT,
  isTimeUnit,
  storedTimeUnitValue,
} from './TimeUnitInput/timeUnits';
export type { TimeUnit } from './TimeUnitInput/timeUnits';
export { Typeahead } from './Typeahead/Typeahead';
export type { TypeaheadProps } from './Typeahead/Typeahead';
export { TYPEAHEAD_MIN_CHARACTERS, TYPEAHEAD_MAX_SUGGESTIONS, typeaheadSuggestions } from './Typeahead/suggestions';
export { TagInput } from './TagInput/TagInput';
export type { TagInputProps } from './TagInput/TagInput';
export { addTag } from './TagInput/tags';
export { SortableList } from './SortableList/SortableList';
export type { SortableListProps, SortableListItem } from './SortableList/SortableList';
export { Wizard } from './Wizard/Wizard';
export type { WizardProps, WizardStepWithContent } from './Wizard/Wizard';
export type { WizardStep } from './Wizard/wizardRules';
export { KeyValueTable } from './KeyValueTable/KeyValueTable';
export type { KeyValueTableProps } from './KeyValueTable/KeyValueTable';
export { canAddPair, deletePropertyQuestion } from './KeyValueTable/keyValuePairs';
export type { KeyValuePairs } from './KeyValueTable/keyValuePairs';
export { Form } from './FormField/Form';
export type { FormProps } from './FormField/Form';
export { ConfigurationForm } from './ConfigurationForm/ConfigurationForm';
export type { ConfigurationFormProps } from './ConfigurationForm/ConfigurationForm';
export { ConfigurationFields, NATIVE_DROPDOWN_MAX_OPTIONS, unsupportedFieldMessage } from './ConfigurationForm/ConfigurationFields';
export type { ConfigurationFieldsProps } from './ConfigurationForm/ConfigurationFields';
export { ENCRYPTED_FIELD_TEXTS } from './ConfigurationForm/EncryptedField';
export {
  CONFIGURATION_FIELD_TYPES,
  DEFAULT_FIELD_POSITION,
  NUMBER_FIELD_DEFAULT,
  configurationPayload,
  initialConfigurationFormValues,
  sortedConfigurationFields,
} from './ConfigurationForm/configurationModel';
export type {
  ConfigurationFieldType,
  RequestedConfiguration,
  RequestedConfigurationField,
  ConfigurationValues,
  ConfigurationPayload,
  EncryptedValue,
  EncryptedValueUpdate,
} from './ConfigurationForm/configurationModel';
export { ColorPicker, COLOR_PICKER_DEFAULT_WIDTH, COLOR_PICKER_DEFAULT_HEIGHT, INVALID_HEX_MESSAGE } from './ColorPicker/ColorPicker';
export type { ColorPickerProps } from './ColorPicker/ColorPicker';
export { ColorGradientPicker } from './ColorGradientPicker/ColorGradientPicker';
export type { ColorGradientPickerProps } from './ColorGradientPicker/ColorGradientPicker';
export { COLOR_SCALE_NAMES, COLOR_SCALE_STOPS, DEFAULT_COLOR_SCALE, sortedColorScaleNames, colorScaleCss } from './theme/colorScales';
export type { ColorScaleName, ColorStops } from './theme/colorScales';
