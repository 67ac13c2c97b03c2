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
  Dialog,
  DialogBody,
  DialogFooter,
  Divider,
  Drawer,
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
export { showToast, type ToastOptions } from './AppToaster';
export { ConfirmDialog } from './ConfirmDialog';
export { DataTable, type Column } from './DataTable';
export { DayInput } from './DayInput';
export { DownloadProgress } from './DownloadProgress';
export { ErrorList } from './ErrorList';
export { FormField } from './FormField';
export { PageHeader } from './PageHeader';
export { PasswordInput } from './PasswordInput';
export { SearchInput } from './SearchInput';
export { StatusTag, type Tone } from './StatusTag';
export { applyTheme, readTheme, type Theme } from './theme';
export { useDeleteConfirm } from './useDeleteConfirm';
export { setupUi, UiProvider } from './setup';
