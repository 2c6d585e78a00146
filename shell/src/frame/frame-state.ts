import { BehaviorSubject } from '@trailhead/shared-kernel/bus';

/** Shell-only UI state that several frame parts open and close. */
export const logoutDialogOpen$ = new BehaviorSubject(false);
export const drawerOpen$ = new BehaviorSubject(false);
export const contactModalOpen$ = new BehaviorSubject(false);
