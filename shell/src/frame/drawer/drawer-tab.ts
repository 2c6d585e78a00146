import { BehaviorSubject } from '@trailhead/shared-kernel/bus';

export type DrawerTab = 'menu' | 'search' | 'alerts' | 'conversations' | 'user';

/** The drawer's open tab: the top bar's bell and envelope open the drawer on theirs on small screens. */
export const drawerTab$ = new BehaviorSubject<DrawerTab>('menu');
