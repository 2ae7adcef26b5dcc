// The UI kit shared by the console and the elements, for React apps (`@portico/elements/ui`).
// Styled with Tailwind and the --portico-* tokens: an app compiles these sources in its own
// Tailwind build with theme.css, or imports `@portico/elements/styles.css`.
export { Badge, levelTone, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { Modal, MODAL_WIDTH, type ModalProps } from './modal';
export { Pagination, type PaginationProps } from './pagination';
export { pageCount, pageWindow } from './paging';
export { Table, type Column, type TableProps, type TableSelection } from './table';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { default as ToastList } from './toast-list';
export type { Toast, ToastKind } from './toast';
export { Icon, ICONS, type IconName } from './icons/icon';
export { SvgIcon } from './icons/svg-icon';
export { Spinner } from './icons/spinner';
export { UiProvider, type Translate, type UiContextValue } from './ui-context';
export { formatDateTime } from './format';
// A message body as the bell, the centre and the popups show it (an announcement's preview).
export { MessageText } from './message-text';
export { PasswordForm, type PasswordFormProps } from '../components/password-modal/password-form';
