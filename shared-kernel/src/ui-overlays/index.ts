// Overlays (menus, dialogs, drawers, tabs) carry their own state machines and positioning code.
// They live apart from ./ui so the first render does not wait for them: the frame loads this
// entry the first time someone opens one.
export { Dialog, Drawer, Menu, Portal, Tabs } from '@chakra-ui/react';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DialogFrame, type DialogFrameProps } from './dialog-frame';
export { DialogPager } from './dialog-pager';
export { TextDialog, type TextDialogProps } from './text-dialog';
