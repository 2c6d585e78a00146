/** Spec §9: the user popup opens after the pointer rests 1200 ms and closes 200 ms after it leaves. */
export const USER_POPUP_OPEN_MS = 1200;
export const USER_POPUP_CLOSE_MS = 200;
