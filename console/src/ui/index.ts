// The console's only door to Blueprint: features import from here, never from @blueprintjs/* directly.
export {
  Alert,
  AnchorButton,
  Button,
  ButtonGroup,
  Callout,
  Card,
  Checkbox,
  Classes,
  Collapse,
  ControlGroup,
  DialogBody,
  DialogFooter,
  Divider,
  FileInput,
  FormGroup,
  H1,
  H2,
  H3,
  H4,
  H5,
  HTMLSelect,
  HTMLTable,
  Icon,
  InputGroup,
  Menu,
  MenuDivider,
  MenuItem,
  NonIdealState,
  Popover,
  ProgressBar,
  Radio,
  RadioGroup,
  Section,
  SectionCard,
  Spinner,
  Switch,
  Tab,
  Tabs,
  Tag,
  TextArea,
  Tooltip,
} from '@blueprintjs/core';
export type { Intent } from '@blueprintjs/core';
export type { IconName } from '@blueprintjs/icons';
// Toasts: ours, drawn as Blueprint's, their close button in the user's language (AppToast.tsx).
export { AppToaster } from './AppToaster';
export { showToast, type ToastOptions } from './toastStore';
export { ButtonLink } from './ButtonLink';
export { ConfirmDialog } from './ConfirmDialog';
export { DataTable, type Column } from './DataTable';
export { DayInput } from './DayInput';
export { DetailDialog } from './DetailDialog';
// Blueprint's, with a header whose close button speaks the user's language (Dialog.tsx).
export { Dialog, Drawer } from './Dialog';
export { DialogActions } from './DialogActions';
export { DownloadProgress } from './DownloadProgress';
export { EditDeleteActions } from './EditDeleteActions';
export { ErrorList } from './ErrorList';
export { ExportButton } from './ExportButton';
export { FilterSelect } from './FilterSelect';
export { FormDialog } from './FormDialog';
export { FormField } from './FormField';
export { FormWarning } from './FormWarning';
export { ListTable } from './ListTable';
export { LoadFailedCallout } from './LoadFailedCallout';
export { LoadingBlock } from './LoadingBlock';
export { PageHeader } from './PageHeader';
export { useRefocusOnClose } from './useRefocusOnClose';
export { EmptyState } from './EmptyState';
export { NestedSections, SectionHeading, SectionTitle } from './SectionHeading';
export { PagedTable } from './PagedTable';
export { PasswordField } from './PasswordField';
export { PasswordInput } from './PasswordInput';
export { SearchInput } from './SearchInput';
export { StatusTag, type Tone } from './StatusTag';
export { TextField } from './TextField';
export { applyTheme, readTheme, type Theme } from './theme';
export { useConfirmAction } from './useConfirmAction';
export { useDeleteConfirm } from './useDeleteConfirm';
export { setupUi, UiProvider } from './setup';
